import { join } from "node:path";
import type { Config } from "@react-router/dev/config";
import { sitePrerender } from "./app/prerender/site-prerender.server";
import { writeSiteManifest } from "./app/config/site-manifest";
import { oncePerBuild } from "./app/config/build-once.server";
import { checkSite } from "./app/config/site-check";
import { prerenderPaths } from "./app/config/site-pages";
import { siteCatalog } from "./app/config/site-catalog.server";
import { stopOnContentError } from "./app/content/content-error";
import { writeFeeds } from "./app/config/feeds.server";
import { writePhotoRenderings } from "./app/content/images.server";
import routes from "./app/routes";

// scripts/build.mjs builds into a new folder and puts it in place of build/ once it succeeded.
const BUILD_DIRECTORY = process.env.SITE_BUILD_DIR ?? "build";

/**
 * A build renders the pages whose inputs changed: React Router one page of each route, the site's
 * rendering threads the others (app/prerender/site-prerender.server.ts).
 */
const isBuild = process.argv.includes("build");
const pages = () =>
  oncePerBuild("prerendering", () => sitePrerender({ buildDirectory: BUILD_DIRECTORY, routes }));

/** Editors' photo renderings, kept between builds by the photo's content; safe to delete. */
const PHOTO_CACHE = join(process.cwd(), ".cache", "photo-renderings");

/**
 * Editors' photos become the renderings pages use, in the build only (never committed). No page
 * waits for them: they are made on the image library's threads while the framework builds, from
 * its first call for the pages to render on.
 */
const renderPhotos = () =>
  oncePerBuild("photo-renderings", () =>
    stopOnContentError(() =>
      writePhotoRenderings(
        join(process.cwd(), "public"),
        siteCatalog().uploads,
        join(process.cwd(), BUILD_DIRECTORY, "client"),
        PHOTO_CACHE,
      ),
    ),
  );

export default {
  buildDirectory: BUILD_DIRECTORY,
  // Every page is prerendered to static HTML and hydrated; there is no runtime server rendering.
  ssr: false,
  // The site's own links are checked against the content before any page is written.
  prerender: () =>
    stopOnContentError(() => {
      checkSite(siteCatalog());
      if (!isBuild) return prerenderPaths();
      void renderPhotos();
      return pages().frameworkPaths();
    }),
  buildEnd: async ({ reactRouterConfig: { buildDirectory } }) => {
    await writeSiteManifest(buildDirectory);
    await writeFeeds(join(buildDirectory, "client"), siteCatalog());
    const [{ rendered, reused, threads }] = await Promise.all([pages().finish(), renderPhotos()]);
    console.log(
      `Pages: ${rendered} rendered by the framework, ${threads} for the rendering threads, ${reused} taken from the cache`,
    );
  },
} satisfies Config;
