import type { LoaderArgs, PageProps } from "~/render/route-module";
import { siteCatalog } from "~/config/site-catalog.server";
import { metaMessagesFor } from "~/i18n/catalog";
import { absoluteUrl, pageMeta } from "~/lib/meta";
import { pageRequest } from "~/lib/page-request.server";
import { HomeSections } from "~/features/home/home-sections";

/** Runs at build time: the home page's records and text, in the page's language. */
export function loader({ request }: LoaderArgs) {
  const { code, language, messages, path } = pageRequest(request);
  const text = metaMessagesFor(code);
  return {
    content: siteCatalog().home(code),
    messages: messages.home,
    meta: pageMeta({
      language,
      messages,
      title: text.homeTitle,
      description: text.homeDescription,
      path,
      jsonLd: {
        "@context": "https://schema.org",
        "@type": "Organization",
        name: messages.siteName,
        url: absoluteUrl(path),
        logo: absoluteUrl("/images/emblem.svg"),
        foundingDate: "1945-10-24",
        description: text.homeDescription,
      },
    }),
  };
}

/** The home page: the ten sections of the specification, in order. */
export default function Home({ loaderData }: PageProps<typeof loader>) {
  return <HomeSections content={loaderData.content} messages={loaderData.messages} />;
}
