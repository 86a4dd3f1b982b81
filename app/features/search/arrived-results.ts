import type { SearchOutcome } from "./pagefind";

/**
 * The results the page drew before the view hydrated (search-arrival.ts), which the view adopts as
 * they are. A module of its own, shared by the arrival's chunk and the view's: the view must not
 * import the arrival module, whose chunk the page's HTML loads by name.
 */
let drawn: { query: string; outcome: SearchOutcome } | undefined;

/** Set once the view renders: from then on it alone draws the results. */
let takenOver = false;

/** Whether the arrival may still draw results: none drawn yet, and the view not rendered. */
export function mayDrawResults(): boolean {
  return !takenOver && !drawn;
}

/** Records the results the arrival drew, for the view to adopt. */
export function resultsDrawn(query: string, outcome: SearchOutcome): void {
  drawn = { query, outcome };
}

/**
 * Called by the view as it first renders, for the address's query: from now on the view draws the
 * results. Returns the outcome the arrival has drawn for that query, which the view then renders
 * as it is, so that hydration finds its own markup; undefined when nothing was drawn.
 */
export function takeOverResults(query: string): SearchOutcome | undefined {
  takenOver = true;
  return drawn?.query === query ? drawn.outcome : undefined;
}
