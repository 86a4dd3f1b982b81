/**
 * A catalog kept in a file, for the build's rendering threads: the content is read, checked and
 * resolved once, and each thread takes the resolved records from the file, as they are
 * (structured clone), instead of reading every content file again.
 *
 * The pages' bodies, most of the catalog's size, stand apart in a second file (`<file>.bodies`), and
 * a thread reads a page's body when a page asks for it: a page shows its own body alone, and
 * listings show titles and leads. At 10,000 stories in six languages each thread held 1.1 GB of
 * catalog otherwise.
 */
import { closeSync, openSync, readFileSync, readSync, writeFileSync } from "node:fs";
import { deserialize, serialize } from "node:v8";
import type { LanguageCode } from "../i18n/languages";
import { catalogData, catalogFrom, type Catalog, type CatalogData } from "./catalog.server";
import type { ContentPage } from "./types";

/** Where a page's body is in the bodies file: its first byte and its length in bytes. */
type BodyAt = readonly [offset: number, length: number];

interface Snapshot {
  data: CatalogData;
  /** Each language's pages' bodies, in the order of `data.resolved`. */
  bodies: ReadonlyMap<LanguageCode, readonly BodyAt[]>;
}

const bodiesFile = (file: string) => `${file}.bodies`;

export function writeCatalogSnapshot(catalog: Catalog, file: string): void {
  const data = catalogData(catalog);
  const chunks: Buffer[] = [];
  let offset = 0;
  const bodies = new Map<LanguageCode, BodyAt[]>();
  const resolved = new Map<LanguageCode, ContentPage[]>();
  for (const [language, pages] of data.resolved) {
    const at: BodyAt[] = [];
    for (const page of pages) {
      const body = Buffer.from(page.html, "utf8");
      chunks.push(body);
      at.push([offset, body.length]);
      offset += body.length;
    }
    bodies.set(language, at);
    resolved.set(
      language,
      pages.map((page) => ({ ...page, html: "" })),
    );
  }
  writeFileSync(bodiesFile(file), Buffer.concat(chunks));
  writeFileSync(file, serialize({ data: { ...data, resolved }, bodies } satisfies Snapshot));
}

export function readCatalogSnapshot(file: string): Catalog {
  const { data, bodies } = deserialize(readFileSync(file)) as Snapshot;
  // Open for as long as the thread renders: a build's threads end with it.
  const descriptor = openSync(bodiesFile(file), "r");
  const read = ([offset, length]: BodyAt) => {
    const buffer = Buffer.alloc(length);
    readSync(descriptor, buffer, 0, length, offset);
    return buffer.toString("utf8");
  };
  for (const [language, pages] of data.resolved) {
    const at = bodies.get(language) ?? [];
    pages.forEach((page, index) => {
      const where = at[index];
      if (where)
        Object.defineProperty(page, "html", { enumerable: true, get: () => read(where) });
    });
  }
  process.once("exit", () => closeSync(descriptor));
  return catalogFrom(data);
}
