/**
 * The build's module of the site (scripts/build/ compiles it with Vite and runs it): checks the
 * content, writes what the pages do not (site.json, feeds, calendars, editors' photo renderings) and plans
 * which pages to render, then renders them, on the rendering threads, with renderPage.
 */
import { mkdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { writeCalendars } from "~/config/calendar.server";
import { writeFeeds } from "~/config/feeds.server";
import { siteCatalog } from "~/config/site-catalog.server";
import { checkSite } from "~/config/site-check";
import { writeSiteManifest } from "~/config/site-manifest";
import { prerenderPaths } from "~/config/site-pages";
import { CATALOG_SNAPSHOT, writeCatalogSnapshot } from "~/content/catalog-snapshot.server";
import { stopOnContentError } from "~/content/content-error";
import { writePhotoRenderings } from "~/content/images.server";
import { pageCache } from "./page-cache.server";

export { renderPage, type PageAssets, type RenderedPage } from "./site.server";

/**
 * A rendering thread's heap: React and a page's work (measured: under 200 MB), and the catalog,
 * which takes about 1.6 times its snapshot's size, with room to spare.
 */
const heapOf = (snapshotBytes: number) => 256 + Math.ceil((3 * snapshotBytes) / 1024 / 1024);

/** What the rendering threads are given: the pages to render and where the cache keeps them. */
export interface BuildPlan {
  /** Every page of the build. */
  all: string[];
  /** The pages to render: those the page cache does not hold. */
  paths: string[];
  /** Where the page cache keeps each page rendered, for its renderer to write there too. */
  cacheFiles: Record<string, string>;
  /** The content, checked, for the threads to read instead of the content files. */
  snapshot: string;
  heapMb: number;
  /** How many pages came from the cache, and their files (finished already). */
  reused: number;
  finished: string[];
  photos: number;
}

/**
 * Checks the content (a mistake stops the build with one line per problem), writes site.json, the
 * feeds and the editors' photo renderings into the build in `buildDirectory`, and plans its pages.
 */
export async function prepareBuild(buildDirectory: string, photoCache: string): Promise<BuildPlan> {
  const catalog = stopOnContentError(() => {
    const checked = siteCatalog();
    checkSite(checked);
    return checked;
  });
  const clientDir = join(buildDirectory, "client");
  const photos = stopOnContentError(() =>
    writePhotoRenderings(join(process.cwd(), "public"), catalog.uploads, clientDir, photoCache),
  );
  await writeSiteManifest(buildDirectory);
  await writeFeeds(clientDir, catalog);
  await writeCalendars(clientDir, catalog);
  const cache = pageCache({ clientDir, catalog });
  const all = prerenderPaths();
  const paths = cache.toRender(all);
  const working = join(buildDirectory, "server");
  mkdirSync(working, { recursive: true });
  const snapshot = join(working, "catalog.bin");
  writeCatalogSnapshot(catalog, snapshot);
  const { reused, finished } = await cache.reuse(all, new Set(paths));
  return {
    all,
    paths,
    cacheFiles: cache.filesOf(all, paths),
    snapshot,
    heapMb: heapOf(statSync(snapshot).size),
    reused,
    finished,
    photos: await photos,
  };
}

/** The variable that points the rendering threads at the content snapshot. */
export { CATALOG_SNAPSHOT };
