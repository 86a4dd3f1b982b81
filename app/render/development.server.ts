/**
 * `npm run dev` and `npm run cms`: Vite's development server answers every page by rendering it on
 * request with the site's own module (site.server.tsx), as the build does, with Vite's client for
 * reloading. A change to the code or the content reloads the page in the browser and is drawn
 * from the files as they are then. A content mistake shows on the pages, naming the file, the line
 * and the field; the server keeps running.
 */
import type { ServerResponse } from "node:http";
import { join } from "node:path";
import type { Plugin, ViteDevServer } from "vite";
import { ContentError, KEEP_RUNNING_ON_CONTENT_ERROR } from "../content/content-error";
import type { PageAssets, RenderedPage } from "./site.server";

/** The module that renders pages, as Vite loads it for the server. */
const SITE_MODULE = "/app/render/site.server.tsx";
/** The module that holds the content, with its problems, as the pages' module loads it. */
export const CATALOG_MODULE = "/app/config/site-catalog.server.ts";

/** In development the page links the sources themselves; Vite compiles them as they are asked for. */
const DEVELOPMENT_ASSETS: PageAssets = {
  stylesheet: "/app/styles/app.css",
  script: "/app/controls/index.ts",
};

/** Folders whose files pages are drawn from: a change to one reloads the page. */
const PAGE_SOURCES = ["app", "content"].map((folder) => join(process.cwd(), folder) + "/");

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** What a page that could not be drawn shows in development: the problems, in words for editors. */
function problemPage(error: unknown): string {
  const lines =
    error instanceof ContentError
      ? [`The content has ${error.problems.length} problem(s):`, ...error.problems]
      : [String(error instanceof Error ? (error.stack ?? error.message) : error)];
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>This page cannot be shown</title></head><body><main><h1>This page cannot be shown</h1><pre style="white-space:pre-wrap">${lines.map(escapeHtml).join("\n")}</pre><p>Correct the file and save it: this page reloads by itself.</p></main></body></html>`;
}

function send(response: ServerResponse, status: number, html: string) {
  response.statusCode = status;
  response.setHeader("Content-Type", "text/html; charset=utf-8");
  response.setHeader("Cache-Control", "no-store");
  response.end(html);
}

/** Whether a request asks for a page rather than a file: no extension in its last segment. */
const isPageRequest = (pathname: string) => !/\.[a-z0-9]+$/i.test(pathname);

async function renderRequest(server: ViteDevServer, url: string): Promise<RenderedPage> {
  const site = (await server.ssrLoadModule(SITE_MODULE)) as typeof import("./site.server");
  const pathname = new URL(url, "http://localhost").pathname;
  // A content mistake shows on the page its file makes; the other pages are drawn without it.
  const catalog = (await server.ssrLoadModule(
    CATALOG_MODULE,
  )) as typeof import("../config/site-catalog.server");
  const problems = catalog.contentProblemsAt(pathname);
  if (problems.length > 0) throw new ContentError(problems);
  const page = await site.renderPage(pathname, DEVELOPMENT_ASSETS);
  return { status: page.status, html: await server.transformIndexHtml(url, page.html) };
}

/**
 * Reloads the pages when `file` is one they are drawn from: they are drawn again from the files as
 * they are then (the content is read again on the next request). Whether the file was written,
 * added or deleted.
 */
function reloadPagesAfter(server: ViteDevServer, file: string): boolean {
  if (!PAGE_SOURCES.some((folder) => file.startsWith(folder))) return false;
  if (file.endsWith(".css")) return false;
  server.moduleGraph.invalidateAll();
  server.ws.send({ type: "full-reload" });
  return true;
}

export function developmentPages(): Plugin {
  return {
    name: "site:development-pages",
    apply: "serve",
    config: () => ({ appType: "custom" }),
    configureServer(server) {
      process.env[KEEP_RUNNING_ON_CONTENT_ERROR] = "1";
      // A file added or deleted, such as a story the editor creates: Vite's hot update hook below
      // hears only of files written.
      for (const event of ["add", "unlink"] as const)
        server.watcher.on(event, (file) => reloadPagesAfter(server, file));
      // After Vite's own handlers: its files, the editor's and the search index's come first.
      return () => {
        server.middlewares.use((request, response, next) => {
          const url = request.url ?? "/";
          if (
            !["GET", "HEAD"].includes(request.method ?? "") ||
            !isPageRequest(url.split("?")[0] ?? "/")
          )
            return next();
          renderRequest(server, url).then(
            ({ status, html }) => send(response, status, html),
            (error: unknown) => {
              server.config.logger.error(
                error instanceof ContentError ? error.message : String(error),
              );
              send(response, 500, problemPage(error));
            },
          );
        });
      };
    },
    // Pages are documents: any change to what they are drawn from reloads them.
    handleHotUpdate({ file, server }) {
      return reloadPagesAfter(server, file) ? [] : undefined;
    },
  };
}
