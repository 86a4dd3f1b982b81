import type { Config } from "@react-router/dev/config";
import { writeSiteManifest } from "./app/config/site-manifest";
import { prerenderPaths } from "./app/config/site-pages";

export default {
  // Every page is prerendered to static HTML and hydrated; there is no runtime server rendering.
  ssr: false,
  prerender: () => prerenderPaths(),
  buildEnd: ({ reactRouterConfig }) => writeSiteManifest(reactRouterConfig.buildDirectory),
} satisfies Config;
