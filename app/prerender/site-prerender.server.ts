/**
 * The build's prerendering of every page. React Router prerenders the pages its config lists one
 * after another, matching each against the whole route table several times: with thousands of
 * pages that was most of the build, and its memory. So the framework is given one page of each
 * route (it refuses a route whose loader would render nothing) and the site renders the others
 * after the framework's build, in threads (render-pages.mjs), with the same server build,
 * the same requests and the same files. Pages whose inputs did not change come from the page cache
 * (page-cache.server.ts); the threads take the content from a snapshot (catalog-snapshot.server.ts).
 */
import { mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { prerenderPaths } from "../config/site-pages";
import { siteCatalog } from "../config/site-catalog.server";
import { CATALOG_SNAPSHOT, writeCatalogSnapshot } from "../content/catalog-snapshot.server";
import { listFinished, pageFinisher } from "../../scripts/postbuild/finish-page.mjs";
import { keptServerBuild } from "./keep-server-build.server";
import { pageCache, routeOf, type RouteEntry } from "./page-cache.server";
import {
  PLAN_FILE,
  PRERENDER_FOLDER,
  renderPlannedPages,
  type RenderPlan,
} from "./render-pages.mjs";

/**
 * A rendering thread's heap: the framework and a page's work (measured: under 200 MB), and the
 * catalog, which takes about 1.6 times its snapshot's size, with room to spare.
 */
const heapOf = (snapshotBytes: number) => 256 + Math.ceil((3 * snapshotBytes) / 1024 / 1024);

/** Set by `npm run build`, which renders the planned pages in a step of its own. */
export const RENDER_PAGES_STEP = "SITE_RENDER_PAGES_STEP";

export interface SitePrerenderOptions {
  /** The build's folder (build.next while building): client/ holds the pages. */
  buildDirectory: string;
  routes: readonly RouteEntry[];
}

export function sitePrerender({ buildDirectory, routes }: SitePrerenderOptions) {
  const root = join(process.cwd(), buildDirectory);
  const clientDir = join(root, "client");
  const working = join(root, PRERENDER_FOLDER);
  const cache = pageCache({ clientDir, routes, catalog: siteCatalog() });

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

  const planFile = join(working, PLAN_FILE);

  return {
    /**
     * The pages React Router renders itself, one of each route that renders any. The content goes
     * into a snapshot for the framework's rendering and the threads', and the rest of the plan into
     * the working folder: the framework evaluates this config more than once, and its last hook
     * (`finish`) may run in another copy than this call.
     */
    frameworkPaths(): string[] {
      const { all, framework, threads } = planned();
      if (process.env[CATALOG_SNAPSHOT]) return framework;
      mkdirSync(working, { recursive: true });
      const snapshot = join(working, "catalog.bin");
      writeCatalogSnapshot(siteCatalog(), snapshot);
      process.env[CATALOG_SNAPSHOT] = snapshot;
      const renderPlan: RenderPlan & { all: string[] } = {
        serverEntry: join(keptServerBuild(root), "index.js"),
        clientDir,
        paths: threads,
        cacheFiles: cache.filesOf(all, threads),
        snapshot,
        finisher: join(process.cwd(), "scripts", "postbuild", "finish-page.mjs"),
        heapMb: heapOf(statSync(snapshot).size),
        all,
      };
      writeFileSync(planFile, JSON.stringify(renderPlan));
      return framework;
    },

    /**
     * After the framework's build: finishes the pages it rendered and keeps them in the cache, and
     * links the pages that need no rendering from it. `npm run build` renders the planned pages
     * in a step of its own (scripts/render-pages.mjs, RENDER_PAGES_STEP), once this process and
     * its memory are gone; a build started otherwise renders them here.
     */
    async finish() {
      const { all, paths } = JSON.parse(readFileSync(planFile, "utf8")) as RenderPlan & {
        all: string[];
      };
      const { rendered, reused, finished } = await cache.finish(
        all,
        pageFinisher(root),
        new Set(paths),
      );
      await listFinished(root, finished);
      Reflect.deleteProperty(process.env, CATALOG_SNAPSHOT);
      if (!process.env[RENDER_PAGES_STEP]) await renderPlannedPages(root);
      return { rendered, reused, threads: paths.length };
    },
  };
}
