/**
 * With `ssr: false` React Router deletes its server build once its own prerendering is done. The
 * site renders the rest of its pages with it afterwards (render-pages.mjs), so this keeps a copy,
 * made as soon as it is written, in the build's prerender folder, which goes when the pages are
 * rendered.
 */
import { cpSync } from "node:fs";
import { dirname, join } from "node:path";
import type { Plugin } from "vite";
import { PRERENDER_FOLDER } from "./render-pages.mjs";

/** Where the copy of the server build is, in a build folder. */
export const keptServerBuild = (buildDirectory: string) =>
  join(buildDirectory, PRERENDER_FOLDER, "server");

export function keepServerBuild(): Plugin {
  return {
    name: "site:keep-server-build",
    apply: "build",
    writeBundle: {
      // Before React Router's own writeBundle, which prerenders and then deletes the folder.
      order: "pre",
      sequential: true,
      handler(options) {
        if (this.environment.name !== "ssr" || !options.dir) return;
        cpSync(options.dir, keptServerBuild(dirname(options.dir)), { recursive: true });
      },
    },
  };
}
