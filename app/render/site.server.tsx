/**
 * The site's build-time module: renders any page of the site to its HTML, with React Router's
 * data APIs (createStaticHandler, StaticRouterProvider) and React's renderToString. The build
 * (scripts/build/) and the development server (development.server.ts) both render through it.
 */
import { renderToString } from "react-dom/server";
import {
  isRouteErrorResponse,
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandler,
} from "react-router";
import { siteCatalog } from "~/config/site-catalog.server";
import { languageFromPath } from "~/i18n/languages";
import { routeTable } from "~/routes";
import { PageAssetsProvider, type PageAssets } from "./page-head";
import { siteRoutes } from "./site-routes";
import { typesetHtml } from "./typeset";

export type { PageAssets } from "./page-head";

/** A page as rendered: its HTTP status (200, or 404 for the not-found pages) and its document. */
export interface RenderedPage {
  status: number;
  html: string;
  /** What the page's own route's loader returned, for what else is made of the page (its JSON). */
  loaderData?: unknown;
}

let handler: StaticHandler | undefined;

/** The router of this site's content, made once per process: the content does not change in it. */
function siteHandler(): StaticHandler {
  handler ??= createStaticHandler(siteRoutes(routeTable(siteCatalog())));
  return handler;
}

/** Renders the page at `path` ("/fr/news") as a whole HTML document linking `assets`. */
export async function renderPage(path: string, assets: PageAssets): Promise<RenderedPage> {
  const staticHandler = siteHandler();
  const context = await staticHandler.query(new Request(new URL(path, "http://localhost")));
  if (context instanceof Response)
    throw new Error(`${path} answers ${context.status} instead of a page`);
  // A loader that failed for any other reason than "no such page" stops the build with its error.
  const failure = Object.values(context.errors ?? {}).find((error) => !isRouteErrorResponse(error));
  if (failure) throw failure;
  const router = createStaticRouter(staticHandler.dataRoutes, context);
  const html = renderToString(
    <PageAssetsProvider value={assets}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </PageAssetsProvider>,
  );
  const leaf = context.matches.at(-1);
  return {
    status: context.statusCode,
    html: `<!DOCTYPE html>${typesetHtml(html, languageFromPath(path))}`,
    loaderData: leaf ? context.loaderData[leaf.route.id] : undefined,
  };
}
