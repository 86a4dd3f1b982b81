// The size budgets: what a first visit may download. checks/budgets.mjs holds every page of a build to
// them, and the precompression (postbuild/compress.mjs) spends its slowest quality where a page's
// HTML would otherwise pass its budget.

export const KB = 1024;

/** A size as the budgets speak of it: "14.0 KB". */
export const kb = (/** @type {number} */ bytes) => `${(bytes / KB).toFixed(1)} KB`;

/**
 * What TCP's first round trip carries: its initial window, ten segments of 1,460 bytes (RFC 6928),
 * as Lighthouse's simulated network counts it. The response's status line and headers travel in
 * it before the page.
 */
export const FIRST_ROUND_TRIP_BYTES = 10 * 1460;

/**
 * The most a page's status line and headers take (server/contract.http.test.mjs holds the Node
 * server and nginx to it): 815 bytes from the Node server for the Russian home page, most of them
 * the security policy's.
 */
export const PAGE_RESPONSE_HEAD_BYTES = 850;

/** Budgets for every page; the transfer and request budgets apply to the home page, the heaviest. */
export const BUDGETS = {
  /**
   * Every page's HTML, brotli: within the first round trip with its headers (13,750 bytes). At
   * 14 KB (14,336 bytes), its budget until 30 November 2026, the Russian home page's 14,322 bytes
   * and 815 of headers took a second round trip.
   */
  htmlBrotli: FIRST_ROUND_TRIP_BYTES - PAGE_RESPONSE_HEAD_BYTES,
  /** The scripts of a page's controls (app/controls/), every page but search's. */
  jsGzip: 25 * KB,
  /** The search page with a query: its controls and Pagefind's scripts (its WebAssembly apart). */
  searchJsGzip: 90 * KB,
  cssGzip: 20 * KB,
  homeTransferExcludingVideo: 350 * KB,
  homeRequests: 30,
};
