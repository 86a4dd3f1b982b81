/**
 * The editor's production build (`npm run build` runs it after the site's): build/client/admin,
 * apart from the site's pages and their bundles. See editor-plugin.server.ts.
 */
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { editorBuild } from "./editor-plugin.server";
import { EDITOR_PATH } from "./editor-page";

const root = new URL("../..", import.meta.url).pathname;

export default defineConfig({
  root,
  base: EDITOR_PATH,
  // The site's public/ files are the site's; the editor's build holds only the editor.
  publicDir: false,
  plugins: [tailwindcss(), editorBuild()],
  resolve: { alias: { "~": new URL("..", import.meta.url).pathname } },
  build: {
    // The build (scripts/build/compile.ts) gives its own folder, beside the site's, then moves it in.
    outDir: `build/client${EDITOR_PATH}`,
    emptyOutDir: true,
    target: "es2022",
    sourcemap: false,
    reportCompressedSize: false,
    rollupOptions: { input: new URL("main.ts", import.meta.url).pathname },
  },
});
