/**
 * The build's checks of a content file, run by the editor before it saves an entry: the same
 * collection definitions (app/content/content.config.ts) and rules (app/content/file-rules.ts), so
 * that an entry the build would refuse is refused in the editor, in the build's words, and no file
 * is written. The build stays the final judge: it also reads what the editor cannot, such as every
 * other page's links.
 */
import { parse } from "yaml";
import type { z } from "zod";
import {
  COLLECTIONS,
  isCollectionName,
  pagePathOf,
  type CollectionName,
} from "../content/collections";
import {
  addressReserved,
  addressTaken,
  collectionFieldProblems,
  fieldName,
  FIXED_PAGE,
  linkNowhere,
  photoSizeProblem,
  pictureWithoutDescription,
  relatedNowhere,
  schemaIssues,
  translationPhotoProblems,
} from "../content/file-rules";
import { collectionIn, collections } from "../content/content.config";
import { UPLOADS_PATH } from "../content/images";
import { FRONT_MATTER, PAGE_FILE, SITE_PATH } from "../content/patterns";
import { DEFAULT_LANGUAGE } from "../i18n/languages";
import type { PageChoice } from "./cms-config";

/** The schemas the build reads a collection's files with, English and translation (app/content/content.config.ts). */
export const FILE_SCHEMAS = Object.fromEntries(
  Object.values(collections).map(({ name, schema }) => [name, schema]),
) as { [Name in keyof typeof collections]: (typeof collections)[Name]["schema"] };

/** A file of an entry as the editor is about to write it. */
export interface EntryFile {
  path: string;
  raw: string;
}

type Data = Record<string, unknown>;

/** A file's fields: a page's front matter, or the home page's records. */
function fieldsOf(file: EntryFile): Data | string {
  try {
    if (file.path.endsWith(".yml")) return (parse(file.raw) ?? {}) as Data;
    const parts = FRONT_MATTER.exec(file.raw)?.groups;
    return (parts ? (parse(parts.yaml ?? "") ?? {}) : {}) as Data;
  } catch (error) {
    return `front matter is not valid YAML: ${error instanceof Error ? error.message.split("\n")[0] : ""}`;
  }
}

const bodyOf = (file: EntryFile) => FRONT_MATTER.exec(file.raw)?.groups?.body ?? "";

/** Site links written in Markdown, `[words](/path)`: their addresses, as written. */
const LINK = /\]\((\/[^)\s]*)\)/g;
/** Pictures in Markdown, `![what it shows](/images/uploads/chart.png "Caption")`. */
const PICTURE = /!\[([^\]]*)\]\(([^)\s]+)/g;
/** A link to a file rather than a page, such as a photo: the build checks it against public/. */
const FILE_LINK = /\.[a-z0-9]+$/i;

/** Where a file of `path` sits: its collection, slug and language. */
function placeOf(path: string) {
  const [, folder = "", name = ""] = path.split("/");
  const collection = collectionIn(folder);
  if (collection?.loader.kind === "records") {
    // The Member States are edited in their files, not in the editor (app/content/content.config.ts).
    if (collection.name === "member-states") return undefined;
    const language = collection.loader.file.exec(name)?.groups?.language;
    return language ? { folder: collection.name, slug: collection.name, language } : undefined;
  }
  const groups = PAGE_FILE.exec(name)?.groups;
  if (!isCollectionName(folder) || !groups?.slug || !groups.language) return undefined;
  return { folder, slug: groups.slug, language: groups.language };
}

/** What the editor knows of the site: its pages, and the files of a collection's folder. */
export interface SiteKnowledge {
  pages: readonly PageChoice[];
  /** The English files that hold top-level addresses ("/faq"), for an address's collision. */
  filesAt?: (folder: CollectionName) => Promise<readonly string[]>;
  /** An uploaded photo's size in pixels, by its site path; undefined when it cannot be read. */
  photoSize?: (src: string) => Promise<{ width: number; height: number } | undefined>;
}

/**
 * The problems the build would report in an entry's files, one line each, `file: field: problem`.
 * `newEntry`: the entry is being created, so its address must be free.
 */
export async function entryProblems(
  files: readonly EntryFile[],
  site: SiteKnowledge,
  { newEntry = false } = {},
): Promise<string[]> {
  const written = files.filter((file) => file.raw.trim() !== "");
  const problems: string[] = [];
  const say = (file: string, path: readonly PropertyKey[], message: string) =>
    problems.push(path.length ? `${file}: ${fieldName(path)}: ${message}` : `${file}: ${message}`);
  const paths = new Set(site.pages.map((page) => page.path));
  const englishFile = written.find((file) => placeOf(file.path)?.language === DEFAULT_LANGUAGE);
  const english = englishFile ? fieldsOf(englishFile) : undefined;
  const place = englishFile ? placeOf(englishFile.path) : undefined;
  const ownPath =
    place && place.folder !== "home" && place.folder !== "notice"
      ? pagePathOf(place.folder, place.slug)
      : undefined;

  for (const file of written) {
    const where = placeOf(file.path);
    if (!where) continue;
    const fields = fieldsOf(file);
    if (typeof fields === "string") {
      say(file.path, [], fields);
      continue;
    }
    const isEnglish = where.language === DEFAULT_LANGUAGE;
    // The editor's form offers it in English too; the English file never keeps it (content-format.ts).
    if (isEnglish) delete fields.englishVersion;
    const schema: z.ZodType = FILE_SCHEMAS[where.folder][isEnglish ? "english" : "translation"];
    const result = schema.safeParse(fields, { reportInput: true });
    for (const { path, message } of result.success ? [] : schemaIssues(result.error))
      say(file.path, path, message);
    if (where.folder === "home") continue;
    if (where.folder === "notice") {
      const link = isEnglish ? fields.link : undefined;
      if (typeof link === "string" && SITE_PATH.test(link) && !paths.has(link))
        say(file.path, ["link"], relatedNowhere(link));
      continue;
    }
    if (isEnglish && result.success)
      for (const { field, message } of collectionFieldProblems(where.folder, fields))
        say(file.path, [field], message);
    if (!isEnglish && english && typeof english === "object" && where.folder !== "goals")
      for (const { field, message } of translationPhotoProblems(english, fields))
        say(file.path, [field], message);
    const related = Array.isArray(fields.related) ? (fields.related as unknown[]) : [];
    related.forEach((path, index) => {
      if (typeof path === "string" && SITE_PATH.test(path) && !paths.has(path) && path !== ownPath)
        say(file.path, ["related", index], relatedNowhere(path));
    });
    const photos: [string, "image" | "body"][] =
      isEnglish && typeof fields.image === "string" ? [[fields.image, "image"]] : [];
    for (const [, alt = "", href = ""] of bodyOf(file).matchAll(PICTURE)) {
      if (!alt.trim()) say(file.path, ["body"], pictureWithoutDescription(href));
      photos.push([href, "body"]);
    }
    for (const [src, shownAs] of photos) {
      if (!src.startsWith(`${UPLOADS_PATH}/`) || !site.photoSize) continue;
      const size = await site.photoSize(src);
      const problem = size && photoSizeProblem(src, size, shownAs);
      if (problem) say(file.path, [shownAs], problem);
    }
    for (const [, href = ""] of bodyOf(file).matchAll(LINK)) {
      const address = href.split(/[?#]/)[0] ?? "";
      const prefix = `/${where.language}`;
      const path =
        address === prefix ? "/" : address.startsWith(`${prefix}/`) ? address.slice(3) : address;
      if (FILE_LINK.test(path) || paths.has(path) || path === "/" || path === ownPath) continue;
      say(file.path, ["body"], linkNowhere(href));
    }
  }

  if (
    newEntry &&
    englishFile &&
    place &&
    place.folder !== "home" &&
    place.folder !== "notice" &&
    ownPath
  ) {
    const taken = site.pages.find((page) => page.path === ownPath);
    if (taken?.fixed) say(englishFile.path, [], addressReserved(ownPath, FIXED_PAGE));
    else if (taken) {
      const base = COLLECTIONS[place.folder].base;
      const folders = (Object.keys(COLLECTIONS) as CollectionName[]).filter(
        (name) => COLLECTIONS[name].base === base,
      );
      const holders = site.filesAt
        ? (await Promise.all(folders.map((name) => site.filesAt?.(name) ?? []))).flat()
        : [];
      const other =
        holders.find(
          (path) =>
            path !== englishFile.path &&
            placeOf(path)?.language === DEFAULT_LANGUAGE &&
            pagePathOf(placeOf(path)?.folder as CollectionName, placeOf(path)?.slug ?? "") ===
              ownPath,
        ) ?? (taken.title ? `“${taken.title}”` : "another page");
      say(englishFile.path, [], addressTaken(ownPath, other));
    }
  }
  return problems;
}
