import * as React from "react";
import type { Route } from "./+types/search";
import { Island } from "~/components/ui/island";
import { paths } from "~/config/paths";
import { messagesFor, metaMessagesFor } from "~/i18n/catalog";
import { languageByCode, languageFromPath } from "~/i18n/languages";
import { pageMeta } from "~/lib/meta";

/** Runs at build time: the page and its text are prerendered; the results come in the browser. */
export function loader({ request }: Route.LoaderArgs) {
  const code = languageFromPath(new URL(request.url).pathname);
  const messages = messagesFor(code);
  return {
    messages: messages.search,
    meta: [
      ...pageMeta({
        language: languageByCode(code),
        messages,
        title: messages.search.title,
        description: metaMessagesFor(code).searchDescription,
        path: paths.search,
      }),
      // A page of results is a tool, not content: search engines index the pages themselves.
      { name: "robots", content: "noindex" },
    ],
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData.meta;
}

// The form and its help are prerendered; the view, and the index after it, load in the browser.
const SearchView = React.lazy(() =>
  import("~/features/search/search-view").then((m) => ({ default: m.SearchView })),
);

/** The search page of a language: a form, and the pages of that language that match. */
export default function Search({ loaderData }: Route.ComponentProps) {
  return (
    <Island>
      <SearchView messages={loaderData.messages} />
    </Island>
  );
}
