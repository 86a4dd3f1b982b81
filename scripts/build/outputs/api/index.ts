/**
 * The API output: the site's content as open data, static files in the build (docs/api.md).
 *
 *   /api/content<address>.json   every page's content (pages.ts), kept in the page cache beside
 *                                the page's HTML, under the same key: a rebuild writes the JSON
 *                                of the pages it renders again, and links the others'
 *   /api/<name>.json and .csv    each collection of DATASETS (datasets.ts), in every language,
 *                                under /api/<code>/ for the languages other than English
 *   /api/schema/<shape>.json     the JSON Schema of each shape (schemas.ts)
 *   /api/index.json              all of them
 */
import { existsSync, readFileSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
import type { Catalog } from "~/content/catalog.server";
import { SITE_URL } from "~/config/site";
import { LANGUAGE_CODES, languageFromPath } from "~/i18n/languages";
import { replaceFile } from "../../../postbuild/cache.mjs";
import { compressAll } from "../../../postbuild/compress.mjs";
import { finishedWriter } from "../../../postbuild/finish-page.mjs";
import { linkKeptFiles } from "../../page-cache";
import { DATASETS } from "./datasets";
import { pageJson, pageRecords } from "./pages";
import { API_INDEX, contentJsonPath, datasetPath, schemaPath } from "./paths";
import {
  datasetFileSchema,
  indexSchema,
  jsonSchemaOf,
  pageSchema,
  type ApiIndex,
  type PageRecord,
} from "./schemas";

export interface ApiOptions {
  clientDir: string;
  catalog: Catalog;
  /** The addresses of the prerendered pages; those with no content (not-found) are left out. */
  pages: readonly string[];
  /** Where the page cache keeps a page's JSON, for a page it can keep. */
  keptFile?: (path: string) => string | undefined;
  /** The pages' JSON files already put in place from the page cache (page-cache.ts, reuse). */
  inPlace?: ReadonlySet<string>;
  /**
   * Where the index's line of each kept page's JSON (its kind and title) is kept, by the name of
   * the page cache's file: read whole, instead of every page's JSON read back for two fields.
   */
  entriesFile?: string;
}

/** The file of the index's kept lines, in the page cache's folder (ApiOptions.entriesFile). */
export const API_ENTRIES_FILE = "api-entries.json";

type Entry = Pick<PageRecord, "kind" | "title">;

/** The kept lines of the index, by the name of the page cache's file; none when unreadable. */
function keptEntries(file: string | undefined): Map<string, Entry> {
  if (!file) return new Map();
  try {
    return new Map(Object.entries(JSON.parse(readFileSync(file, "utf8")) as Record<string, Entry>));
  } catch {
    return new Map();
  }
}

/** Keeps the index's lines of this build's pages (the others' are dropped: it does not grow). */
async function keepEntries(file: string | undefined, entries: Map<string, Entry>) {
  if (!file) return;
  await mkdir(dirname(file), { recursive: true });
  await replaceFile(file, JSON.stringify(Object.fromEntries(entries)));
}

export interface ApiResult {
  /** The pages' JSON files, written finished (compressed): the finishing stage leaves them. */
  finished: string[];
  /** How many pages' JSON was made, and how many taken from the page cache. */
  made: number;
  reused: number;
}

/** The API's description, at the head of its index. */
const DESCRIPTION =
  "The portal's content as open data: every page's content as JSON, and the collections as JSON and CSV in the six official languages. docs/api.md in the repository describes it.";

const json = (value: unknown) => `${JSON.stringify(value)}\n`;

/** Writes the API into the build's client folder. */
export async function writeApi({
  clientDir,
  catalog,
  pages,
  keptFile,
  inPlace,
  entriesFile,
}: ApiOptions): Promise<ApiResult> {
  const write = async (path: string, text: string) => {
    const file = join(clientDir, path);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, text);
  };
  const pageFiles = await writePages(clientDir, catalog, pages, {
    keptFile,
    inPlace,
    entriesFile,
  });

  const schemas: Record<string, string> = {};
  for (const [shape, schema] of [
    ["page", pageSchema],
    ["index", indexSchema],
  ] as const) {
    schemas[shape] = schemaPath(shape);
    await write(schemaPath(shape), json(jsonSchemaOf(schema, absolute(schemaPath(shape)))));
  }

  const datasets: ApiIndex["datasets"] = [];
  for (const dataset of DATASETS) {
    const schema = schemaPath(dataset.name);
    schemas[dataset.name] = schema;
    const fileSchema = datasetFileSchema(dataset.name, dataset.description, dataset.row);
    await write(schema, json(jsonSchemaOf(fileSchema, absolute(schema))));
    const files: ApiIndex["datasets"][number]["files"] = [];
    for (const code of LANGUAGE_CODES) {
      const { rows, csv } = dataset.table(catalog, code);
      const paths = { json: datasetPath(dataset.name, code, "json"), csv: datasetPath(dataset.name, code, "csv") };
      const file = fileSchema.parse({
        name: dataset.name,
        description: dataset.description,
        language: code,
        count: rows.length,
        csv: paths.csv,
        schema,
        rows,
      });
      await write(paths.json, json(file));
      await write(paths.csv, csv);
      files.push({ language: code, ...paths, count: rows.length });
    }
    datasets.push({ name: dataset.name, description: dataset.description, schema, files });
  }

  const index: ApiIndex = {
    description: DESCRIPTION,
    site: SITE_URL,
    languages: [...LANGUAGE_CODES],
    schemas,
    datasets,
    pages: pageFiles.index,
  };
  await write(API_INDEX, json(indexSchema.parse(index)));
  return { finished: pageFiles.finished, made: pageFiles.made, reused: pageFiles.reused };
}

const absolute = (path: string) => `${SITE_URL}${path}`;

/**
 * Lists each page's JSON: written by the rendering threads with the page, or linked from the page
 * cache where it holds it under the page's key, or else made here (finished with its compressed
 * siblings, and kept in the cache).
 */
async function writePages(
  clientDir: string,
  catalog: Catalog,
  pages: readonly string[],
  { keptFile, inPlace, entriesFile }: Pick<ApiOptions, "keptFile" | "inPlace" | "entriesFile">,
) {
  const kept = keptEntries(entriesFile);
  const keeping = new Map<string, Entry>();
  /** A page's kind and title: kept, or read from its JSON. */
  const entryOf = (file: string, cached: string | undefined): Entry => {
    const known = cached === undefined ? undefined : kept.get(basename(cached));
    if (known) return known;
    const { kind, title } = JSON.parse(readFileSync(file, "utf8")) as PageRecord;
    return { kind, title };
  };
  let records: ReturnType<typeof pageRecords> | undefined;
  const writer = finishedWriter();
  const finished: string[] = [];
  const index: ApiIndex["pages"] = [];
  let made = 0;
  let reused = 0;
  const folders = new Set<string>();
  const now = new Date();
  for (const address of pages) {
    const path = contentJsonPath(address);
    const file = join(clientDir, path);
    const cached = keptFile?.(address);
    let record: Entry | undefined;
    if (inPlace?.has(file)) {
      record = entryOf(file, cached);
      reused++;
    } else if (existsSync(file)) {
      // Written by the rendering thread with its page: read back.
      record = entryOf(file, undefined);
      made++;
    } else if (cached && existsSync(cached)) {
      if (!folders.has(dirname(file))) await mkdir(dirname(file), { recursive: true });
      folders.add(dirname(file));
      linkKeptFiles(cached, file, now);
      record = entryOf(file, cached);
      reused++;
    } else {
      records ??= pageRecords(catalog);
      const fresh = await records.read(address);
      if (!fresh) continue;
      // Checked against its schema by the tests (api.site.test.mjs) rather than here: at a
      // thousand stories, parsing every page's record again would add seconds to the build.
      record = fresh;
      const content = Buffer.from(pageJson(fresh));
      writer.write(file, { content, siblings: compressAll(content, path) }, cached);
      made++;
    }
    finished.push(file);
    if (cached) keeping.set(basename(cached), { kind: record.kind, title: record.title });
    index.push({
      path: address,
      language: languageFromPath(address),
      kind: record.kind,
      title: record.title,
      json: path,
    });
  }
  await keepEntries(entriesFile, keeping);
  return { finished, index, made, reused };
}
