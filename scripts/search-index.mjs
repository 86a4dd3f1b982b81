// The site's search index: Pagefind reads the prerendered pages and writes, into
// build/client/pagefind/, one index per language (from each page's <html lang>) with the script
// the search page loads. Only the regions marked `data-pagefind-body` are indexed, so pages without
// one (home, placeholders, site index, search and not-found pages) are left out.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { close, createIndex } from "pagefind";

/** Where the index goes in the build; the search page loads /pagefind/pagefind.js from it. */
export const SEARCH_INDEX_DIR = "pagefind";

/** Pagefind's ready-made interfaces and its worker, which the site does not use (its own search page runs the search in the page: see app/features/search/pagefind.ts). */
const UNUSED_FILES = /^pagefind-(ui|modular-ui|component-ui|highlight|worker)\b/;

function failOn(errors, step) {
  if (errors.length > 0) throw new Error(`search index: ${step}: ${errors.join("; ")}`);
}

/** Indexes the HTML of `clientDir` and writes the index beside it: the pages indexed per language. */
export async function writeSearchIndex(clientDir, languageCodes) {
  try {
    const { index, errors } = await createIndex({});
    failOn(errors, "starting Pagefind");
    const added = await index.addDirectory({ path: clientDir, glob: "**/*.html" });
    failOn(added.errors, "reading the pages");
    const outputPath = join(clientDir, SEARCH_INDEX_DIR);
    const written = await index.writeFiles({ outputPath });
    failOn(written.errors, "writing the index");
    const entry = JSON.parse(await readFile(join(outputPath, "pagefind-entry.json"), "utf8"));
    const pages = Object.fromEntries(
      languageCodes.map((code) => [code, entry.languages[code]?.page_count ?? 0]),
    );
    return pages;
  } finally {
    await close();
  }
}

/** Whether a file of the index is one the site never loads, so the build can leave it out. */
export function isUnusedSearchFile(name) {
  return UNUSED_FILES.test(name);
}
