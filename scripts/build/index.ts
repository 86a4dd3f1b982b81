/**
 * The build: one process, its stages called in order, each given what the ones before returned.
 * Everything is written into build.next/ and put in place of build/ only once every stage
 * succeeded, so a mistake never costs the site that is being served.
 *
 *   content  read and check the content (content.ts)            -> the catalog
 *   compile  Vite: scripts, rendering module, editor (compile.ts) -> compiled files, their names
 *   plan     which pages to render, which to take (page-cache.ts) -> the pages to render
 *   render   every planned page on the worker threads (render.ts) -> finished HTML files
 *   outputs  site.json, feeds, calendars, the API (outputs/)
 *   finish   move the not-found pages, merge the search index, policy, nginx file, sitemap,
 *            compress, check the page lengths (finish.ts),
 *            switch build.next/ in for build/
 *
 * README.md beside this file says what each stage reads and writes and how a rebuild reuses the
 * previous build's work.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, renameSync, rmSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { writeCatalogSnapshot } from "~/content/catalog-snapshot.server";
import { writePhotoRenderings } from "~/content/images.server";
import { prerenderPaths, sitePages } from "~/config/site-pages";
import { cacheFolder, pruneCache } from "../postbuild/cache.mjs";
import { languageOfPath } from "../search-index.mjs";
import { codeHash, compile } from "./compile";
import { finish } from "./finish";
import { loadContent } from "./content";
import { writeOutputs } from "./outputs";
import { API_ENTRIES_FILE } from "./outputs/api";
import { contentJsonPath } from "./outputs/api/paths";
import { siteManifest, writeSiteManifest, type SiteManifest } from "./outputs/site-manifest";
import { pageCache, pageFile } from "./page-cache";
import { renderPlannedPages } from "./render";

export { ContentError } from "./content";
export type { SiteManifest };

/** The folders of a build: the one served, the one being made, the one replaced. */
export const FINAL = "build";
export const NEXT = "build.next";
const PREVIOUS = "build.previous";

/**
 * A rendering thread's heap: React and a page's work (measured: under 200 MB), and the catalog,
 * which takes about 1.6 times its snapshot's size, with room to spare.
 */
const heapOf = (snapshotBytes: number) => 256 + Math.ceil((3 * snapshotBytes) / 1024 / 1024);

export interface BuildOptions {
  /** The repository: its content/, app/, public/; the build goes into its build/. */
  root?: string;
  /** Whether NODE_ENV was "production" when the build started (Vite sets it as it compiles). */
  production?: boolean;
  /** Vite's warnings shown (otherwise its errors alone). */
  verbose?: boolean;
}

export interface BuildResult {
  manifest: SiteManifest;
  /** Pages that wait, and warnings, once each. */
  notices: string[];
  /** Each stage's time, for the summary. */
  seconds: Record<string, number>;
  compiled: Record<string, string>;
  rendered: number;
  reused: number;
  photos: number;
  /** The finishing stage's own figures (finish.ts). */
  finished: Awaited<ReturnType<typeof finish>>;
}

/** Builds the site at `root` into build/. Throws a ContentError for a content mistake. */
export async function buildSite({
  root = process.cwd(),
  production = process.env.NODE_ENV === "production",
  verbose = false,
}: BuildOptions = {}): Promise<BuildResult> {
  const seconds: Record<string, number> = {};
  let lap = performance.now();
  const took = (stage: string) => {
    const now = performance.now();
    seconds[stage] = (now - lap) / 1000;
    lap = now;
  };
  const next = resolve(root, NEXT);
  const clientDir = join(next, "client");
  rmSync(next, { recursive: true, force: true });
  try {
    const content = loadContent(root, production, {
      dir: cacheFolder("content", root),
      codeHash: codeHash(root),
    });
    took("content");

    const compiled = await compile(root, next, cacheFolder("vite", root), verbose);
    took("compile");

    const site = sitePages();
    const manifest = siteManifest(site);
    await writeSiteManifest(next, manifest);
    const photos = writePhotoRenderings(
      join(root, "public"),
      content.catalog.uploads,
      clientDir,
      join(root, ".cache", "photo-renderings"),
    );
    // Awaited once the pages are rendered; a photo that cannot be rendered is a content mistake.
    photos.catch(() => {});
    const cache = pageCache({ root, clientDir, catalog: content.catalog });
    const all = prerenderPaths(site);
    const paths = cache.toRender(all);
    took("plan");
    const working = join(next, "server");
    mkdirSync(working, { recursive: true });
    const snapshot = join(working, "catalog.bin");
    writeCatalogSnapshot(content.catalog, snapshot);
    took("snapshot");

    // The pages taken from the cache are put in place while the threads render the others; the
    // search index reads them from the cache meanwhile.
    const planned = new Set(paths);
    const searchPages = { files: [] as string[], sources: {} as Record<string, string> };
    for (const path of all) {
      const file = pageFile(clientDir, path);
      searchPages.files.push(file);
      const kept = planned.has(path) ? undefined : cache.keptFile(all, path, ".html");
      if (kept) searchPages.sources[file] = kept;
    }
    let inPlace: (value?: unknown) => void = () => {};
    const othersInPlace = new Promise((resolve) => (inPlace = resolve));
    const rendering = renderPlannedPages(
      {
        workerModule: compiled.workerModule,
        buildDir: next,
        clientDir,
        manifest,
        assets: compiled.assets,
        paths,
        cacheFiles: cache.filesOf(all, paths),
        snapshot,
        pageLanguages: new Map(site.map(({ path, languages }) => [path, languages])),
        heapMb: heapOf(statSync(snapshot).size),
        finisher: fileURLToPath(new URL("../postbuild/finish-page.mjs", import.meta.url)),
      },
      {
        searchIndex: {
          pages: searchPages,
          languageKeys: cache.groupKeys(
            all,
            (path) => languageOfPath(manifest.languages, path) ?? "",
          ),
        },
        othersInPlace,
      },
    );
    // Let the threads start before the main thread's work holds the event loop.
    await new Promise(setImmediate);
    rendering.catch(() => {});
    content.keep();
    const {
      reused,
      finished: fromCache,
      json: jsonInPlace,
    } = await cache
      .reuse(all, planned, {
        jsonFile: (path) => join(clientDir, contentJsonPath(path)),
        htmlInPlace: inPlace,
      })
      .finally(inPlace);
    seconds["render: reused in place"] = (performance.now() - lap) / 1000;
    const { rendered, finished, seconds: renderSeconds } = await rendering;
    rmSync(working, { recursive: true, force: true });
    seconds["render: pages"] = renderSeconds;
    took("render");

    const photoRenderings = await photos;
    const outputs = await writeOutputs(clientDir, content.catalog, {
      pages: manifest.pages,
      keptFile: (path) => cache.keptFile(all, path, ".json"),
      inPlace: jsonInPlace,
      entriesFile: join(cacheFolder("pages", root), API_ENTRIES_FILE),
    });
    took("outputs");
    compiled.took.editor = await compiled.editor;
    took("editor");

    const result = await finish(next, {
      manifest,
      finished: [...fromCache, ...finished, ...outputs.api.finished],
    });
    const unsearchable = Object.keys(result.searchPages).filter(
      (code) => !result.searchPages[code],
    );
    if (unsearchable.length > 0)
      throw new Error(`the search index has no page in ${unsearchable.join(", ")}`);
    await pruneCache(cacheFolder("vite", root));
    switchIn(root);
    took("finish");
    return {
      manifest,
      notices: [...new Set([...content.notices, ...result.warnings])],
      seconds,
      compiled: compiled.took,
      rendered,
      reused,
      photos: photoRenderings,
      finished: result,
    };
  } catch (error) {
    // The rendering threads and the search index's may still be writing into it (a stage that
    // failed beside them): removing it can then fail, and that must not hide the error that
    // stopped the build. What is left is removed when the next build starts.
    try {
      rmSync(next, { recursive: true, force: true });
    } catch {
      // Left for the next build.
    }
    throw error;
  }
}

/**
 * Puts build.next/ in place of build/: both renames are within one folder, so the served build is
 * replaced at once. The previous build, tens of thousands of files at scale (8 s), is removed by a
 * process of its own that the build does not wait for; a build that finds it still there removes
 * it first (with retries: its removal may still be at work in it).
 */
function switchIn(root: string) {
  const final = resolve(root, FINAL);
  const previous = resolve(root, PREVIOUS);
  rmSync(previous, { recursive: true, force: true, maxRetries: 5 });
  if (existsSync(final)) renameSync(final, previous);
  renameSync(resolve(root, NEXT), final);
  if (existsSync(previous))
    spawn(
      process.execPath,
      ["-e", "require('node:fs').rmSync(process.argv[1], { recursive: true, force: true })", previous],
      { detached: true, stdio: "ignore" },
    ).unref();
}

