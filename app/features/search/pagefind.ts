import { SEARCH_RANKING } from "~/config/search-ranking";
import { readableExcerpt, type ExcerptPart } from "./excerpt";
import { searchGoalFirst } from "./goal-first";
import { olderPartsFile, PAGEFIND_SCRIPT } from "./index-files";

/** How many results are shown at first, and how many more each "Show more results" adds. */
export const RESULTS_PER_STEP = 10;

/** The words of an excerpt around a match; Pagefind's default is 30. */
const EXCERPT_WORDS = 30;

/** What the page shows of one result. */
export interface SearchResult {
  path: string;
  title: string;
  section?: string;
  /** The words around the matches, as text and marked runs. */
  excerpt: ExcerptPart[];
}

/** A language's older parts of the index, newest first, and the oldest date of the first part. */
interface OlderParts {
  since: string | null;
  parts: ReadonlyArray<{ path: string; pages: number }>;
}

interface PagefindResultData {
  url: string;
  /** The page's text as indexed, of which the excerpt is a run of words. */
  content: string;
  excerpt: string;
  meta: { title?: string; section?: string };
  /** The page's elements with an id, its section headings among them. */
  anchors?: Array<{ element: string; text: string }>;
}

interface Pagefind {
  options(options: {
    excerptLength?: number;
    metaCacheTag?: string;
    ranking?: typeof SEARCH_RANKING;
  }): Promise<void>;
  mergeIndex(
    path: string,
    options: {
      language: string;
      excerptLength: number;
      ranking: typeof SEARCH_RANKING;
      metaCacheTag?: string;
    },
  ): Promise<void>;
  search(
    query: string,
    options?: { filters: Record<string, string> },
  ): Promise<{ results: Array<{ id: string; data(): Promise<PagefindResultData> }> } | null>;
}

let pagefind: Promise<Pagefind> | undefined;

/**
 * The version of the index whose entry file the search page's HTML preloaded: Pagefind asks for
 * the entry file under it. Without one, Pagefind asks for a fresh copy each visit.
 */
let indexVersion: string | undefined;

/**
 * Pagefind's script, loaded on first use from the build rather than bundled: it picks the index of
 * the page's language (`<html lang>`) and fetches only the parts of it a query needs.
 */
function loadPagefind(): Promise<Pagefind> {
  pagefind ??= (import(/* @vite-ignore */ PAGEFIND_SCRIPT) as Promise<Pagefind>).then(
    async (module) => {
      // Pagefind searches in its worker, off the page's main thread: its script's own policy lets
      // it compile its WebAssembly (server/http-policy.json, workerScriptSources).
      await module.options({
        excerptLength: EXCERPT_WORDS,
        ranking: SEARCH_RANKING,
        ...(indexVersion && { metaCacheTag: indexVersion }),
      });
      return module;
    },
  );
  pagefind.catch(() => (pagefind = undefined));
  return pagefind;
}

/** The language whose index Pagefind searches: the page's (`<html lang>`), as Pagefind reads it. */
const pageLanguage = () => document.documentElement.lang;

let older: Promise<OlderParts> | undefined;

/** The list of the page's language's older parts, fetched once, with the version of the index when known. */
function olderParts(): Promise<OlderParts> {
  older ??= fetch(`${olderPartsFile(pageLanguage())}?ts=${indexVersion ?? Date.now()}`).then(
    async (response) => {
      if (!response.ok) throw new Error(`search: the list of older parts: ${response.status}`);
      return (await response.json()) as OlderParts;
    },
  );
  older.catch(() => (older = undefined));
  return older;
}

/** Set once the visitor asked for older pages too: from then on every search of the visit adds them. */
let olderAdded: Promise<void> | undefined;

/**
 * Adds the older parts of the page's language to every search from now on. Not tried again once
 * it failed: Pagefind keeps a part it could not load among the indexes it searches.
 */
export function addOlderParts(): Promise<void> {
  olderAdded ??= Promise.all([loadPagefind(), olderParts()]).then(async ([module, { parts }]) => {
    await Promise.all(
      parts.map(({ path }) =>
        module.mergeIndex(path, {
          language: pageLanguage(),
          excerptLength: EXCERPT_WORDS,
          // Each index merged ranks its own pages: with the same weights as the first part.
          ranking: SEARCH_RANKING,
          ...(indexVersion && { metaCacheTag: indexVersion }),
        }),
      ),
    );
  });
  return olderAdded;
}

/** A page's path as the site links it: Pagefind's URLs end with the directory's slash. */
export function resultPath(url: string): string {
  return url.length > 1 ? url.replace(/\/$/, "") : url;
}

/** What a search finds: how many pages match, the first of them, and a way to the next. */
export interface SearchOutcome {
  total: number;
  /** The best RESULTS_PER_STEP results. */
  first: SearchResult[];
  /** The RESULTS_PER_STEP results from `start` on (fewer at the end). */
  more(start: number): Promise<SearchResult[]>;
  /** When older pages of the language were not searched (addOlderParts): the oldest date that was. */
  olderThan?: string;
}

async function runSearch(query: string): Promise<SearchOutcome> {
  const added = olderAdded !== undefined;
  const [results, { since }] = await Promise.all([
    loadPagefind().then((module) => searchGoalFirst(module, query)),
    // Without the list, the search still shows what it found.
    added ? { since: null } : olderParts().catch(() => ({ since: null })),
  ]);
  // Each result's text is fetched only when it is shown.
  const more = async (start: number) =>
    (
      await Promise.all(
        results.slice(start, start + RESULTS_PER_STEP).map((result) => result.data()),
      )
    ).map(({ url, content, excerpt, meta, anchors = [] }) => {
      const title = meta.title ?? resultPath(url);
      return {
        path: resultPath(url),
        title,
        section: meta.section,
        excerpt: readableExcerpt(excerptParts(excerpt), {
          content,
          title,
          language: pageLanguage(),
          headings: anchors
            .filter(({ element }) => /^h[2-6]$/.test(element))
            .map(({ text }) => text.trim()),
        }),
      };
    });
  return {
    total: results.length,
    first: await more(0),
    more,
    ...(since && { olderThan: since }),
  };
}

/** The searches of this visit, by query, the latest last: going back to one shows it at once. */
const searches = new Map<string, Promise<SearchOutcome>>();
const KEPT_SEARCHES = 10;

/**
 * The pages of the current language matching the query, best first, and how many there are: of
 * its first part of the index, or of all once the older parts are added.
 */
export function searchPages(query: string): Promise<SearchOutcome> {
  const key = `${olderAdded ? "all" : "first"}:${query}`;
  const known = searches.get(key);
  if (known) return known;
  const search = runSearch(query);
  searches.set(key, search);
  search.catch(() => searches.delete(key));
  if (searches.size > KEPT_SEARCHES) searches.delete(searches.keys().next().value as string);
  return search;
}

/** The query of an address's search part (`?q=…`), as the header's form and the page's send it. */
export function queryOf(search: string): string {
  return new URLSearchParams(search).get("q")?.trim() ?? "";
}

/**
 * In the browser, on a page opened with a query: that search, started now, with the version of the
 * index the page preloaded, if it did (Pagefind is configured once, by whoever loads it first).
 */
export function searchOnArrival(
  query: string,
  preloadedIndexVersion?: string,
): Promise<SearchOutcome> {
  indexVersion ??= preloadedIndexVersion;
  return searchPages(query);
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
