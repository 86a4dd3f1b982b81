/**
 * `npm run build` (scripts/build.mjs, which sets SITE_BUILD_DIR) evaluates the site's modules
 * several times in one process: React Router loads its config, and the route table with it, for
 * each of its steps. What a build does once (reading the content, rendering the photos, planning
 * the pages) is kept here by name for all those copies to share: at 1,000 stories the content was
 * read four times, 4 s and 110 MB each, and the photos rendered twice. In development each copy
 * keeps its own, so that changed code does the work anew.
 */
const SHARED = process.env.SITE_BUILD_DIR ? (globalThis as Record<symbol, unknown>) : {};

/** `make()`'s result, made once per build for every copy of the site's modules. */
export function oncePerBuild<T>(name: string, make: () => T): T {
  const key = Symbol.for(`site.${name}`);
  if (!(key in SHARED)) SHARED[key] = make();
  return SHARED[key] as T;
}
