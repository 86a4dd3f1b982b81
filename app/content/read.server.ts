/**
 * Reading and checking content files: every file of `content/` is found, its front matter parsed
 * with the `yaml` library and checked against its collection's schema (schema.ts). Each problem is
 * one line that names the file, the line in it where there is one, and the field; list items count
 * from 1. Pages whose date is still to come, and drafts, are set aside: they are published nowhere.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { LineCounter, parseDocument, YAMLParseError, isMap, isPair, isScalar } from "yaml";
import type { z } from "zod";
import { DEFAULT_LANGUAGE, isLanguageCode, LANGUAGE_CODES } from "../i18n/languages";
import type { LanguageCode } from "../i18n/languages";
import {
  COLLECTION_NAMES,
  COLLECTIONS,
  EVENTS_ARCHIVE_SLUG,
  isCollectionName,
  pagePathOf,
  type CollectionName,
} from "./collections";
import {
  addressReserved,
  addressTaken,
  collectionFieldProblems,
  fieldName,
  FIXED_PAGE,
  schemaIssues,
  translationPhotoProblems,
} from "./file-rules";
import { ARCHIVED, LISTING_PAGES_SEGMENT } from "./listings.server";
import { collectionIn, collections } from "./content.config";
import { FRONT_MATTER, PAGE_FILE, PUBLIC_FILE, SITE_PATH } from "./patterns";
import type {
  DocumentFrontMatter,
  EventFrontMatter,
  GoalFrontMatter,
  PageFrontMatter,
  TranslationFrontMatter,
} from "./schema";

/**
 * The front matter of an English file: a page's, a goal's with its colour, a document's with its
 * facts or an event's with its dates.
 */
export type EnglishFrontMatter = PageFrontMatter &
  Partial<Pick<GoalFrontMatter, "colour">> &
  Partial<Omit<DocumentFrontMatter, keyof PageFrontMatter>> &
  Partial<Omit<EventFrontMatter, keyof PageFrontMatter | "organ">>;

/** Where a file's text is: its name, its body, and the line its body starts on. */
export interface FileText {
  file: string;
  body: string;
  bodyLine: number;
  /** The line of a field of the front matter in the file, if it is written. */
  lineOf?: ReadYaml["lineOf"];
}

export interface SourcePage {
  path: string;
  collection: CollectionName;
  slug: string;
  /** English: every field. */
  source: EnglishFrontMatter & FileText;
  translations: Map<LanguageCode, TranslationFrontMatter & FileText>;
}

/** An English file that is not published: its links and images are still checked. */
export interface SetAside extends FileText {
  path: string;
  image?: string;
  related: string[];
  /** Why it is not published: its date to come, or `draft: true`; none when it does not fit. */
  waits?: { until: string } | { draft: true };
}

/** A YAML document read from a file, and how to find the line of a field in the file. */
export interface ReadYaml {
  data: unknown;
  /** The line in the file of a field (`["related", 1]`), if it is written. */
  lineOf: (path: readonly PropertyKey[]) => number | undefined;
}

/**
 * The longest slug: the build names files after it, the longest being a page's precompressed
 * not-found page or data file ("<slug>.html.br", "<slug>.data.br"), and a file name holds at most
 * 255 bytes on the usual file systems (ext4, XFS, APFS, NTFS).
 */
export const MAX_SLUG_LENGTH = 255 - ".html.br".length;

/** "content/x.en.md:4" where the line is known, or the file alone. */
export const at = (file: string, line?: number) => (line ? `${file}:${line}` : file);

export { fieldName };

/** What a YAML error usually means, in the words of the guide (docs/editing.md, section 3). */
function yamlHint(message: string): string {
  if (/compact mappings|Implicit map keys|Nested mappings/.test(message))
    return ': a value with ": " in it must be written in double quotes, such as title: "UN80: a new era"';
  if (/tab/i.test(message)) return ": indent with spaces, never tabs";
  return "";
}

/**
 * Front matter read before, by a hash of its text (the build's content cache keeps it from one
 * build to the next: scripts/build/content.ts): its value, taken again without parsing. Parsing
 * the YAML of every file was a third of the content stage (1.4 s of 4 at 1,000 stories). Only
 * text that parsed without an error is kept.
 */
export interface FrontMatterMemo {
  get(key: string): unknown;
  set(key: string, data: unknown): void;
}

/** A YAML text parsed, with its lines counted. */
function parsed(text: string) {
  const lines = new LineCounter();
  return { lines, document: parseDocument(text, { lineCounter: lines, prettyErrors: false }) };
}

/**
 * Reads a YAML text that starts at line `firstLine` of `file`; a syntax error is one problem with
 * its line in the file. With `memo`, a text read before is taken from it, and parsed again only
 * if a field's line is asked for (a problem to report).
 */
export function readYaml(
  file: string,
  text: string,
  problems: string[],
  firstLine = 1,
  memo?: FrontMatterMemo,
): ReadYaml | undefined {
  const key = memo && createHash("sha256").update(text).digest("hex");
  const known = key === undefined ? undefined : memo?.get(key);
  if (key !== undefined && known !== undefined) {
    memo?.set(key, known);
    let lineOf: ReadYaml["lineOf"] | undefined;
    return {
      data: known,
      lineOf: (path) => (lineOf ??= readYaml(file, text, [], firstLine)?.lineOf)?.(path),
    };
  }
  const { lines, document } = parsed(text);
  const [error] = document.errors;
  if (error) {
    let line = error instanceof YAMLParseError ? lines.linePos(error.pos[0]).line : 1;
    const reason = (error.message.split("\n")[0] ?? "").replace(/ at line \d+, column \d+:?$/, "");
    // An unclosed quote is found where the text ends: name the line that opened it.
    const quote = /Missing closing (["'])quote/.exec(reason)?.[1];
    if (quote) {
      const opened = text
        .split("\n")
        .slice(0, line)
        .findLastIndex((each) => (each.split(quote).length - 1) % 2 === 1);
      if (opened !== -1) line = opened + 1;
    }
    problems.push(
      `${at(file, firstLine + line - 1)}: front matter is not valid YAML: ${reason}${yamlHint(reason)}`,
    );
    return undefined;
  }
  const lineOf = (path: readonly PropertyKey[]) => {
    const parent = path.length > 1 ? document.getIn(path.slice(0, -1), true) : document.contents;
    const last = path.at(-1);
    let node: unknown = parent;
    if (isMap(parent))
      node = parent.items.find((item) => isPair(item) && isScalar(item.key) && item.key.value === last);
    else if (parent && typeof last === "number")
      node = (parent as { items?: unknown[] }).items?.[last];
    const range = (isPair(node) ? node.key : node) as { range?: [number, number, number] } | null;
    return range?.range ? firstLine + lines.linePos(range.range[0]).line - 1 : undefined;
  };
  const data: unknown = document.toJS() ?? {};
  if (key !== undefined) memo?.set(key, data);
  return { data, lineOf };
}

/** One line per zod issue: `file:line: field: problem`. */
function schemaProblems(file: string, yaml: ReadYaml, error: z.ZodError): string[] {
  return schemaIssues(error).map(({ path, message }) =>
    path.length ? `${at(file, yaml.lineOf(path))}: ${fieldName(path)}: ${message}` : `${file}: ${message}`,
  );
}

export function parse<T>(schema: z.ZodType<T>, file: string, yaml: ReadYaml, problems: string[]) {
  const result = schema.safeParse(yaml.data, { reportInput: true });
  if (result.success) return result.data;
  problems.push(...schemaProblems(file, yaml, result.error));
  return undefined;
}

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** The image and related paths of a file, where they are written right. */
function linksOf(data: unknown): Pick<SetAside, "image" | "related"> {
  const { image, related } = (data ?? {}) as { image?: unknown; related?: unknown };
  return {
    ...(typeof image === "string" && PUBLIC_FILE.test(image) ? { image } : {}),
    related: Array.isArray(related)
      ? related.filter((path): path is string => typeof path === "string" && SITE_PATH.test(path))
      : [],
  };
}

/**
 * Slugs a page under a section's base may not take: its listing's further pages are at
 * "<base>/page/2", and the stories' year archives at "/stories/2025", on the same routes.
 */
function reservedSlug(folder: CollectionName, slug: string) {
  if (slug === LISTING_PAGES_SEGMENT) return "is where the section's further listing pages are";
  if (folder === "events" && slug === EVENTS_ARCHIVE_SLUG) return "is the list of past events";
  if (folder === ARCHIVED && /^\d{4}$/.test(slug)) return "is a year's archive of stories";
  return undefined;
}

/**
 * Addresses at the top of the site that a topic or help page may not take besides the fixed pages,
 * and what holds them: the languages' home pages, the editor, the build's folders, public/'s files.
 */
function reservedAddress(path: string, publicNames: readonly string[]) {
  const name = path.slice(1);
  if (isLanguageCode(name)) return "is a language's home page";
  if (name === "admin") return "is the content editor's";
  if (["assets", "pagefind", "404"].includes(name)) return "is the site's own";
  if (publicNames.includes(name)) return `is the folder public/${name}`;
  return undefined;
}

export interface Sources {
  pages: Map<string, SourcePage>;
  home: Map<LanguageCode, { file: string; yaml: ReadYaml }>;
  /** The notice's files, by language (content/notice). */
  notice: Map<LanguageCode, { file: string; yaml: ReadYaml }>;
  /** English files set aside: not fitting their schema, scheduled or drafts. */
  setAside: SetAside[];
  problems: string[];
}

/**
 * Reads and checks every file of `root`/content. `fixedPages` are the site's addresses that are not
 * content files; `today` (YYYY-MM-DD) decides which dated pages are out.
 */
export function readSources(
  root: string,
  {
    fixedPages,
    today,
    frontMatter,
  }: { fixedPages: readonly string[]; today: string; frontMatter?: FrontMatterMemo },
): Sources {
  const problems: string[] = [];
  const pages = new Map<string, SourcePage>();
  const translations: Array<{
    path: string;
    language: LanguageCode;
    translation: TranslationFrontMatter & FileText;
  }> = [];
  const home = new Map<LanguageCode, { file: string; yaml: ReadYaml }>();
  const notice = new Map<LanguageCode, { file: string; yaml: ReadYaml }>();
  /** Every English file by its address, read or not: translations are matched against it. */
  const englishFiles = new Map<string, string>();
  /** The files of a numbered collection (the goals), each number to be in every language. */
  const numberedFiles = new Set<string>();
  const setAside: SetAside[] = [];
  const contentDir = join(root, "content");
  const publicDir = join(root, "public");
  const publicNames = existsSync(publicDir)
    ? readdirSync(publicDir).map((name) => name.replace(/\.[^.]+$/, ""))
    : [];

  for (const absolute of listFiles(contentDir)) {
    const file = relative(root, absolute).split(sep).join("/");
    const [, folder = "", ...rest] = file.split("/");
    const name = rest.join("/");
    // The editors' notes on each collection's sources (content/sources/<collection>.md): kept out of
    // the collections' folders, where the editor would list them as pages.
    if (folder === "sources") continue;
    const collection = collectionIn(folder);
    if (collection?.loader.kind === "records") {
      const match = collection.loader.file.exec(name)?.groups;
      if (!match || !isLanguageCode(match.language)) {
        problems.push(`${file}: ${collection.loader.misnamed}`);
        continue;
      }
      // The Member States are read apart, by member-states.server.ts, for their page and their data.
      if (collection.name !== "home" && collection.name !== "notice") continue;
      const yaml = readYaml(file, readFileSync(absolute, "utf8"), problems, 1, frontMatter);
      if (yaml) (collection.name === "home" ? home : notice).set(match.language, { file, yaml });
      continue;
    }
    if (!collection || !isCollectionName(folder)) {
      problems.push(`${file}: "${folder}" is not a collection (${COLLECTION_NAMES.join(", ")})`);
      continue;
    }
    const match = PAGE_FILE.exec(name)?.groups;
    if (!match?.slug || !isLanguageCode(match.language)) {
      problems.push(
        `${file}: a page file is named <slug>.<language>.md, with a slug of lower-case letters, digits and dashes and a language of ${LANGUAGE_CODES.join(", ")}`,
      );
      continue;
    }
    const { slug, language } = match as { slug: string; language: LanguageCode };
    if (slug.length > MAX_SLUG_LENGTH) {
      problems.push(
        `${file}: the slug is ${slug.length} characters long; the build names files after it, and a file name holds at most 255 bytes: shorten it to ${MAX_SLUG_LENGTH} characters or fewer`,
      );
      continue;
    }
    const { numbers } = collection.loader;
    if (numbers) numberedFiles.add(file);
    if (numbers && !numbers.map(String).includes(slug)) {
      problems.push(
        `${file}: a goal file is named <number>.<language>.md, with a number from 1 to ${numbers.length}`,
      );
      continue;
    }
    const path = pagePathOf(folder, slug);
    const isEnglish = language === DEFAULT_LANGUAGE;
    if (isEnglish) {
      // One line per clash, naming both files; the translations share the first file's address.
      const other = englishFiles.get(path);
      if (other) {
        problems.push(`${file}: ${addressTaken(path, other)}`);
        continue;
      }
      englishFiles.set(path, file);
      const reserved = fixedPages.includes(path)
        ? FIXED_PAGE
        : COLLECTIONS[folder].base === ""
          ? reservedAddress(path, publicNames)
          : reservedSlug(folder, slug);
      if (reserved) problems.push(`${file}: ${addressReserved(path, reserved)}`);
      if (reserved) continue;
    } else if (fixedPages.includes(path)) continue;
    const text = readFileSync(absolute, "utf8");
    const front = FRONT_MATTER.exec(text)?.groups;
    if (!front) {
      problems.push(`${at(file, 1)}: must start with front matter between two lines of ---`);
      continue;
    }
    const yaml = readYaml(file, front.yaml ?? "", problems, 2, frontMatter);
    if (!yaml) continue;
    const body = front.body ?? "";
    const bodyLine = text.slice(0, text.length - body.length).split("\n").length;
    if (isEnglish) {
      const source = parse<EnglishFrontMatter>(
        collection.schema.english as z.ZodType<EnglishFrontMatter>,
        file,
        yaml,
        problems,
      );
      if (!source) {
        setAside.push({ path, file, body, bodyLine, lineOf: yaml.lineOf, ...linksOf(yaml.data) });
        continue;
      }
      for (const { field, message } of collectionFieldProblems(folder, source))
        problems.push(`${at(file, yaml.lineOf([field]))}: ${field}: ${message}`);
      const waits = source.draft
        ? { draft: true as const }
        : source.date && source.date > today
          ? { until: source.date }
          : undefined;
      if (waits) {
        setAside.push({ path, file, body, bodyLine, lineOf: yaml.lineOf, ...linksOf(yaml.data), waits });
        continue;
      }
      pages.set(path, {
        path,
        collection: folder,
        slug,
        source: { ...source, file, body, bodyLine, lineOf: yaml.lineOf },
        translations: new Map(),
      });
    } else {
      const translation = parse<TranslationFrontMatter & { place?: string }>(
        collection.schema.translation as z.ZodType<TranslationFrontMatter & { place?: string }>,
        file,
        yaml,
        problems,
      );
      if (!translation) continue;
      translations.push({ path, language, translation: { ...translation, file, body, bodyLine } });
    }
  }

  for (const { path, language, translation } of translations) {
    const page = pages.get(path);
    if (!page) {
      if (englishFiles.has(path)) continue;
      const source = translation.file.replace(/\.[a-z]+\.md$/, `.${DEFAULT_LANGUAGE}.md`);
      problems.push(`${translation.file}: is a translation of ${source}, which does not exist`);
      continue;
    }
    for (const { field, message } of translationPhotoProblems(page.source, translation))
      problems.push(`${translation.file}: ${field}: ${message}`);
    if ("draft" in translation && translation.draft) continue;
    page.translations.set(language, translation);
  }
  // The home page of every language shows all the goals: each has its file in every language.
  for (const number of collections.goals.loader.numbers ?? [])
    for (const code of LANGUAGE_CODES) {
      const file = `${collections.goals.loader.folder}/${number}.${code}.md`;
      if (!numberedFiles.has(file))
        problems.push(`${file}: is missing: every goal has a page in every language`);
    }
  return { pages, home, notice, setAside, problems };
}
