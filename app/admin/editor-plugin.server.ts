/**
 * Serves the editor at /admin/ in development (`npm run cms`) and builds it into build/client/admin
 * (vite.config.ts beside this file): its page, its script and Decap's own bundle, served and copied
 * exactly as published. The site's build knows nothing of it, so no page of the site carries any
 * of it. It uses Vite's plugin API only (resolveId, load, configureServer, generateBundle).
 */
import { cpSync, createReadStream, existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { basename, dirname, join } from "node:path";
import type { Plugin } from "vite";
import adminPolicy from "../../server/admin-policy.json";
import { fixedPageTitle, FIXED_PAGES } from "../config/page-kinds";
import { siteCatalog } from "../config/site-catalog.server";
import { messagesFor } from "../i18n/catalog";
import { DEFAULT_LANGUAGE } from "../i18n/languages";
import { CATALOG_MODULE } from "../render/development.server";
import type { PageChoice } from "./cms-config";
import { CONTENT_PROBLEMS_PATH, EDITOR_PATH, editorPage } from "./editor-page";

const DECAP_DIST = dirname(createRequire(import.meta.url).resolve("decap-cms/dist/decap-cms.js"));
const { version: DECAP_VERSION } = JSON.parse(
  readFileSync(join(DECAP_DIST, "..", "package.json"), "utf8"),
) as { version: string };
/** Decap's files under a folder named for its version, so that browsers never mix two versions. */
const DECAP_DIR = `decap-${DECAP_VERSION}`;
const DECAP_SCRIPT = `${EDITOR_PATH}${DECAP_DIR}/decap-cms.js`;
/** Decap's bundle and the parts it loads on demand; not its source maps or licence notes. */
const isDecapFile = (name: string) => /^(\d+\.)?decap-cms\.js$|^[0-9a-f]+\.wasm$/.test(name);

/** The site's pages as the editor offers them (`virtual:site-pages`), from the content as it is. */
const SITE_PAGES_MODULE = "virtual:site-pages";

function sitePageChoices(): PageChoice[] {
  const catalog = siteCatalog();
  const messages = messagesFor(DEFAULT_LANGUAGE);
  return [
    ...catalog.pages.map(({ path }) => ({
      path,
      title: catalog.page(DEFAULT_LANGUAGE, path)?.title ?? path,
    })),
    ...catalog.waiting.map(({ path, until }) => ({
      path,
      title: until ? `${path}, scheduled for ${until}` : `${path}, a draft`,
    })),
    ...FIXED_PAGES.map((path) => ({ path, title: fixedPageTitle(path, messages), fixed: true })),
  ].sort((a, b) => a.title.localeCompare(b.title, "en"));
}

/** The site's pages as a module of the editor's, `virtual:site-pages`. */
function sitePagesModule(): Pick<Plugin, "resolveId" | "load"> {
  const id = `\0${SITE_PAGES_MODULE}`;
  return {
    resolveId: (source) => (source === SITE_PAGES_MODULE ? id : undefined),
    load: (source) =>
      source === id ? `export default ${JSON.stringify(sitePageChoices())};` : undefined,
  };
}

/** The editor page's headers in development: production's, and the local back end (decap-server). */
function developmentHeaders(localBackend: string | undefined): Record<string, string> {
  const headers: Record<string, string> = { ...adminPolicy.headers };
  if (localBackend) {
    const origin = new URL(localBackend).origin;
    headers["Content-Security-Policy"] = (headers["Content-Security-Policy"] ?? "").replace(
      /connect-src ([^;]*)/,
      `connect-src $1 ${origin}`,
    );
  }
  return headers;
}

/** The editor in the development server: its page, with the page's policy, and Decap's files. */
export function editorDevelopment(): Plugin {
  return {
    name: "site:editor-development",
    apply: "serve",
    // The editor's script and the site's, scanned for their packages when the server starts:
    // found on the first visit instead, they are prepared then and the editor's page reloads.
    config: () => ({ optimizeDeps: { entries: ["app/admin/main.ts", "app/controls/index.ts"] } }),
    ...sitePagesModule(),
    configureServer(server) {
      const headers = developmentHeaders(server.config.env.VITE_CMS_LOCAL_BACKEND);
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? "").split("?")[0] ?? "";
        if (path === EDITOR_PATH.slice(0, -1)) {
          res.writeHead(301, { Location: EDITOR_PATH }).end();
          return;
        }
        if (path === EDITOR_PATH || path === `${EDITOR_PATH}index.html`) {
          res.writeHead(200, { ...headers, "Content-Type": "text/html; charset=utf-8" });
          res.end(editorPage({ script: "/app/admin/main.ts", decap: DECAP_SCRIPT }));
          return;
        }
        if (path === CONTENT_PROBLEMS_PATH) {
          // The content as the pages are drawn from it: read again after each change.
          server
            .ssrLoadModule(CATALOG_MODULE)
            .then((catalog) =>
              (catalog as typeof import("../config/site-catalog.server")).contentProblems(),
            )
            .then(
              (problems) => {
                res.writeHead(200, {
                  "Content-Type": "application/json",
                  "Cache-Control": "no-store",
                });
                res.end(JSON.stringify(problems));
              },
              (error: unknown) => next(error),
            );
          return;
        }
        const name = path.startsWith(`${EDITOR_PATH}${DECAP_DIR}/`) ? basename(path) : "";
        if (isDecapFile(name) && existsSync(join(DECAP_DIST, name))) {
          const type = name.endsWith(".wasm") ? "application/wasm" : "text/javascript";
          res.writeHead(200, { "Content-Type": type });
          createReadStream(join(DECAP_DIST, name)).pipe(res);
          return;
        }
        next();
      });
    },
  };
}

/** The editor in a production build: its page for the entry script, and Decap's files. */
export function editorBuild(): Plugin {
  return {
    name: "site:editor-build",
    apply: "build",
    ...sitePagesModule(),
    generateBundle(_options, bundle) {
      const entry = Object.values(bundle).find((file) => file.type === "chunk" && file.isEntry);
      if (!entry) throw new Error("The editor's build has no entry script");
      this.emitFile({
        type: "asset",
        fileName: "index.html",
        source: editorPage({ script: `${EDITOR_PATH}${entry.fileName}`, decap: DECAP_SCRIPT }),
      });
    },
    writeBundle({ dir }) {
      if (!dir) throw new Error("The editor's build has no output folder");
      cpSync(DECAP_DIST, join(dir, DECAP_DIR), {
        recursive: true,
        filter: (source) => source === DECAP_DIST || isDecapFile(basename(source)),
      });
    },
  };
}
