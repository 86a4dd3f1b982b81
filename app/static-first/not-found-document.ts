/**
 * Whether the page hydrating is the not-found page, served for an address that matches a page's
 * route (a mistyped "/stories/<slug>"). Every other page's HTML holds its route's data, so only
 * then does the root draw its HydrateFallback, which marks it; the route's clientLoader then
 * answers 404 at once instead of asking for a data file that does not exist.
 */
let notFoundDocument = false;

/** Called as the root's HydrateFallback renders. */
export function markNotFoundDocument(): void {
  notFoundDocument = true;
}

/** In a route's clientLoader: true once, for the load that follows hydrating the not-found page. */
export function takeNotFoundDocument(): boolean {
  const marked = notFoundDocument;
  notFoundDocument = false;
  return marked;
}
