import * as React from "react";
import type { Route } from "./+types/home";
import { paths } from "~/config/paths";
import { siteCatalog } from "~/content/catalog.server";
import { Island } from "~/components/ui/island";
import { messagesFor, metaMessagesFor } from "~/i18n/catalog";
import { languageByCode, languageFromPath } from "~/i18n/languages";
import { absoluteUrl, pageMeta } from "~/lib/meta";

/** Runs at build time: the page's records go into its prerendered HTML, not into the JavaScript. */
export function loader({ request }: Route.LoaderArgs) {
  const code = languageFromPath(new URL(request.url).pathname);
  const messages = messagesFor(code);
  const text = metaMessagesFor(code);
  return {
    content: siteCatalog().home(code),
    messages: messages.home,
    meta: pageMeta({
      language: languageByCode(code),
      messages,
      title: text.homeTitle,
      description: text.homeDescription,
      path: paths.home,
      jsonLd: {
        "@context": "https://schema.org",
        "@type": "Organization",
        name: messages.siteName,
        url: absoluteUrl(paths.home),
        logo: absoluteUrl("/images/emblem.svg"),
        foundingDate: "1945-10-24",
        description: text.homeDescription,
      },
    }),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData.meta;
}

// The sections hydrate from their own chunk once the prerendered page has painted; see Island.
const HomeSections = React.lazy(() =>
  import("~/features/home/home-sections").then((m) => ({ default: m.HomeSections })),
);

/** The home page: the ten sections of the specification, in order. */
export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <Island>
      <HomeSections content={loaderData.content} messages={loaderData.messages} />
    </Island>
  );
}
