import { index, route, type RouteConfig } from "@react-router/dev/routes";
import { paths } from "./config/paths";
import { articlePaths, placeholderPaths } from "./config/site-map";

/** The one route table: every page is a static route, so unknown paths reach the not-found page. */
export default [
  index("routes/home.tsx"),
  ...placeholderPaths.map((path) =>
    route(path, "routes/placeholder.tsx", { id: `placeholder:${path}` }),
  ),
  ...articlePaths.map((path) => route(path, "routes/article.tsx", { id: `article:${path}` })),
  route(paths.siteIndex, "routes/site-index.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
