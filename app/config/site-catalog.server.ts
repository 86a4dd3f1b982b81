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

let catalog: Catalog | undefined;

/**
 * `npm run build` (scripts/build.mjs, which sets SITE_BUILD_DIR) evaluates the site's modules
 * several times in one process: React Router loads its config, and the route table with it, for
 * each of its steps. Those copies share one catalog, read once: there were four, at 1,000 stories
 * 4 s and 110 MB each. In development each copy reads its own, so changed code reads it anew.
 */
const SHARED = Symbol.for("site.catalog");
const shared: { [SHARED]?: Catalog } = process.env.SITE_BUILD_DIR
  ? (globalThis as { [SHARED]?: Catalog })
  : {};

/**
 * The site's content, loaded once per build, beside the pages that are not content files. Content
 * that does not fit the format stops the build with one line per problem, for editors, not a stack
 * trace. The build's rendering threads take it from the snapshot the build wrote, already checked.
 */
export function siteCatalog(): Catalog {
  if (catalog) return catalog;
  if (shared[SHARED]) return (catalog = shared[SHARED]);
  const snapshot = process.env[CATALOG_SNAPSHOT];
  if (snapshot) return (catalog = readCatalogSnapshot(snapshot));
  catalog = stopOnContentError(() => loadSiteCatalog(process.cwd()));
  for (const line of catalogReport(catalog)) console.warn(line);
  return (shared[SHARED] = catalog);
}
