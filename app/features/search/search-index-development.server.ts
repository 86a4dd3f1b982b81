// The search index in development (`npm run dev`, `npm run cms`), where no build has written one:
// built in memory from the content files the first time the search page asks for it, and served
// at the address the built one has (/pagefind/), so that search works as it does on the site. Its
// excerpts come from each page's text rather than from the rendered page.
import { close, createIndex } from "pagefind";
import type { Plugin } from "vite";
import { olderPartsFile } from "./index-files";

/** A page as the index of development reads it. */
export interface SearchRecord {
  url: string;
  language: string;
  title: string;
  section: string;
  html: string;
}

const INDEX_PATH = "/pagefind/";

const TYPES: Record<string, string> = {
  ".js": "text/javascript",
  ".json": "application/json",
  ".css": "text/css",
};

const ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#39;": "'",
};

/** A page's HTML as the text Pagefind indexes. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, " ")
    .replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, " ")
    .trim();

/**
 * The index's files, by name, from records `{ url, language, title, section, html }`: one part a
 * language, so each language's list of older parts (scripts/search-index.mjs) is empty.
 */
async function buildIndex(records: readonly SearchRecord[]): Promise<Map<string, Buffer>> {
  try {
    const { index, errors } = await createIndex({});
    if (!index) throw new Error(errors.join("; "));
    for (const { url, language, title, section, html } of records) {
      const added = await index.addCustomRecord({
        url,
        language,
        content: textOf(html),
        meta: { title, section },
      });
      if (added.errors.length > 0) throw new Error(added.errors.join("; "));
    }
    const { files } = await index.getFiles();
    const noOlderParts = Buffer.from(JSON.stringify({ since: null, parts: [] }));
    return new Map([
      ...files.map(({ path, content }): [string, Buffer] => [path, Buffer.from(content)]),
      ...[...new Set(records.map(({ language }) => language))].map((language): [string, Buffer] => [
        olderPartsFile(language).slice(INDEX_PATH.length),
        noOlderParts,
      ]),
    ]);
  } finally {
    await close();
  }
}

/** The Vite plugin; `records` lists the pages to index when the index is first asked for. */
export function searchIndexInDevelopment(records: () => readonly SearchRecord[]): Plugin {
  let files: Promise<Map<string, Buffer>> | undefined;
  return {
    name: "site:search-index",
    apply: "serve",
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? "").split("?")[0] ?? "";
        if (!path.startsWith(INDEX_PATH)) return next();
        files ??= buildIndex(records());
        files.then(
          (byName) => {
            const file = byName.get(path.slice(INDEX_PATH.length));
            const extension = path.slice(path.lastIndexOf("."));
            res.writeHead(file ? 200 : 404, {
              "Content-Type": TYPES[extension] ?? "application/octet-stream",
              "Cache-Control": "no-cache",
            });
            res.end(file);
          },
          (error: unknown) => {
            files = undefined;
            next(error);
          },
        );
      });
    },
  };
}
