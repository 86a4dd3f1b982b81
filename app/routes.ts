import { index, route, type RouteConfig } from "@react-router/dev/routes";
import { siteCatalog } from "./config/site-catalog.server";
import { COLLECTION_NAMES, COLLECTIONS } from "./content/collections";
import { listingRoutePatterns } from "./content/listings.server";
import { paths } from "./config/paths";
import { placeholderPaths, PREFIXED_LANGUAGES, sectionPaths } from "./config/site-map";

/** The collections whose pages are articles under a base path ("/stories/<slug>"). */
const ARTICLE_COLLECTIONS = COLLECTION_NAMES.filter(
  (collection) => collection !== "goals" && COLLECTIONS[collection].base !== "",
);

/** Every page path but the home page, under an optional language prefix: "/news", "/fr/news". */
const localized = (path: string) => `:lang?${path}`;

/**
 * The one route table. The home page has one route per language so that "/<unknown>" is never a
 * home page. Content pages come from the files of content/, one route per collection; the goals,
 * numbered 1 to 17, share one route whose loader finds no page for any other number (not found).
 */
export default [
  index("routes/home.tsx", { id: "home" }),
  ...PREFIXED_LANGUAGES.map((code) => route(code, "routes/home.tsx", { id: `home:${code}` })),
  // One route for each collection under a base path, whatever its number of pages: the route
  // manifest every page loads stays the same size as stories are added. Its loader finds no page
  // for any other slug (not found). The few pages at the top of the site keep a route each.
  // Listed before the other pages: "/about/structure" would also match ":lang?/structure" with
  // "about" as its language, and of two equally specific routes the first listed wins.
  ...ARTICLE_COLLECTIONS.map((collection) =>
    route(localized(`${COLLECTIONS[collection].base}/:slug`), "routes/article.tsx", {
      id: `article:${collection}`,
    }),
  ),
  ...placeholderPaths.map((path) =>
    route(localized(path), "routes/placeholder.tsx", { id: `placeholder:${path}` }),
  ),
  route(localized(paths.goals), "routes/goals.tsx"),
  // One route for the 17 goals, each prerendered (site-pages.ts lists them), as every route adds
  // to the route manifest that every page loads; the server answers any other number with 404.
  route(localized(`${paths.goals}/:number`), "routes/goal.tsx"),
  ...sectionPaths.map((path) =>
    route(localized(path), "routes/section.tsx", { id: `section:${path}` }),
  ),
  // Listings' further pages, the years of stories and each goal's stories (listings.server.ts).
  ...listingRoutePatterns(siteCatalog()).map((path) =>
    route(localized(path), "routes/section.tsx", { id: `listing:${path}` }),
  ),
  ...siteCatalog()
    .pages.filter(({ collection }) => COLLECTIONS[collection].base === "")
    .map(({ path }) => route(localized(path), "routes/article.tsx", { id: `article:${path}` })),
  route(localized(paths.siteIndex), "routes/site-index.tsx"),
  route(localized(paths.search), "routes/search.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
