// One of the build's rendering threads (render-pages.mjs): renders its share of the pages
// with the site's server build, as React Router's own prerendering does (@react-router/dev,
// handlePrerender): each page's navigation data, then its HTML, both written where the framework
// writes them. The framework hands the data to the HTML request in a header, which it then decodes;
// running the loaders again is quicker (they read the catalog in memory) and gives the same bytes.
// Plain JavaScript: Node.js runs it as it is, in a worker thread.
import { mkdir, rename, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { parentPort, threadId, workerData } from "node:worker_threads";
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
 * Writes a file, and its copy for the page cache where the page has one.
 * @param {string} file
 * @param {string} body
 * @param {string | undefined} cached
 */
async function writePageFile(file, body, cached) {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, body);
  if (cached) {
    // Whole or not at all: a cache entry cut short by a stopped build would be reused as it is.
    await mkdir(dirname(cached), { recursive: true });
    await writeFile(`${cached}.${threadId}`, body);
    await rename(`${cached}.${threadId}`, cached);
  }
}

/**
 * @param {{ serverEntry: string, clientDir: string, paths: string[], cacheFiles: Record<string, { html: string, data: string }> }} options
 */
async function renderShare({ serverEntry, clientDir, paths, cacheFiles }) {
  // What the framework's own prerendering sets for its requests.
  process.env.IS_RR_BUILD_REQUEST = "yes";
  /** @type {import("react-router").ServerBuild} */
  const build = await import(pathToFileURL(serverEntry).href);
  // A build with ssr:false answers only the addresses it lists as prerendered.
  const handler = createRequestHandler({ ...build, prerender: paths }, "production");
  const routes = routeTree(build.routes);
  for (const path of paths) {
    const matches = matchRoutes(routes, `/${path}/`.replace(/^\/\/+/, "/")) ?? [];
    const hasLoader = matches.some(({ route }) => build.assets.routes[route.id]?.hasLoader);
    if (hasLoader) {
      const dataAddress = path === "/" ? "/_root.data" : `${path.replace(/\/$/, "")}.data`;
      const data = await fetchPage(handler, dataAddress);
      if (data.status !== 200 && data.status !== 202)
        throw new Error(
          `Prerender (data): Received a ${data.status} status code while prerendering the \`${path}\` path.\n${dataAddress}`,
        );
      await writePageFile(fileOf(clientDir, dataAddress), data.body, cacheFiles[path]?.data);
    }
    const address = `${path}/`.replace(/\/\/+/g, "/");
    const html = await fetchPage(handler, address);
    if (html.status !== 200)
      throw new Error(
        `Prerender (html): Received a ${html.status} status code while prerendering the \`${address}\` path.\n${html.body}`,
      );
    await writePageFile(fileOf(clientDir, address), html.body, cacheFiles[path]?.html);
  }
  return paths.length;
}

if (parentPort) {
  const port = parentPort;
  renderShare(workerData).then(
    (rendered) => port.postMessage({ rendered }),
    (error) => port.postMessage({ error: error instanceof Error ? error.message : String(error) }),
  );
}
