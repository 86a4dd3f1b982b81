import type { Route } from "./+types/search";
import { lazyIsland } from "~/components/ui/island";
import { metaMessagesFor } from "~/i18n/catalog";
import { pageMeta } from "~/lib/meta";
import { pageRequest } from "~/lib/page-request.server";

/** Runs at build time: the page and its text are prerendered; the results come in the browser. */
export function loader({ request }: Route.LoaderArgs) {
  const { code, language, messages, path } = pageRequest(request);
  const description = metaMessagesFor(code).searchDescription;
  return {
    messages: messages.search,
    meta: [
      ...pageMeta({ language, messages, title: messages.search.title, description, path }),
      // A page of results is a tool, not content: search engines index the pages themselves.
      { name: "robots", content: "noindex" },
    ],
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

// The form and its help are prerendered; the view, and the index after it, load in the browser.
const SearchView = lazyIsland(() =>
  import("~/features/search/search-view").then((m) => m.SearchView),
);

/** The search page of a language: a form, and the pages of that language that match. */
export default function Search({ loaderData }: Route.ComponentProps) {
  return <SearchView messages={loaderData.messages} />;
}
