import { index, route, type RouteConfig } from "@react-router/dev/routes";
import { siteCatalog } from "./content/catalog.server";
import { listingRoutePatterns } from "./content/listings.server";
import { paths } from "./config/paths";
import { placeholderPaths, PREFIXED_LANGUAGES, sectionPaths } from "./config/site-map";

/** Every page path but the home page, under an optional language prefix: "/news", "/fr/news". */
const localized = (path: string) => `:lang?${path}`;

/**
 * The one route table. Every page is a static path (in each language), so unknown paths reach the
 * not-found page; the home page has one route per language so that "/<unknown>" is never a home
 * page. Content pages come from the files of content/: adding a file adds its route. The goals,
 * numbered 1 to 17, share one route whose loader finds no page for any other number (not found).
 */
export default [
  index("routes/home.tsx", { id: "home" }),
  ...PREFIXED_LANGUAGES.map((code) => route(code, "routes/home.tsx", { id: `home:${code}` })),
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
    .pages.filter(({ collection }) => collection !== "goals")
    .map(({ path }) => route(localized(path), "routes/article.tsx", { id: `article:${path}` })),
  route(localized(paths.siteIndex), "routes/site-index.tsx"),
  route(localized(paths.search), "routes/search.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
