import { minify_sync } from "terser";

/**
 * The inline script as the page carries it: minified at build time, since every page sends it
 * before its first paint and its source (`inlineScript`) is written to be read, comments and all.
 * Global names are kept: the script reads and writes `window`, `document` and storage by name.
 */
export function minifiedScript(source: string): string {
  const { code } = minify_sync(source, {
    ecma: 2020,
    compress: { passes: 2 },
    format: { comments: false },
  });
  if (!code) throw new Error("The inline script minified to nothing");
  return code;
}
