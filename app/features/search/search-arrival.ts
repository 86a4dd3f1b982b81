import { searchOnArrival } from "./pagefind";

/**
 * Starts the search of the address's query, if it has one. The search page's HTML calls it once
 * the page has painted, with the version of the index whose files it preloaded
 * (scripts/search-arrival.mjs); the search route's module calls it for a visit within the site.
 * A module of its own: its chunk keeps this export's name, which the HTML calls by.
 */
export function arrive(indexVersion?: string): void {
  searchOnArrival(indexVersion);
}
