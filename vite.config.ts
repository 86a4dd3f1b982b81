import tailwindcss from "@tailwindcss/vite";
import { realpathSync } from "node:fs";
import { defineConfig, searchForWorkspaceRoot } from "vite";
import { editorDevelopment } from "./app/admin/editor-plugin.server";
import { siteCatalog } from "./app/config/site-catalog.server";
import { photoRenderingsInDevelopment } from "./app/content/images.server";
import { messagesFor } from "./app/i18n/catalog";
import { developmentPages } from "./app/render/development.server";
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

/** The build's folder; scripts/build/compile.ts gives each compilation a folder of its own. */
const BUILD_DIRECTORY = "build";

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    tailwindcss(),
    // Development only: every page rendered on request, the content editor at /admin/, the
    // renderings of editors' photos and the search index.
    developmentPages(),
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
    // What `npm run build` writes (build/, build.next/, build.previous/…) is no source of a page:
    // watched, each of its thousands of files would print a reload in the editor's terminal.
    watch: { ignored: ["**/build/**", "**/build.*/**", "**/.cache/**"] },
  },
  resolve: {
    alias: { "~": new URL("./app", import.meta.url).pathname },
  },
  build: isSsrBuild
    ? {
        // The site's build module (app/render/build.server.ts), which renders the pages: run by
        // scripts/build/ and removed from the build once the pages are written.
        outDir: `${BUILD_DIRECTORY}/server`,
        copyPublicDir: false,
        target: "node20",
        minify: false,
      }
    : {
        // What a page sends to the browser: its stylesheet and its controls' script
        // (app/controls/), with public/ beside them.
        outDir: `${BUILD_DIRECTORY}/client`,
        // The entries' final names, for the pages that link them (scripts/build/compile.ts);
        // the finishing steps remove the manifest from the build once read.
        manifest: true,
        // Source maps are not shipped: the production server never serves them.
        sourcemap: false,
        // A page's controls fetch the modules they need (app/controls/registry.ts) themselves.
        modulePreload: false,
        target: "es2022",
        minify: "terser",
        terserOptions: {
          compress: { passes: 3, ecma: 2020, pure_getters: true, unsafe_arrows: true },
          format: { comments: false },
        },
        rollupOptions: {
          input: ["app/controls/index.ts", "app/styles/app.css"],
        },
      },
}));
