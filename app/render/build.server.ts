/**
 * The site's rendering module for the build's rendering threads (scripts/build/render-worker.ts):
 * Vite compiles it (scripts/build/compile.ts); each thread points the content at the snapshot the
 * build wrote (useCatalogSnapshot) before it imports this module, then renders its pages.
 */
export { renderPage, type PageAssets, type RenderedPage } from "./site.server";
