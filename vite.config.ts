import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { realpathSync } from "node:fs";
import { defineConfig, searchForWorkspaceRoot } from "vite";
import { editorDevelopment } from "./app/admin/editor-plugin.server";
import { siteCatalog } from "./app/config/site-catalog.server";
import { photoRenderingsInDevelopment } from "./app/content/images.server";
import { messagesFor } from "./app/i18n/catalog";
import { keepServerBuild } from "./app/prerender/keep-server-build.server";
import { localizePath } from "./app/i18n/languages";
import { searchIndexInDevelopment } from "./app/features/search/search-index-development.server";

/** Every content page in every language it exists in, for the search index of development. */
function searchRecords() {
  const catalog = siteCatalog();
  return catalog.pages.flatMap(({ path, languages }) =>
    languages.flatMap((language) => {
      const page = catalog.page(language, path);
      return page
        ? [
            {
              url: localizePath(path, language),
              language,
              title: page.title,
              section: messagesFor(language).article.sections[page.collection],
              html: `${page.lead} ${page.html}`,
            },
          ]
        : [];
    }),
  );
}

export default defineConfig({
  plugins: [
    tailwindcss(),
    // The site renders most of its pages with the server build after the framework's build.
    keepServerBuild(),
    reactRouter(),
    // Development only: the content editor at /admin/, the renderings of editors' photos and the
    // search index.
    editorDevelopment(),
    photoRenderingsInDevelopment(new URL("public", import.meta.url).pathname),
    searchIndexInDevelopment(searchRecords),
  ],
  // `npm run dev` answers where `npm start` does: PORT and HOST, as the README says.
  server: {
    port: Number(process.env.PORT) || 5173,
    strictPort: Boolean(process.env.PORT),
    ...(process.env.HOST ? { host: process.env.HOST } : {}),
    // node_modules may be a link to another folder (a copy of the site sharing its packages).
    fs: { allow: [searchForWorkspaceRoot(process.cwd()), realpathSync("node_modules")] },
  },
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
    // Vite's preload helper, which every lazy part's import goes through, and the not-found
    // document's mark travel with the islands, which every page loads, rather than costing each
    // page a request of their own.
    rollupOptions: {
      output: {
        manualChunks: (id) =>
          id.includes("vite/preload-helper") ||
          id.includes("/app/static-first/island.tsx") ||
          id.includes("/app/static-first/not-found-document.ts")
            ? "island"
            : undefined,
      },
    },
  },
});
