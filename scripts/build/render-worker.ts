/**
 * One of the build's rendering threads (render.ts): renders its share of the pages with the
 * site's rendering module (app/render/build.server.ts; Vite compiles this file beside it) and
 * writes each one finished as it is rendered: its HTTP policy and its compressed siblings
 * (scripts/postbuild/finish-page.mjs), from memory, instead of read again by the finishing stage;
 * and its content as the API serves it (outputs/api/), from what its loader returned.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { parentPort, workerData } from "node:worker_threads";
import { siteCatalog, useCatalogSnapshot } from "~/config/site-catalog.server";
import type { LanguageCode } from "~/i18n/languages";
import type { PageAssets } from "~/render/build.server";
import { contentJsonPath } from "./outputs/api/paths";
import type { SiteManifest } from "./outputs/site-manifest";

/** What a thread is given (render.ts). */
export interface WorkerData {
  buildDir: string;
  /** The site's manifest: the finisher leaves the search pages to the finishing stage. */
  manifest: Pick<SiteManifest, "languages" | "searchPath">;
  clientDir: string;
  assets: PageAssets;
  /** The content, checked and resolved (app/content/catalog-snapshot.server.ts). */
  snapshot: string;
  /** Every page's languages, by its unprefixed path (sitePages), for the API's JSON. */
  pageLanguages: ReadonlyMap<string, readonly LanguageCode[]>;
  /** The thread's pages, group after group; it says when a group's files are all written. */
  groups: { name: string; paths: string[] }[];
  /** Where the page cache keeps a page, written there as it is. */
  cacheFiles: Record<string, string>;
  /** The module that finishes each file (scripts/postbuild/finish-page.mjs), not compiled: it reads the policy beside itself. */
  finisher: string;
}

/** What a thread says: a group written, its share done, or the first page that failed. */
export type WorkerMessage =
  | { written: string }
  | { rendered: number; finished: string[] }
  | { error: string };

/** The file a page is written to: "/fr/news" is fr/news/index.html. */
const fileOf = (clientDir: string, path: string) =>
  join(clientDir, ...path.split("/"), "index.html");

async function renderShare({
  buildDir,
  manifest,
  clientDir,
  assets,
  snapshot,
  pageLanguages,
  groups,
  cacheFiles,
  finisher,
}: WorkerData) {
  // Before the site's modules: the route table reads the content as it is imported, and would
  // read every content file again instead of the snapshot.
  useCatalogSnapshot(snapshot);
  const { renderPage } = await import("~/render/build.server");
  // The API's JSON of each page, made from what its loader returned (outputs/api/).
  const { pageJson, pageRecords } = await import("./outputs/api/pages");
  // The build's list of the site's pages, rather than a second one made here: 0.45 s at 1,000 stories.
  const records = pageRecords(siteCatalog(), pageLanguages);
  const { finishedWriter, pageFinisher } = (await import(
    pathToFileURL(finisher).href
  )) as typeof import("../postbuild/finish-page.mjs");
  const finish = pageFinisher(buildDir, manifest);
  const writer = finishedWriter();
  let rendered = 0;
  const finished: string[] = [];
  for (const { name, paths } of groups) {
    for (const path of paths) {
      const { status, html, loaderData } = await renderPage(path, assets);
      if (status !== 200) throw new Error(`${path} rendered with status ${status}`);
      rendered++;
      const file = fileOf(clientDir, path);
      const done = finish(file, html);
      if (done) {
        writer.write(file, done, cacheFiles[path]);
        finished.push(file);
      } else {
        // A page the finishing stage finishes (a search page): written as it is, not kept.
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, html);
      }
      const record = records.fromLoaderData(path, loaderData);
      if (record) {
        const json = join(clientDir, contentJsonPath(path));
        const kept = finish(json, pageJson(record));
        if (kept) {
          writer.write(json, kept, cacheFiles[path]?.replace(/\.html$/, ".json"));
          finished.push(json);
        }
      }
      // The event loop turns between pages: the files are written synchronously, and a page's
      // work settles within promises alone, so without this nothing else would run, not even the
      // callbacks that free each page's resources (the heap grew until it ran out).
      await new Promise(setImmediate);
    }
    parentPort?.postMessage({ written: name } satisfies WorkerMessage);
  }
  return { rendered, finished };
}

if (parentPort) {
  const port = parentPort;
  renderShare(workerData as WorkerData).then(
    (done) => port.postMessage(done satisfies WorkerMessage),
    (error: unknown) =>
      port.postMessage({
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      } satisfies WorkerMessage),
  );
}
