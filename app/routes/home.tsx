import type { Route } from "./+types/home";
import { lazyIsland, metaOf } from "~/static-first/island";
import { siteCatalog } from "~/config/site-catalog.server";
import { splitHomeMessages } from "~/features/home/home-messages";
import { metaMessagesFor } from "~/i18n/catalog";
import { absoluteUrl, pageMeta } from "~/lib/meta";
import { pageMessagesOf, pageRequest } from "~/lib/page-request.server";

/** Runs at build time: the page's records go into its prerendered HTML, not into the JavaScript. */
export function loader({ request }: Route.LoaderArgs) {
  const { code, language, messages, path } = pageRequest(request);
  const text = metaMessagesFor(code);
  const { stories, ...records } = siteCatalog().home(code);
  const { hydrated, prerendered } = splitHomeMessages(messages.home);
  return {
    stories,
    // Drawn as markup that needs no JavaScript: in the page's HTML, not in its hydration data.
    prerendered: { ...records, messages: prerendered },
    messages: hydrated,
    pageMessages: pageMessagesOf(messages, "intro"),
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

export const meta: Route.MetaFunction = ({ loaderData }) => metaOf(loaderData);

const HomeSections = lazyIsland(() =>
  import("~/features/home/home-sections").then((m) => m.HomeSections),
);

/** The home page: the ten sections of the specification, in order. */
export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <HomeSections
      stories={loaderData.stories}
      prerendered={loaderData.prerendered}
      messages={loaderData.messages}
      pageMessages={loaderData.pageMessages}
    />
  );
}
