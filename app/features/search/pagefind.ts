/** Where the build writes Pagefind's index and its script (scripts/search-index.mjs). */
export const PAGEFIND_SCRIPT = "/pagefind/pagefind.js";

/** How many results are shown with their excerpts. */
export const MAX_RESULTS = 20;

/** The words of an excerpt around a match; Pagefind's default is 30. */
const EXCERPT_WORDS = 30;

/** What the page shows of one result. */
export interface SearchResult {
  path: string;
  title: string;
  section?: string;
  excerpt: string;
}

interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: { title?: string; section?: string };
}

interface Pagefind {
  options(options: { excerptLength?: number; noWorker?: boolean }): Promise<void>;
  search(query: string): Promise<{ results: Array<{ data(): Promise<PagefindResultData> }> }>;
}

let pagefind: Promise<Pagefind> | undefined;

/**
 * Pagefind's script, loaded on first use from the build rather than bundled: it picks the index of
 * the page's language (`<html lang>`) and fetches only the parts of it a query needs.
 */
function loadPagefind(): Promise<Pagefind> {
  pagefind ??= (import(/* @vite-ignore */ PAGEFIND_SCRIPT) as Promise<Pagefind>).then(
    async (module) => {
      // In the page, not a worker: a worker has its own script policy, which allows no WebAssembly.
      await module.options({ excerptLength: EXCERPT_WORDS, noWorker: true });
      return module;
    },
  );
  pagefind.catch(() => (pagefind = undefined));
  return pagefind;
}

/** A page's path as the site links it: Pagefind's URLs end with the directory's slash. */
export function resultPath(url: string): string {
  return url.length > 1 ? url.replace(/\/$/, "") : url;
}

/** The pages of the current language matching the query, best first, and how many there are. */
export async function searchPages(
  query: string,
): Promise<{ total: number; results: SearchResult[] }> {
  const { results } = await (await loadPagefind()).search(query);
  const shown = await Promise.all(results.slice(0, MAX_RESULTS).map((result) => result.data()));
  return {
    total: results.length,
    results: shown.map(({ url, excerpt, meta }) => ({
      path: resultPath(url),
      title: meta.title ?? resultPath(url),
      section: meta.section,
      excerpt,
    })),
  };
}

/** One run of an excerpt's text: marked where it matches the query. */
export interface ExcerptPart {
  text: string;
  marked: boolean;
}

/**
 * An excerpt as text and marked runs. Pagefind writes the matches as `<mark>` into escaped text;
 * reading it through an inert template keeps any other markup from ever reaching the page.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const template = document.createElement("template");
  template.innerHTML = excerpt;
  return Array.from(template.content.childNodes, (node) => ({
    text: node.textContent ?? "",
    marked: node.nodeName === "MARK",
  })).filter((part) => part.text !== "");
}
