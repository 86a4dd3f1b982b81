import { join } from "node:path";
import type { Config } from "@react-router/dev/config";
import { pageCache } from "./app/prerender/page-cache.server";
import { writeSiteManifest } from "./app/config/site-manifest";
import { prerenderPaths } from "./app/config/site-pages";
import { siteCatalog } from "./app/content/catalog.server";
import { writeFeeds } from "./app/content/feeds.server";
import { writePhotoRenderings } from "./app/content/images.server";
import routes from "./app/routes";

const BUILD_DIRECTORY = "build";

/** A build renders only the pages whose inputs changed (app/prerender/page-cache.server.ts). */
const isBuild = process.argv.includes("build");
let cache: ReturnType<typeof pageCache> | undefined;
const pages = () =>
  (cache ??= pageCache({
    clientDir: join(process.cwd(), BUILD_DIRECTORY, "client"),
    routes,
    catalog: siteCatalog(),
  }));

export default {
  // Every page is prerendered to static HTML and hydrated; there is no runtime server rendering.
  ssr: false,
  buildDirectory: BUILD_DIRECTORY,
  prerender: () => (isBuild ? pages().toRender(prerenderPaths()) : prerenderPaths()),
  buildEnd: async ({ reactRouterConfig: { buildDirectory } }) => {
    await writeSiteManifest(buildDirectory);
    await writeFeeds(join(buildDirectory, "client"), siteCatalog());
    // Editors' photos become the renderings pages use, in the build only (never committed).
    await writePhotoRenderings(
      join(process.cwd(), "public"),
      siteCatalog().uploads,
      join(buildDirectory, "client"),
    );
    const { rendered, reused } = await pages().finish(prerenderPaths());
    console.log(`Pages: ${rendered} rendered and kept, ${reused} taken from the cache`);
  },
} satisfies Config;
