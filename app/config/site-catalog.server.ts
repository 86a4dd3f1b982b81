import {
  catalogReport,
  loadCatalog,
  type Catalog,
  type CatalogOptions,
} from "../content/catalog.server";
import { CATALOG_SNAPSHOT, readCatalogSnapshot } from "../content/catalog-snapshot.server";
import { pagePathOf, isCollectionName } from "../content/collections";
import {
  ContentError,
  KEEP_RUNNING_ON_CONTENT_ERROR,
  stopOnContentError,
} from "../content/content-error";
import { isLanguageCode, localizePath } from "../i18n/languages";
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
/** The content's problems, in development, where they do not stop the server. */
let problems: readonly string[] = [];

export function siteCatalog(): Catalog {
  if (loaded) return loaded;
  const snapshot = process.env[CATALOG_SNAPSHOT];
  if (snapshot) return (loaded = readCatalogSnapshot(snapshot));
  const catalog = stopOnContentError(() => {
    try {
      return loadSiteCatalog(process.cwd());
    } catch (error) {
      // The development server draws every page it can, and shows each problem on its page.
      if (!(
        error instanceof ContentError &&
        error.partial &&
        process.env[KEEP_RUNNING_ON_CONTENT_ERROR]
      ))
        throw error;
      problems = error.problems;
      return error.partial as Catalog;
    }
  });
  for (const line of catalogReport(catalog)) console.warn(line);
  return (loaded = catalog);
}

/** The address of the page a content file makes (`content/stories/x.fr.md`: `/fr/stories/x`). */
function pageOfFile(file: string): string | undefined {
  const [, folder = "", slug = "", code = ""] =
    /^content\/([^/]+)\/([^/]+)\.([a-z]{2})\.(?:md|ya?ml)$/.exec(file) ?? [];
  if (!isLanguageCode(code)) return undefined;
  if (folder === "home") return localizePath("/", code);
  return isCollectionName(folder) ? localizePath(pagePathOf(folder, slug), code) : undefined;
}

/**
 * In development, the content problems that keep the page at `pathname` from being drawn: those
 * of the file that makes it, and those no page's file can be told from.
 */
export function contentProblemsAt(pathname: string): readonly string[] {
  siteCatalog();
  return problems.filter((problem) => {
    const page = pageOfFile(problem.split(":")[0] ?? "");
    return page === undefined || page === pathname;
  });
}
