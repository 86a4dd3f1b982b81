/**
 * The build's content stage: reads every content file, checks it against its collection's schema
 * and the site's links, and resolves it into the catalog the other stages read. A mistake throws
 * a ContentError, one line per problem naming the file and field.
 */
import { catalogReport, type Catalog } from "~/content/catalog.server";
import { ContentError } from "~/content/content-error";
import { checkSite } from "~/config/site-check";
import { loadSiteCatalog, useCatalog } from "~/config/site-catalog.server";
import { siteUrlWarning } from "~/config/site";

export interface Content {
  catalog: Catalog;
  /** What the summary says about the content: pages that wait, and warnings. */
  notices: string[];
}

/** `production`: the build was started with NODE_ENV=production (VITE_SITE_URL is required). */
export function loadContent(root: string, production: boolean): Content {
  const warning = siteUrlWarning(production);
  const catalog = loadSiteCatalog(root);
  checkSite(catalog);
  // The site's own modules (its pages, listings, sitemap) read this catalog from now on.
  useCatalog(catalog);
  return { catalog, notices: [...(warning ? [warning] : []), ...catalogReport(catalog)] };
}

export { ContentError };
