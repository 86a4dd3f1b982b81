import type { Language } from "~/i18n/languages";
import type { SearchMessages } from "~/i18n/message-arguments";

/**
 * The classes of the search results' markup, which the view (search-view.tsx) and the arrival,
 * drawing the first results before the view hydrates (search-arrival.ts), write alike.
 */
export const RESULTS_MARKUP = {
  list: "mt-6 space-y-8",
  section: "text-sm font-bold tracking-wide text-muted-foreground uppercase",
  title: "mt-1 text-xl font-bold",
  link: "link",
  excerpt: "mt-2 max-w-reading",
  mark: "search-mark",
} as const;

/**
 * The attribute of the search page's status line that holds what the arrival needs to write it:
 * the page's locale and the message of the count (ArrivalMessages).
 */
export const ARRIVAL_MESSAGES_ATTRIBUTE = "data-arrival-messages";

/** What the status line's ARRIVAL_MESSAGES_ATTRIBUTE holds, as JSON. */
export interface ArrivalMessages {
  intl: Language["intl"];
  results: SearchMessages["results"];
}
