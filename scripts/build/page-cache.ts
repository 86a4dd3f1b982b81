/**
 * The rendered-page cache: a build renders only the pages whose inputs changed and takes the
 * others' HTML from the previous builds, finished (with their policy and
 * compressed siblings: scripts/postbuild/finish-page.mjs), kept outside build/ by a key that
 * hashes everything a page is made from. The site's code, messages and dependencies make one key
 * for every page, so changing any of them renders
 * everything again; a content page adds its own resolved record and the languages it exists in, a
 * listing page the records it lists. Pages drawn from the whole site (home, site index, goals,
 * sections' first pages, not-found, search) every record of the catalog but the bodies, and the
 * build's day: an edited body renders its own page alone.
 *
 * Deleting the cache folder only makes the next build render every page.
 */
import { createHash } from "node:crypto";
import {
  copyFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  readFileSync,
  statSync,
  utimesSync,
} from "node:fs";
import { mkdir } from "node:fs/promises";
import { dirname, join, relative } from "node:path";
import { SITE_URL } from "~/config/site";
import { catalogData, type Catalog } from "~/content/catalog.server";
import { buildDay } from "~/content/events.server";
import { archiveYears, listingAt, listingPage } from "~/content/listings.server";
import { languageFromPath, pagePath, type LanguageCode } from "~/i18n/languages";
import { cacheFolder, pruneCache } from "../postbuild/cache.mjs";
import { keptFiles } from "../postbuild/finish-page.mjs";
import { filesUnder } from "./compile";

/**
 * The sources every page is made from, besides the content: a change to any renders all. Pages
 * are kept finished (scripts/postbuild/finish-page.mjs), so the policy and compression are among them.
 */
const CODE_INPUTS = [
  "app",
  "scripts/build",
  "vite.config.ts",
  "tsconfig.json",
  "package-lock.json",
  "server/policy.mjs",
  "server/http-policy.json",
  "server/admin-policy.json",
  "scripts/http-policy/index.mjs",
  "scripts/postbuild/compress.mjs",
  "scripts/postbuild/finish-page.mjs",
  "scripts/budgets.mjs",
  // Read apart from the catalog (app/content/member-states.server.ts), by its page and the About pages.
  "content/member-states",
];

/** How many pages the cache puts in place between two turns of the event loop (reuse). */
const YIELD_EVERY = 500;

/** A page's file in the build: "/fr/news" is fr/news/index.html. */
export function pageFile(clientDir: string, path: string): string {
  return join(clientDir, path === "/" ? "" : path.slice(1), "index.html");
}

/** How old a cached page's mark of use may grow before a build that uses it marks it again. */
const USED_MARK_MS = 24 * 60 * 60 * 1000;

export interface PageCacheOptions {
  root?: string;
  clientDir: string;
  /** The folder of the cached pages. */
  dir?: string;
  catalog: Catalog;
}

/**
 * Puts a file kept in the cache (`cached`, with its compressed siblings) into the build at `file`,
 * as links, and marks it as used. Its folder must exist.
 */
export function linkKeptFiles(cached: string, file: string, now: Date): void {
  const kept = keptFiles(cached);
  for (const [at, to] of keptFiles(file).entries()) {
    const cachedFile = kept[at] ?? "";
    // A link, not a copy: thousands of pages in a second instead of ten. Nothing writes a
    // page's file in place afterwards (the finishing steps write a new file and rename
    // it), so the cache's copy stays as it is. A sibling the cache does not hold is an
    // encoding that was not smaller: the file has none (asking first took a call more per file).
    try {
      linkSync(cachedFile, to);
    } catch (error) {
      if (at > 0 && (error as NodeJS.ErrnoException).code === "ENOENT") continue;
      copyFileSync(cachedFile, to);
    }
  }
  // Marked as used for the cache's pruning: once a day is enough for an age in weeks, and a
  // write of each file's times every build took seconds at 1,000 stories. A file and its
  // siblings are kept and marked together, so the file's time is theirs.
  const entry = statSync(kept[0] ?? "", { throwIfNoEntry: false });
  if (entry && now.getTime() - entry.mtimeMs > USED_MARK_MS)
    for (const each of kept) if (existsSync(each)) utimesSync(each, now, now);
}

export function pageCache({
  root = process.cwd(),
  clientDir,
  dir = cacheFolder("pages", root),
  catalog,
}: PageCacheOptions) {
  const sourceHash = (() => {
    const hash = createHash("sha256");
    for (const file of CODE_INPUTS.flatMap((input) => filesUnder(join(root, input))))
      hash.update(relative(root, file)).update(readFileSync(file));
    return hash.update(SITE_URL).digest("hex");
  })();

  /**
   * The code's key: its sources and the environment the build reads (NODE_ENV chooses React's
   * production or development code, VITE_* the site's settings), from which the compiled
   * scripts' names follow.
   */
  const codeKey = () => {
    const environment = Object.entries(process.env)
      .filter(([name]) => name === "NODE_ENV" || name.startsWith("VITE_"))
      .sort(([a], [b]) => a.localeCompare(b));
    return createHash("sha256")
      .update(sourceHash)
      .update(JSON.stringify(environment))
      .digest("hex");
  };

  /**
   * What a page is made from besides the code, or undefined for a page always rendered: its
   * records, and a content page's text apart, which hashes as it is (escaping it for JSON took
   * most of a key's time).
   */
  const inputsOf = (path: string): { records: unknown; text?: string } | undefined => {
    const code = languageFromPath(path);
    const unprefixed = pagePath(path);
    const page = catalog.page(code, unprefixed);
    if (page && page.collection !== "goals") {
      const { html, ...record } = page;
      return { records: [record, catalog.languagesOf(unprefixed)], text: html };
    }
    const at = listingAt(unprefixed);
    if (!at || (at.listing.kind === "section" && at.page === 1)) {
      // A page drawn from the whole site: everything it may show but the other pages' bodies.
      const site = siteDigest();
      return site === undefined ? undefined : { records: [site], text: page?.html };
    }
    const listing = listingPage(catalog, code, unprefixed);
    return {
      records: [
        // A listing shows its items' titles, leads and pictures, never their bodies (the
        // rendering threads' catalog holds no body but the page's own): hashing the bodies of a
        // listing page's items, thousands of times over, took most of the plan's time.
        listing && { ...listing, items: listing.items.map((item) => ({ ...item, html: undefined })) },
        sharedOf(code),
        catalog.languagesOf(unprefixed),
      ],
    };
  };

  /**
   * What a page drawn from the whole site (home, site index, goals, a section's first page,
   * not-found, search) is made from: every record of the catalog but the pages' bodies, which
   * no page shows but its own, and the day of the build, from which the coming events are
   * counted. Hashed once; undefined for a catalog not made from records (such pages are then
   * rendered every build). An edited body renders its own page alone; an edited title or lead,
   * every page drawn from the whole site in every language.
   */
  let digest: string | undefined | null = null;
  const siteDigest = () => {
    if (digest !== null) return digest;
    let data: ReturnType<typeof catalogData>;
    try {
      data = catalogData(catalog);
    } catch {
      return (digest = undefined);
    }
    const records = {
      ...data,
      resolved: [...data.resolved].map(([code, pages]) => [
        code,
        pages.map((page) => ({ ...page, html: undefined })),
      ]),
    };
    const json = JSON.stringify([buildDay(), records], (_key, value: unknown) =>
      value instanceof Map || value instanceof Set ? [...value] : value,
    );
    return (digest = createHash("sha256").update(json).digest("hex"));
  };

  /** What every listing page of a language shows alike (archive years, the goals), hashed once. */
  const shared = new Map<string, string>();
  const sharedOf = (code: LanguageCode) => {
    const known = shared.get(code);
    if (known) return known;
    const hash = createHash("sha256")
      .update(
        JSON.stringify([
          archiveYears(catalog),
          catalog.goals(code).map(({ number, title, link }) => [number, title, link]),
        ]),
      )
      .digest("hex");
    shared.set(code, hash);
    return hash;
  };

  const keyOf = (code: string, path: string) => {
    const inputs = inputsOf(path);
    if (inputs === undefined) return undefined;
    return createHash("sha256")
      .update(code)
      .update(path)
      .update(JSON.stringify(inputs.records))
      .update("\0")
      .update(inputs.text ?? "")
      .digest("hex");
  };

  /** Whether the cache holds a page: its file, which it keeps after its siblings (finish-page.mjs). */
  const isCached = (key: string) => existsSync(join(dir, `${key}.html`));

  /** Each page's key, for the pages that can come from the cache; once per list of paths. */
  const keys = new WeakMap<readonly string[], Map<string, string>>();
  const keysOf = (paths: readonly string[]) => {
    const known = keys.get(paths);
    if (known) return known;
    const code = codeKey();
    const computed = new Map(
      paths.flatMap((path) => {
        const key = keyOf(code, path);
        return key === undefined ? [] : [[path, key] as const];
      }),
    );
    keys.set(paths, computed);
    return computed;
  };

  return {
    /**
     * What each group's pages (a language's) were made from, for what is made of them all (its
     * search index): their keys together. None for a group with a page the cache cannot keep.
     */
    groupKeys(paths: readonly string[], groupOf: (path: string) => string) {
      const keys = keysOf(paths);
      const hashes = new Map<string, ReturnType<typeof createHash> | undefined>();
      for (const path of paths) {
        const group = groupOf(path);
        const key = keys.get(path);
        if (!hashes.has(group)) hashes.set(group, createHash("sha256"));
        if (key === undefined) hashes.set(group, undefined);
        hashes.get(group)?.update(path).update("\0").update(key ?? "").update("\0");
      }
      return Object.fromEntries(
        [...hashes].flatMap(([group, hash]) => (hash ? [[group, hash.digest("hex")]] : [])),
      );
    },

    /**
     * Where the cache keeps what else is made of a page (its API JSON: `suffix` ".json"), under
     * the page's key; undefined for a page the cache cannot keep.
     */
    keptFile(paths: readonly string[], path: string, suffix: string): string | undefined {
      const key = keysOf(paths).get(path);
      return key === undefined ? undefined : join(dir, `${key}${suffix}`);
    },

    /** The paths this build renders: every page not in the cache. */
    toRender(paths: readonly string[]): string[] {
      const keys = keysOf(paths);
      return paths.filter((path) => {
        const key = keys.get(path);
        return key === undefined || !isCached(key);
      });
    },

    /**
     * Where the cache keeps each of `paths` that it can keep, for whoever renders them to write
     * there too (render-worker.ts): `finish` then need not copy them.
     */
    filesOf(paths: readonly string[], rendering: readonly string[]) {
      const all = keysOf(paths);
      return Object.fromEntries(
        rendering.flatMap((path) => {
          const key = all.get(path);
          return key === undefined ? [] : [[path, join(dir, `${key}.html`)]];
        }),
      );
    },

    /**
     * Puts each of `paths` that is not rendered (`rendering`) in the build from the cache,
     * finished as it was kept; the renderer finishes and keeps the others. Returns how many it
     * reused, and their files, for the finishing steps to leave alone. With `jsonFile` (where a
     * page's API JSON goes in the build), the kept JSON of those pages is put in place too, once
     * their HTML is and `htmlInPlace` was called: beside the rendering and the search index,
     * which reads the HTML alone.
     */
    async reuse(
      paths: readonly string[],
      rendering: ReadonlySet<string>,
      {
        jsonFile,
        htmlInPlace,
      }: { jsonFile?: (path: string) => string; htmlInPlace?: () => void } = {},
    ) {
      await mkdir(dir, { recursive: true });
      const now = new Date();
      let reused = 0;
      const finished: string[] = [];
      const folders = new Set<string>();
      const handled = paths.filter((path) => !rendering.has(path));
      // The keys of `paths`, made once for toRender (a key of each page of `handled` anew took
      // a second at 1,000 stories).
      const keys = keysOf(paths);
      for (const [at, path] of handled.entries()) {
        // The event loop turns now and then, for the rendering threads' messages (a language's
        // pages written, whose search index may then begin) not to wait for all of these.
        if (at % YIELD_EVERY === YIELD_EVERY - 1) await new Promise(setImmediate);
        const key = keys.get(path);
        const file = pageFile(clientDir, path);
        if (key === undefined) continue;
        reused++;
        // Tens of thousands of calls of a few microseconds each: made one after another, as
        // promises they took about 5 s at 1,000 stories, most of it passing each to a thread and back.
        {
          const folder = dirname(file);
          if (!folders.has(folder)) mkdirSync(folder, { recursive: true });
          folders.add(folder);
          linkKeptFiles(join(dir, `${key}.html`), file, now);
          finished.push(file);
        }
      }
      htmlInPlace?.();
      /** The API JSON files put in place, for the API's stage to leave as they are. */
      const json = new Set<string>();
      if (jsonFile)
        for (const [at, path] of handled.entries()) {
          if (at % YIELD_EVERY === YIELD_EVERY - 1) await new Promise(setImmediate);
          const key = keys.get(path);
          if (key === undefined || !existsSync(join(dir, `${key}.json`))) continue;
          const file = jsonFile(path);
          const folder = dirname(file);
          if (!folders.has(folder)) mkdirSync(folder, { recursive: true });
          folders.add(folder);
          linkKeptFiles(join(dir, `${key}.json`), file, now);
          json.add(file);
        }
      await pruneCache(dir);
      return { reused, finished, json };
    },
  };
}
