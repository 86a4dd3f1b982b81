import { join } from "node:path";
import type { Config } from "@react-router/dev/config";
import { writeSiteManifest } from "./app/config/site-manifest";
import { prerenderPaths } from "./app/config/site-pages";
import { siteCatalog } from "./app/content/catalog.server";
import { writeFeeds } from "./app/content/feeds.server";
import { writePhotoRenderings } from "./app/content/images.server";

export default {
  // Every page is prerendered to static HTML and hydrated; there is no runtime server rendering.
  ssr: false,
  prerender: () => prerenderPaths(),
  buildEnd: async ({ reactRouterConfig: { buildDirectory } }) => {
    await writeSiteManifest(buildDirectory);
    await writeFeeds(join(buildDirectory, "client"), siteCatalog());
    // Editors' photos become the renderings pages use, in the build only (never committed).
    await writePhotoRenderings(
      join(process.cwd(), "public"),
      siteCatalog().uploads,
      join(buildDirectory, "client"),
    );
  },
} satisfies Config;
