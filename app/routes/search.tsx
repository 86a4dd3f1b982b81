import type { Route } from "./+types/search";
import { lazyIsland, metaOf } from "~/static-first/island";
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

export const meta: Route.MetaFunction = ({ loaderData }) => metaOf(loaderData);

// In the browser, a page opened with a query starts that search as this module loads, alongside
// hydration, rather than once the view has hydrated: the results are ready sooner. (The page's own
// HTML starts it sooner still, and draws its first results before the application starts; the
// second start finds the search under way, and draws nothing twice.)
if (typeof window !== "undefined" && window.location.search)
  void import("~/features/search/search-arrival").then((m) => m.arrive());

// The form and its help are prerendered; the view loads in the browser.
const SearchView = lazyIsland(() =>
  import("~/features/search/search-view").then((m) => m.SearchView),
);

/** The search page of a language: a form, and the pages of that language that match. */
export default function Search({ loaderData }: Route.ComponentProps) {
  return <SearchView messages={loaderData.messages} />;
}
