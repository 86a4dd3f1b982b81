import { searchOnArrival } from "./pagefind";

/**
 * Starts the search of the address's query, if it has one. The search page's HTML calls it as the
 * page is parsed, with the version of the index whose files it preloaded
 * (scripts/search-arrival.mjs); the search route's module calls it for a visit within the site.
 */
export function arrive(indexVersion?: string): void {
  searchOnArrival(indexVersion);
}
