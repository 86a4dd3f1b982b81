import type { LoaderArgs, PageProps } from "~/render/route-module";
import { metaMessagesFor } from "~/i18n/catalog";
import { pageMeta } from "~/lib/meta";
import { pageRequest } from "~/lib/page-request.server";
import { SearchView } from "~/features/search/search-view";

/** Runs at build time: the page and its text are prerendered; the results come in the browser. */
export function loader({ request }: LoaderArgs) {
  const { code, language, messages, path } = pageRequest(request);
  const description = metaMessagesFor(code).searchDescription;
  return {
    messages: messages.search,
    // Every query is answered by this one prerendered page, whose canonical address has no query:
    // engines keep the search page of each language and never a page of results.
    meta: pageMeta({ language, messages, title: messages.search.title, description, path }),
  };
}

/** The search page of a language: a form, and the pages of that language that match. */
export default function Search({ loaderData }: PageProps<typeof loader>) {
  return <SearchView messages={loaderData.messages} />;
}
