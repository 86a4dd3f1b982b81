/**
 * The site's rendering module for the build's rendering threads (scripts/build/render-worker.ts):
 * Vite compiles it (scripts/build/compile.ts), and each thread reads the content from the
 * snapshot the build wrote, then renders its pages with renderPage.
 */
export { useCatalogSnapshot } from "~/config/site-catalog.server";
export { renderPage, type PageAssets, type RenderedPage } from "./site.server";
