import type { Route } from "./+types/search";
import { SearchView } from "~/features/search/search-view";
import { searchOnArrival } from "~/features/search/pagefind";
import { metaMessagesFor } from "~/i18n/catalog";
import { pageMeta } from "~/lib/meta";
import { pageRequest } from "~/lib/page-request.server";

/** Runs at build time: the page and its text are prerendered; the results come in the browser. */
export function loader({ request }: Route.LoaderArgs) {
  const { code, language, messages, path } = pageRequest(request);
  const description = metaMessagesFor(code).searchDescription;
  return {
    messages: messages.search,
    // Every query is answered by this one prerendered page, whose canonical address has no query:
    // engines keep the search page of each language and never a page of results.
    meta: pageMeta({ language, messages, title: messages.search.title, description, path }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

// A page opened with a query starts searching as its code arrives, alongside hydration, so the
// results are ready when the view is.
searchOnArrival();

/** The search page of a language: a form, and the pages of that language that match. */
export default function Search({ loaderData }: Route.ComponentProps) {
  return <SearchView messages={loaderData.messages} />;
}
