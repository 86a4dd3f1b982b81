// One of the build's rendering threads (render-pages.server.ts): renders its share of the pages
// with the site's server build, as React Router's own prerendering does (@react-router/dev,
// handlePrerender): each page's navigation data first, then its HTML from that data, both written
// where the framework writes them. Plain JavaScript: Node.js runs it as it is, in a worker thread.
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { parentPort, workerData } from "node:worker_threads";
import { createRequestHandler, matchRoutes } from "react-router";

/** The header that hands a page's data to its HTML request, at build time only. */
const PRERENDER_DATA = "X-React-Router-Prerender-Data";

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
 * @param {RequestInit} [init]
 */
async function fetchPage(handler, address, init) {
  const response = await handler(new Request(`http://localhost${address}`, init));
  return { status: response.status, body: await response.text() };
}

/**
 * @param {{ serverEntry: string, clientDir: string, paths: string[] }} options
 */
async function renderShare({ serverEntry, clientDir, paths }) {
  // The framework answers build requests only with this set: it reads the data header then.
  process.env.IS_RR_BUILD_REQUEST = "yes";
  /** @type {import("react-router").ServerBuild} */
  const build = await import(pathToFileURL(serverEntry).href);
  // A build with ssr:false answers only the addresses it lists as prerendered.
  const handler = createRequestHandler({ ...build, prerender: paths }, "production");
  const routes = routeTree(build.routes);
  for (const path of paths) {
    const matches = matchRoutes(routes, `/${path}/`.replace(/^\/\/+/, "/")) ?? [];
    const hasLoader = matches.some(({ route }) => build.assets.routes[route.id]?.hasLoader);
    /** @type {RequestInit | undefined} */
    let init;
    if (hasLoader) {
      const dataAddress = path === "/" ? "/_root.data" : `${path.replace(/\/$/, "")}.data`;
      const data = await fetchPage(handler, dataAddress);
      if (data.status !== 200 && data.status !== 202)
        throw new Error(
          `Prerender (data): Received a ${data.status} status code while prerendering the \`${path}\` path.\n${dataAddress}`,
        );
      await mkdir(dirname(fileOf(clientDir, dataAddress)), { recursive: true });
      await writeFile(fileOf(clientDir, dataAddress), data.body);
      init = { headers: { [PRERENDER_DATA]: encodeURI(data.body) } };
    }
    const address = `${path}/`.replace(/\/\/+/g, "/");
    const html = await fetchPage(handler, address, init);
    if (html.status !== 200)
      throw new Error(
        `Prerender (html): Received a ${html.status} status code while prerendering the \`${address}\` path.\n${html.body}`,
      );
    await mkdir(dirname(fileOf(clientDir, address)), { recursive: true });
    await writeFile(fileOf(clientDir, address), html.body);
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
