import {
  catalogReport,
  loadCatalog,
  type Catalog,
  type CatalogOptions,
} from "../content/catalog.server";
import { readCatalogSnapshot } from "../content/catalog-snapshot.server";
import { pagePathOf, isCollectionName } from "../content/collections";
import {
  ContentError,
  KEEP_RUNNING_ON_CONTENT_ERROR,
  stopOnContentError,
} from "../content/content-error";
import { DEFAULT_LANGUAGE, isLanguageCode, languageFromPath, pagePath } from "../i18n/languages";
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

/** A rendering thread's content: the snapshot the build wrote (catalog-snapshot.server.ts). */
export function useCatalogSnapshot(file: string): void {
  loaded = readCatalogSnapshot(file);
}

/** The build's content, loaded and checked by the build itself (scripts/build/content.ts). */
export function useCatalog(catalog: Catalog): void {
  loaded = catalog;
}

export function siteCatalog(): Catalog {
  if (loaded) return loaded;
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

/**
 * The page a content file makes, without its language (`content/stories/x.fr.md`: `/stories/x`),
 * and the file's language.
 */
function pageOfFile(file: string): { path: string; language: string } | undefined {
  const [, folder = "", slug = "", code = ""] =
    /^content\/([^/]+)\/([^/]+)\.([a-z]{2})\.(?:md|ya?ml)$/.exec(file) ?? [];
  if (!isLanguageCode(code)) return undefined;
  if (folder === "home") return { path: "/", language: code };
  return isCollectionName(folder) ? { path: pagePathOf(folder, slug), language: code } : undefined;
}

const fileOf = (problem: string) => problem.split(":")[0] ?? "";

/** A link or related page that leads nowhere, in the build's words: its address, as written. */
const LEADS_NOWHERE = /"(\/[^"]*)" leads to no page/;

/**
 * In development, the content's problems, each naming its file, line and field. A link to a page
 * that a problem keeps from being drawn is no problem of the page that links to it.
 */
export function contentProblems(): readonly string[] {
  siteCatalog();
  const broken = new Set(problems.flatMap((problem) => pageOfFile(fileOf(problem))?.path ?? []));
  return problems.filter((problem) => {
    const target = LEADS_NOWHERE.exec(problem)?.[1]?.split(/[?#]/)[0];
    return target === undefined || !broken.has(pagePath(target));
  });
}

/**
 * In development, the content problems that keep the page at `pathname` from being drawn: those
 * of the file that makes it (an English file's, in every language), and those no page's file can
 * be told from. A link to a page that a problem keeps from being drawn is no problem of the page
 * that links to it: only the broken page shows, and every other page is drawn.
 */
export function contentProblemsAt(pathname: string): readonly string[] {
  const language = languageFromPath(pathname);
  return contentProblems().filter((problem) => {
    const page = pageOfFile(fileOf(problem));
    if (page === undefined) return true;
    return (
      page.path === pagePath(pathname) &&
      (page.language === language || page.language === DEFAULT_LANGUAGE)
    );
  });
}
