// The index's addresses, which the development server's plugin reads too: imported by the build's
// own configuration, outside Vite's aliases, this file imports nothing.

/** Where the build writes Pagefind's index and its script (scripts/search-index.mjs). */
const INDEX_DIR = "/pagefind";
export const PAGEFIND_SCRIPT = `${INDEX_DIR}/pagefind.js`;

/**
 * The address of the list of a language's older parts of the index (scripts/search-index.mjs,
 * indexLanguage), which a search adds only when the visitor asks: a first query downloads only the
 * first part's files. The development server serves an empty list there.
 */
export const olderPartsFile = (language: string) => `${INDEX_DIR}/older/${language}.json`;
