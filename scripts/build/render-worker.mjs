// One of the build's rendering threads (render-pages.mjs): renders its share of the pages with the
// site's build module (app/render/build.server.ts, compiled into the build's server/ folder) and
// writes each one finished, as it is rendered: its HTTP policy and its compressed siblings
// (scripts/postbuild/finish-page.mjs), from memory, instead of read again by the finishing steps.
// Plain JavaScript: Node.js runs it as it is, in a worker thread.
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { parentPort, workerData } from "node:worker_threads";

/**
 * The file a page is written to: "/fr/news" is fr/news/index.html.
 * @param {string} clientDir
 * @param {string} path
 */
const fileOf = (clientDir, path) => join(clientDir, ...path.split("/"), "index.html");

/**
 * @param {{ serverEntry: string, clientDir: string, assets: import("./render-pages.mjs").PageAssets, groups: { name: string, paths: string[] }[], cacheFiles: Record<string, string>, finisher: string }} options
 * `groups`: the thread's pages, group after group; it says when a group's files are all written
 * `finisher`: the module whose pageFinisher finishes each file as it is written (scripts/postbuild/finish-page.mjs)
 */
async function renderShare({ serverEntry, clientDir, assets, groups, cacheFiles, finisher }) {
  /** @type {{ renderPage: (path: string, assets: object) => Promise<{ status: number, html: string }> }} */
  const site = await import(pathToFileURL(serverEntry).href);
  /** @type {import("../postbuild/finish-page.mjs")} */
  const { finishedWriter, pageFinisher } = await import(pathToFileURL(finisher).href);
  const finish = pageFinisher(dirname(clientDir));
  const writer = finishedWriter();
  let rendered = 0;
  /** The files finished here. */
  /** @type {string[]} */
  const finished = [];
  for (const { name, paths } of groups) {
    for (const path of paths) {
      const { status, html } = await site.renderPage(path, assets);
      if (status !== 200) throw new Error(`${path} rendered with status ${status}`);
      rendered++;
      const file = fileOf(clientDir, path);
      const done = finish(file, html);
      if (done) {
        writer.write(file, done, cacheFiles[path]);
        finished.push(file);
      } else {
        // A page the finishing steps finish (a search page): written as it is, not kept.
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, html);
      }
      // The event loop turns between pages: the files are written synchronously, and a page's
      // work settles within promises alone, so without this nothing else would run, not even the
      // callbacks that free each page's resources (the heap grew until it ran out).
      await new Promise(setImmediate);
    }
    parentPort?.postMessage({ written: name });
  }
  return { rendered, finished };
}

if (parentPort) {
  const port = parentPort;
  renderShare(workerData).then(
    (done) => port.postMessage(done),
    (error) =>
      port.postMessage({
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      }),
  );
}
