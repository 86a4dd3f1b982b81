import type { Language } from "~/i18n/languages";
import type { SearchMessages } from "~/i18n/message-arguments";

/**
 * The classes of the search results' markup, which the search page's control (search.client.ts)
 * writes, and the stylesheet's scanner finds here.
 */
export const RESULTS_MARKUP = {
  list: "mt-6 space-y-8",
  section: "text-sm font-bold tracking-wide text-muted-foreground uppercase",
  title: "mt-1 text-xl font-bold",
  link: "link",
  excerpt: "mt-2 max-w-reading",
  mark: "search-mark",
  /** A heading of the page within an excerpt. */
  heading: "font-bold",
  /** What to do when a search found nothing or could not run. */
  help: "mt-2",
  /** The paragraph of "Show more results", and the note on the older pages. */
  more: "mt-8",
  olderNote: "mt-8 max-w-reading",
  olderButton: "mt-3",
  button: "button button--outline",
} as const;

/**
 * The attribute of the search page's control element (search-view.tsx) that holds, as JSON, the
 * text the control writes in the page's language (SearchControlMessages).
 */
export const SEARCH_MESSAGES_ATTRIBUTE = "data-search-messages";

/** What SEARCH_MESSAGES_ATTRIBUTE holds: the page's locale, the messages, the site index's address. */
export interface SearchControlMessages extends Pick<
  SearchMessages,
  | "searching"
  | "results"
  | "noResults"
  | "noResultsHelp"
  | "unavailable"
  | "more"
  | "olderNote"
  | "older"
> {
  intl: Language["intl"];
  /** The site index in the page's language, which the help links to. */
  siteIndex: string;
}
