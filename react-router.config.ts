import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/config/site-map";

export default {
  // Every page is prerendered to static HTML and hydrated; there is no runtime server rendering.
  ssr: false,
  prerender: () => prerenderPaths(),
} satisfies Config;
