import {
  catalogReport,
  loadCatalog,
  type Catalog,
  type CatalogOptions,
} from "../content/catalog.server";
import { stopOnContentError } from "../content/content-error";
import { FIXED_PAGES } from "./page-kinds";

/** The content at `root` (a repository) read as this site's: its fixed pages are pages too. */
export function loadSiteCatalog(root: string, options: Omit<CatalogOptions, "fixedPages"> = {}) {
  return loadCatalog(root, { ...options, fixedPages: FIXED_PAGES });
}

let catalog: Catalog | undefined;

/**
 * The site's content, loaded once per build, beside the pages that are not content files. Content
 * that does not fit the format stops the build with one line per problem, for editors, not a stack
 * trace.
 */
export function siteCatalog(): Catalog {
  if (catalog) return catalog;
  catalog = stopOnContentError(() => loadSiteCatalog(process.cwd()));
  for (const line of catalogReport(catalog)) console.warn(line);
  return catalog;
}
