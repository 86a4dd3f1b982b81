import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { editorDevelopment } from "./app/admin/editor-plugin.server";
import { photoRenderingsInDevelopment } from "./app/content/images.server";

export default defineConfig({
  plugins: [
    tailwindcss(),
    reactRouter(),
    // Development only: the content editor at /admin/ and the renderings of editors' photos.
    editorDevelopment(),
    photoRenderingsInDevelopment(new URL("public", import.meta.url).pathname),
  ],
  resolve: {
    alias: { "~": new URL("./app", import.meta.url).pathname },
  },
  build: {
    // The chunks' final names, for the search page's arrival script (scripts/search-arrival.mjs);
    // postbuild removes the manifest from the build once read.
    manifest: true,
    // Source maps are not shipped: the production server never serves them.
    sourcemap: false,
    // Lazily loaded parts import their own dependencies; no preload helper in the first load.
    modulePreload: false,
    target: "es2022",
    minify: "terser",
    terserOptions: {
      compress: { passes: 3, ecma: 2020, pure_getters: true, unsafe_arrows: true },
      format: { comments: false },
    },
  },
});
