import { join } from "node:path";
import type { Config } from "@react-router/dev/config";
import { pageCache } from "./app/prerender/page-cache.server";
import { writeSiteManifest } from "./app/config/site-manifest";
import { checkSite } from "./app/config/site-check";
import { prerenderPaths } from "./app/config/site-pages";
import { siteCatalog } from "./app/config/site-catalog.server";
import { stopOnContentError } from "./app/content/content-error";
import { writeFeeds } from "./app/config/feeds.server";
import { writePhotoRenderings } from "./app/content/images.server";
import routes from "./app/routes";

// scripts/build.mjs builds into a new folder and puts it in place of build/ once it succeeded.
const BUILD_DIRECTORY = process.env.SITE_BUILD_DIR ?? "build";

/** A build renders only the pages whose inputs changed (app/prerender/page-cache.server.ts). */
const isBuild = process.argv.includes("build");
let cache: ReturnType<typeof pageCache> | undefined;
const pages = () =>
  (cache ??= pageCache({
    clientDir: join(process.cwd(), BUILD_DIRECTORY, "client"),
    routes,
    catalog: siteCatalog(),
  }));

/** Editors' photo renderings, kept between builds by the photo's content; safe to delete. */
const PHOTO_CACHE = join(process.cwd(), ".cache", "photo-renderings");

export default {
  buildDirectory: BUILD_DIRECTORY,
  // Every page is prerendered to static HTML and hydrated; there is no runtime server rendering.
  ssr: false,
  // The site's own links are checked against the content before any page is written; a build
  // renders only the pages whose inputs changed (app/prerender/page-cache.server.ts).
  prerender: () =>
    stopOnContentError(() => {
      checkSite(siteCatalog());
      return isBuild ? pages().toRender(prerenderPaths()) : prerenderPaths();
    }),
  buildEnd: async ({ reactRouterConfig: { buildDirectory } }) => {
    await writeSiteManifest(buildDirectory);
    await writeFeeds(join(buildDirectory, "client"), siteCatalog());
    // Editors' photos become the renderings pages use, in the build only (never committed).
    await stopOnContentError(() =>
      writePhotoRenderings(
        join(process.cwd(), "public"),
        siteCatalog().uploads,
        join(buildDirectory, "client"),
        PHOTO_CACHE,
      ),
    );
    const { rendered, reused } = await pages().finish(prerenderPaths());
    console.log(`Pages: ${rendered} rendered and kept, ${reused} taken from the cache`);
  },
} satisfies Config;
