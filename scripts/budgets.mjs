// The size budgets: what a first visit may download. checks/budgets.mjs holds every page of a build to
// them, and the precompression (postbuild/compress.mjs) spends its slowest quality where a page's
// HTML would otherwise pass its budget.

export const KB = 1024;

/** A size as the budgets speak of it: "14.0 KB". */
export const kb = (/** @type {number} */ bytes) => `${(bytes / KB).toFixed(1)} KB`;

/** Budgets for every page; the transfer and request budgets apply to the home page, the heaviest. */
export const BUDGETS = {
  /** Every page's HTML, brotli: within the first round trip (TCP's initial window, 14 KB). */
  htmlBrotli: 14 * KB,
  /** The scripts of a page's controls (app/controls/), every page but search's. */
  jsGzip: 25 * KB,
  /** The search page with a query: its controls and Pagefind's scripts (its WebAssembly apart). */
  searchJsGzip: 90 * KB,
  cssGzip: 20 * KB,
  homeTransferExcludingVideo: 350 * KB,
  homeRequests: 30,
};
