import {
  catalogReport,
  loadCatalog,
  type Catalog,
  type CatalogOptions,
} from "../content/catalog.server";
import { CATALOG_SNAPSHOT, readCatalogSnapshot } from "../content/catalog-snapshot.server";
import { stopOnContentError } from "../content/content-error";
import { FIXED_PAGES } from "./page-kinds";

/** The content at `root` (a repository) read as this site's: its fixed pages are pages too. */
export function loadSiteCatalog(root: string, options: Omit<CatalogOptions, "fixedPages"> = {}) {
  return loadCatalog(root, { ...options, fixedPages: FIXED_PAGES });
}

/**
 * The site's content, loaded once per process, beside the pages that are not
 * content files. Content that does not fit the format stops the build with one line per problem,
 * for editors, not a stack trace. The build's rendering threads take it from the snapshot the build
 * wrote, already checked.
 */
let loaded: Catalog | undefined;

export function siteCatalog(): Catalog {
  if (loaded) return loaded;
  const snapshot = process.env[CATALOG_SNAPSHOT];
  if (snapshot) return (loaded = readCatalogSnapshot(snapshot));
  const catalog = stopOnContentError(() => loadSiteCatalog(process.cwd()));
  for (const line of catalogReport(catalog)) console.warn(line);
  return (loaded = catalog);
}
