/**
 * The build's prerendering of every page. React Router prerenders the pages its config lists one
 * after another, matching each against the whole route table several times: with thousands of
 * pages that was most of the build, and its memory. So the framework is given one page of each
 * route (it refuses a route whose loader would render nothing) and the site renders the others
 * after the framework's build, in threads (render-pages.server.ts), with the same server build,
 * the same requests and the same files. Pages whose inputs did not change come from the page cache
 * (page-cache.server.ts); the threads take the content from a snapshot (catalog-snapshot.server.ts).
 */
import { mkdirSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { prerenderPaths } from "../config/site-pages";
import { siteCatalog } from "../config/site-catalog.server";
import { CATALOG_SNAPSHOT, writeCatalogSnapshot } from "../content/catalog-snapshot.server";
import { keptServerBuild, PRERENDER_FOLDER } from "./keep-server-build.server";
import { pageCache, routeOf, type RouteEntry } from "./page-cache.server";
import { renderPages } from "./render-pages.server";

/**
 * A rendering thread's heap: the framework and a page's work (measured: under 200 MB), and the
 * catalog, which takes about 1.6 times its snapshot's size, with room to spare.
 */
const heapOf = (snapshotBytes: number) => 256 + Math.ceil((3 * snapshotBytes) / 1024 / 1024);

export interface SitePrerenderOptions {
  /** The build's folder (build.next while building): client/ holds the pages. */
  buildDirectory: string;
  routes: readonly RouteEntry[];
}

export function sitePrerender({ buildDirectory, routes }: SitePrerenderOptions) {
  const root = join(process.cwd(), buildDirectory);
  const clientDir = join(root, "client");
  const working = join(root, PRERENDER_FOLDER);
  const cache = pageCache({ clientDir, routes: [...routes], catalog: siteCatalog() });

  let snapshot: string | undefined;
  let plan: { all: string[]; framework: string[]; threads: string[] } | undefined;
  const planned = () => {
    if (plan) return plan;
    const all = prerenderPaths();
    const toRender = cache.toRender(all);
    const seen = new Set<string>();
    const framework = toRender.filter((path) => {
      const route = routeOf(routes, path);
      if (seen.has(route)) return false;
      seen.add(route);
      return true;
    });
    const byFramework = new Set(framework);
    plan = { all, framework, threads: toRender.filter((path) => !byFramework.has(path)) };
    return plan;
  };

  return {
    /**
     * The pages React Router renders itself, one of each route that renders any. The content goes
     * into a snapshot for the framework's rendering and the threads' before they start.
     */
    frameworkPaths(): string[] {
      if (snapshot === undefined) {
        mkdirSync(working, { recursive: true });
        snapshot = join(working, "catalog.bin");
        writeCatalogSnapshot(siteCatalog(), snapshot);
        process.env[CATALOG_SNAPSHOT] = snapshot;
      }
      return planned().framework;
    },

    /**
     * After the framework's build: renders the other pages, keeps the rendered ones in the cache
     * and copies the others from it, then removes the working folder.
     */
    async finish() {
      const { all, threads } = planned();
      const started = performance.now();
      await renderPages({
        serverEntry: join(keptServerBuild(root), "index.js"),
        clientDir,
        paths: threads,
        cacheFiles: cache.filesOf(all, threads),
        heapMb: snapshot === undefined ? undefined : heapOf(statSync(snapshot).size),
      });
      const seconds = (performance.now() - started) / 1000;
      const { rendered, reused } = await cache.finish(all);
      rmSync(working, { recursive: true, force: true });
      Reflect.deleteProperty(process.env, CATALOG_SNAPSHOT);
      return { rendered, reused, threads: threads.length, seconds };
    },
  };
}
