// One of the build's rendering threads (render-pages.mjs): renders its share of the pages
// with the site's server build, as React Router's own prerendering does (@react-router/dev,
// handlePrerender): each page's navigation data, then its HTML, both written where the framework
// writes them. The framework hands the data to the HTML request in a header, which it then decodes;
// running the loaders again is quicker (they read the catalog in memory) and gives the same bytes.
// Each file is finished as it is written: its HTTP policy and its compressed siblings
// (scripts/postbuild/finish-page.mjs), from memory, instead of read again by the finishing steps.
// Plain JavaScript: Node.js runs it as it is, in a worker thread.
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { parentPort, workerData } from "node:worker_threads";
import { createRequestHandler, matchRoutes } from "react-router";

/**
 * The framework's routes as a tree that matchRoutes reads, as @react-router/dev builds it.
 * @param {Record<string, { id: string, parentId?: string, path?: string, index?: boolean } | undefined>} routes
 * @param {string} parentId
 * @returns {import("react-router").RouteObject[]}
 */
function routeTree(routes, parentId = "") {
  return Object.values(routes).flatMap((route) =>
    !route || (route.parentId || "") !== parentId
      ? []
      : [
          route.index
            ? { index: true, id: route.id, path: route.path }
            : { id: route.id, path: route.path, children: routeTree(routes, route.id) },
        ],
  );
}

/**
 * The file a page's address is written to, as the framework writes it: "/fr/news/" is
 * fr/news/index.html, "/fr/news.data" fr/news.data.
 * @param {string} clientDir
 * @param {string} address
 */
const fileOf = (clientDir, address) =>
  join(clientDir, ...address.split("/"), ...(address.endsWith("/") ? ["index.html"] : []));

/**
 * @param {(request: Request) => Promise<Response>} handler
 * @param {string} address
 */
async function fetchPage(handler, address) {
  const response = await handler(new Request(`http://localhost${address}`));
  return { status: response.status, body: await response.text() };
}

/**
 * @param {{ serverEntry: string, clientDir: string, groups: { name: string, paths: string[] }[], cacheFiles: Record<string, { html: string, data: string }>, finisher: string }} options
 * `groups`: the thread's pages, group after group; it says when a group's files are all written
 * `finisher`: the module whose pageFinisher finishes each file as it is written (scripts/postbuild/finish-page.mjs)
 */
async function renderShare({ serverEntry, clientDir, groups, cacheFiles, finisher }) {
  // What the framework's own prerendering sets for its requests.
  process.env.IS_RR_BUILD_REQUEST = "yes";
  /** @type {import("react-router").ServerBuild} */
  const build = await import(pathToFileURL(serverEntry).href);
  // A build with ssr:false answers only the addresses it lists as prerendered.
  const handler = createRequestHandler(
    { ...build, prerender: groups.flatMap(({ paths }) => paths) },
    "production",
  );
  /** @type {import("../../scripts/postbuild/finish-page.mjs")} */
  const { finishedWriter, pageFinisher } = await import(pathToFileURL(finisher).href);
  const finish = pageFinisher(dirname(clientDir));
  const writer = finishedWriter();
  let rendered = 0;
  /** The files finished here. */
  /** @type {string[]} */
  const finished = [];
  /**
   * Writes a page's file finished, and its copies for the page cache where the page has one; a
   * file the finisher leaves (a search page) as it is, and not in the cache.
   * @param {string} file
   * @param {string} body
   * @param {string | undefined} cached
   */
  const write = (file, body, cached) => {
    const done = finish(file, body);
    if (!done) {
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, body);
      return;
    }
    writer.write(file, done, cached);
    finished.push(file);
  };
  const routes = routeTree(build.routes);
  // Every planned page matches the root route: when it has a loader every page has data, and the
  // match, which flattens and ranks the whole route table on each call (8 % of the rendering),
  // is not needed.
  const rootHasLoader = Boolean(build.assets.routes.root?.hasLoader);
  const hasData = (/** @type {string} */ path) =>
    rootHasLoader ||
    (matchRoutes(routes, `/${path}/`.replace(/^\/\/+/, "/")) ?? []).some(
      ({ route }) => build.assets.routes[route.id]?.hasLoader,
    );
  for (const { name, paths } of groups) {
    for (const path of paths) {
      await renderPage(path);
      // The event loop turns between pages: the files are written synchronously, and a page's
      // requests settle within promises alone, so without this nothing else would run, not even
      // the callbacks that free each request's resources (the heap grew until it ran out).
      await new Promise(setImmediate);
    }
    parentPort?.postMessage({ written: name });
  }
  return { rendered, finished };

  /** Renders a page's navigation data and HTML, and writes them. @param {string} path */
  async function renderPage(path) {
    rendered++;
    if (hasData(path)) {
      const dataAddress = path === "/" ? "/_root.data" : `${path.replace(/\/$/, "")}.data`;
      const data = await fetchPage(handler, dataAddress);
      if (data.status !== 200 && data.status !== 202)
        throw new Error(
          `Prerender (data): Received a ${data.status} status code while prerendering the \`${path}\` path.\n${dataAddress}`,
        );
      write(fileOf(clientDir, dataAddress), data.body, cacheFiles[path]?.data);
    }
    const address = `${path}/`.replace(/\/\/+/g, "/");
    const html = await fetchPage(handler, address);
    if (html.status !== 200)
      throw new Error(
        `Prerender (html): Received a ${html.status} status code while prerendering the \`${address}\` path.\n${html.body}`,
      );
    write(fileOf(clientDir, address), html.body, cacheFiles[path]?.html);
  }
}

if (parentPort) {
  const port = parentPort;
  renderShare(workerData).then(
    (done) => port.postMessage(done),
    (error) => port.postMessage({ error: error instanceof Error ? error.message : String(error) }),
  );
}
