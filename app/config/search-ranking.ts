/**
 * How Pagefind ranks the search's results (pagefind.options({ ranking })). A page's `keywords`
 * (the words it carries for search only: goal numbers, abbreviations, each language's usual words
 * for its subject) count twice as much as its title (Pagefind's 5): a visitor who types them
 * means that page, even where other pages' titles say the words too ("UN" in "UN Day").
 */
export const SEARCH_RANKING = {
  metaWeights: { title: 5, keywords: 10 },
} as const;

/** The metadata key of a page's words for search only (data-pagefind-meta). */
export const KEYWORDS_META = "keywords";

/** The Pagefind filter each goal's page carries (data-pagefind-filter), by the goal's number. */
export const GOAL_FILTER = "goal";
