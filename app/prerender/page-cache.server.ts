/**
 * The rendered-page cache: a build renders only the pages whose inputs changed and takes the
 * others' HTML and navigation data from the previous builds, finished (with their policy and
 * compressed siblings: scripts/postbuild/finish-page.mjs), kept outside build/ by a key that
 * hashes everything a page is made from. The site's code, messages, dependencies and the
 * application's compiled scripts make one key for every page, so changing any of them renders
 * everything again; a content page adds its own resolved record and the languages it exists in, a
 * listing page the records it lists. Pages drawn from the whole site (home, site index, goals,
 * sections' first pages, not-found, search) are always rendered: a few per language.
 *
 * Deleting the cache folder only makes the next build render every page.
 */
import { createHash } from "node:crypto";
import {
  copyFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  utimesSync,
} from "node:fs";
import { mkdir, readFile } from "node:fs/promises";
import { dirname, join, relative } from "node:path";
import { matchRoutes, type RouteObject } from "react-router";
import { SITE_URL } from "../config/site";
import type { Catalog } from "../content/catalog.server";
import { archiveYears, listingAt, listingPage } from "../content/listings.server";
import { languageFromPath, pagePath } from "../i18n/languages";
import { cacheFolder, pruneCache } from "../../scripts/postbuild/cache.mjs";
import {
  finishedWriter,
  keptFiles,
  type PageFinisher,
} from "../../scripts/postbuild/finish-page.mjs";

/**
 * The sources every page is made from, besides the content: a change to any renders all. Pages
 * are kept finished (scripts/postbuild/finish-page.mjs), so the policy and compression are among them.
 */
const CODE_INPUTS = [
  "app",
  "react-router.config.ts",
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
];

/** A route of the table, as routes.ts declares it. */
export interface RouteEntry {
  id?: string;
  file?: string;
  path?: string;
  index?: boolean;
  children?: RouteEntry[];
}

function filesUnder(path: string): string[] {
  if (!existsSync(path)) return [];
  if (statSync(path).isFile()) return [path];
  return readdirSync(path, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** A page's two files, as pageFiles names them and the cache keeps them. */
const PAGE_KINDS = ["html", "data"] as const;

/** The page's HTML and navigation data as the framework writes them: "/fr/news" is fr/news/index.html and fr/news.data. */
export function pageFiles(clientDir: string, path: string) {
  const name = path === "/" ? "" : path.slice(1);
  return {
    html: join(clientDir, name, "index.html"),
    data: join(clientDir, path === "/" ? "_root.data" : `${name}.data`),
  };
}

/** A route's first segment that is neither a parameter nor optional ("stories" in ":lang?/stories/:slug"). */
const firstFixedSegment = (route: RouteEntry) =>
  (route.path ?? "").split("/").find((segment) => segment && !/^[:*]|\?$/.test(segment));

/**
 * The route that renders a path: its id, or its module's path for a route without one. The router
 * flattens and ranks the whole table on every call (1.4 ms a call with this table, 10 s for the
 * pages of 1,000 stories), so it is given only the routes that can match: those without a fixed
 * segment, and those whose first fixed segment is one of the path's. The others could not match,
 * and leaving them out does not change which of the rest ranks first.
 */
export function routeOf(routes: readonly RouteEntry[], path: string): string {
  let known = routesOf.get(routes);
  if (!known) routesOf.set(routes, (known = new Map()));
  let route = known.get(path);
  if (route === undefined) known.set(path, (route = matchedRoute(routes, path)));
  return route;
}

/** Each table's routes by path, as routeOf found them: a build asks for each page's route twice or more. */
const routesOf = new WeakMap<readonly RouteEntry[], Map<string, string>>();

function matchedRoute(routes: readonly RouteEntry[], path: string): string {
  const segments = new Set(path.split("/"));
  const candidates = routes.filter((route) => {
    const fixed = firstFixedSegment(route);
    return fixed === undefined || segments.has(fixed);
  });
  const route = matchRoutes(candidates as RouteObject[], path)?.at(-1)?.route as
    RouteEntry | undefined;
  return route?.id ?? route?.file ?? path;
}

export interface PageCacheOptions {
  root?: string;
  clientDir: string;
  /** The folder of the cached pages. */
  dir?: string;
  routes: readonly RouteEntry[];
  catalog: Catalog;
}

export function pageCache({
  root = process.cwd(),
  clientDir,
  dir = cacheFolder("pages", root),
  routes,
  catalog,
}: PageCacheOptions) {
  const sourceHash = (() => {
    const hash = createHash("sha256");
    for (const file of CODE_INPUTS.flatMap((input) => filesUnder(join(root, input))))
      hash.update(relative(root, file)).update(readFileSync(file));
    return hash.update(SITE_URL).digest("hex");
  })();

  /**
   * The code's key: its sources, the route table and the environment the build reads (NODE_ENV
   * chooses React's production or development code, VITE_* the site's settings), from which the
   * compiled scripts' names follow (the route manifest every page loads lists the routes). It is
   * known before anything is compiled, when the framework asks which pages to render.
   */
  const codeKey = () => {
    const environment = Object.entries(process.env)
      .filter(([name]) => name === "NODE_ENV" || name.startsWith("VITE_"))
      .sort(([a], [b]) => a.localeCompare(b));
    return createHash("sha256")
      .update(sourceHash)
      .update(JSON.stringify(routes))
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
    if (!at || (at.listing.kind === "section" && at.page === 1)) return undefined;
    return {
      records: [
        listingPage(catalog, code, unprefixed),
        archiveYears(catalog),
        catalog.goals(code).map(({ number, title, link }) => [number, title, link]),
        catalog.languagesOf(unprefixed),
      ],
    };
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

  /** Whether the cache holds a page: its files, which it keeps after their siblings (finish-page.mjs). */
  const isCached = (key: string) =>
    PAGE_KINDS.every((kind) => existsSync(join(dir, `${key}.${kind}`)));

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
     * The paths this build renders: every page not in the cache, and one page of each route
     * whose pages all are, as the framework refuses a route with a loader and nothing to render.
     */
    toRender(paths: readonly string[]): string[] {
      const keys = keysOf(paths);
      const inCache = new Set(
        paths.filter((path) => {
          const key = keys.get(path);
          return key !== undefined && isCached(key);
        }),
      );
      const cached = (path: string) => inCache.has(path);
      const routesRendered = new Set(
        paths.filter((path) => !cached(path)).map((path) => routeOf(routes, path)),
      );
      return paths.filter((path) => {
        if (!cached(path)) return true;
        const route = routeOf(routes, path);
        if (routesRendered.has(route)) return false;
        routesRendered.add(route);
        return true;
      });
    },

    /**
     * Where the cache keeps each of `paths` that it can keep, for whoever renders them to write
     * there too (render-worker.mjs): `finish` then need not copy them.
     */
    filesOf(paths: readonly string[], rendering: readonly string[]) {
      const all = keysOf(paths);
      return Object.fromEntries(
        rendering.flatMap((path) => {
          const key = all.get(path);
          return key === undefined
            ? []
            : [[path, { html: join(dir, `${key}.html`), data: join(dir, `${key}.data`) }]];
        }),
      );
    },

    /**
     * After the framework's pages are rendered: finishes each page it rendered (`finishFile`), and
     * keeps it for the next builds where it has a key, and puts each page that was not rendered
     * in the build from the cache, finished as it was kept; the pages `renderedLater` are left to
     * their renderer, who finishes and keeps them. Returns how many of each, and the files
     * finished, for the finishing steps to leave alone.
     */
    async finish(
      paths: readonly string[],
      finishFile: PageFinisher,
      renderedLater: ReadonlySet<string> = new Set(),
    ) {
      await mkdir(dir, { recursive: true });
      const now = new Date();
      let rendered = 0;
      let reused = 0;
      const finished: string[] = [];
      const writer = finishedWriter();
      const folders = new Set<string>();
      const handled = paths.filter((path) => !renderedLater.has(path));
      const keys = keysOf(handled);
      for (const path of handled) {
        const key = keys.get(path);
        const files = Object.entries(pageFiles(clientDir, path));
        if (files.every(([, file]) => existsSync(file))) {
          rendered++;
          for (const [kind, file] of files) {
            const done = finishFile(file, await readFile(file, "utf8"));
            if (!done) continue;
            writer.write(file, done, key && join(dir, `${key}.${kind}`));
            finished.push(file);
          }
          continue;
        }
        if (key === undefined) continue;
        reused++;
        // Tens of thousands of calls of a few microseconds each: made one after another, as
        // promises they took about 5 s at 1,000 stories, most of it passing each to a thread and back.
        for (const [kind, file] of files) {
          const folder = dirname(file);
          if (!folders.has(folder)) mkdirSync(folder, { recursive: true });
          folders.add(folder);
          const kept = keptFiles(join(dir, `${key}.${kind}`));
          for (const [at, to] of keptFiles(file).entries()) {
            const cachedFile = kept[at] ?? "";
            // An empty sibling is an encoding that was not smaller: the page has none.
            if (at > 0 && !statSync(cachedFile, { throwIfNoEntry: false })?.size) continue;
            // A link, not a copy: thousands of pages in a second instead of ten. Nothing writes a
            // page's file in place afterwards (the finishing steps write a new file and rename
            // it), so the cache's copy stays as it is.
            try {
              linkSync(cachedFile, to);
            } catch {
              copyFileSync(cachedFile, to);
            }
            utimesSync(cachedFile, now, now);
          }
          finished.push(file);
        }
      }
      await pruneCache(dir);
      return { reused, rendered, finished };
    },
  };
}
