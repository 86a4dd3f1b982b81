/**
 * How the editor reads and writes content files: the same YAML library and style as the files
 * committed by hand (no folded lines, fields in the format's order), so that a page saved in the
 * editor reads, and diffs, like one written in a text editor. Fields an editor left empty are left
 * out, and a language with nothing written in it has no file (see omitUnwrittenFiles).
 */
import { Document, isScalar, isSeq, parse, stringify, visit } from "yaml";
import {
  englishVersion,
  recordedVersion,
  translatedText,
  withVersion,
} from "../content/english-version";
import { UPLOADS_PATH } from "../content/images";
import { typedTables } from "./editor-components";
import { DEFAULT_LANGUAGE } from "../i18n/languages";
import { FRONT_MATTER } from "../content/patterns";

const YAML_STYLE = { lineWidth: 0, flowCollectionPadding: false } as const;
const ENGLISH_VERSION_KEY = "englishVersion";

type Data = Record<string, unknown>;

/** Lists written on one line, as the format's examples write them: what a source confirms. */
const FLOW_LISTS = new Set(["confirms"]);

/** Front matter as YAML in the files' style, with the short lists of FLOW_LISTS on one line. */
function frontMatterYaml(fields: unknown): string {
  const document = new Document(fields);
  visit(document, {
    Pair(_, pair) {
      if (isScalar(pair.key) && FLOW_LISTS.has(String(pair.key.value)) && isSeq(pair.value))
        pair.value.flow = true;
    },
  });
  return document.toString(YAML_STYLE);
}

/** A value without what an editor left empty: blank text, empty lists, cleared numbers. */
function written(value: unknown): unknown {
  if (Array.isArray(value)) {
    const items = value.map(written).filter((item) => item !== undefined);
    return items.length > 0 ? items : undefined;
  }
  if (value !== null && typeof value === "object") {
    const fields = Object.entries(value)
      .map(([key, field]) => [key, written(field)] as const)
      .filter(([, field]) => field !== undefined);
    return fields.length > 0 ? Object.fromEntries(fields) : undefined;
  }
  if (value === null || value === undefined || (typeof value === "string" && !value.trim()))
    return undefined;
  return value;
}

/** Fields in the order the editor's configuration lists them, with the fields of list items. */
export type FieldOrder = readonly { name: string; fields?: FieldOrder }[];

/** A value with its fields, and those of its list items, in configuration order, then any others. */
function ordered(value: unknown, fields: FieldOrder): unknown {
  if (Array.isArray(value)) return value.map((item) => ordered(item, fields));
  if (value === null || typeof value !== "object") return value;
  const rank = (key: string) => {
    // The English version a translation was made from opens it (english-version.ts).
    if (key === ENGLISH_VERSION_KEY) return -1;
    const index = fields.findIndex((field) => field.name === key);
    return index === -1 ? fields.length : index;
  };
  return Object.fromEntries(
    Object.entries(value)
      .sort(([a], [b]) => rank(a) - rank(b))
      .map(([key, field]) => [key, ordered(field, fields[Math.max(rank(key), 0)]?.fields ?? [])]),
  );
}

/**
 * In the editor, an uploaded photo is named without the leading slash of its site path
 * ("images/uploads/solar.jpg"): Decap then shows it through its back end, even before it is saved,
 * where it would look for "/images/uploads/solar.jpg" on the site, which serves only its renderings.
 */
const EDITOR_UPLOADS = UPLOADS_PATH.slice(1);
const fromSitePath = (image: unknown) =>
  typeof image === "string" && image.startsWith(`${UPLOADS_PATH}/`) ? image.slice(1) : image;
const toSitePath = (image: unknown) =>
  typeof image === "string" && image.startsWith(`${EDITOR_UPLOADS}/`) ? `/${image}` : image;

/**
 * What the editor's Markdown serializer writes, as the guide documents it (docs/editing.md,
 * section 4): list items with "- ", emphasis with "_", and Markdown typed as text in the rich-text
 * box ("## Heading", "- item", "[a link](/faq)", "| a | b |") as the markup it was typed as, not
 * escaped.
 */
export function documentedMarkdown(markdown: string): string {
  return (
    // Lines of pipes typed one after another: a table (see editor-components.ts).
    typedTables(markdown)
      // Typed at the start of a line: a heading, a list item, a numbered item, a quote.
      .replace(/^(\s*)\\(#{1,6} )/gm, "$1$2")
      .replace(/^(\s*)\\([-*+] )/gm, "$1$2")
      .replace(/^(\s*)(\d+)\\([.)] )/gm, "$1$2$3")
      .replace(/^(\s*)\\(> )/gm, "$1$2")
      // Typed anywhere: a link's brackets.
      .replace(/\\([[\]])/g, "$1")
      // List items as the guide writes them, one per line (typed, each is a paragraph of its own).
      .replace(/^(\s*)[*+] (?=\S)/gm, "$1- ")
      .replace(/^(\s*- .*)\n\n(?=\s*- )/gm, "$1\n")
      .replace(/^(\s*\d+[.)] .*)\n\n(?=\s*\d+[.)] )/gm, "$1\n")
      // Emphasis with underscores, strong emphasis with asterisks.
      .replace(/(?<![*\\\w])\*(?![*\s])([^*\n]*?[^*\s\\])\*(?![*\w])/g, "_$1_")
  );
}

/** A page: YAML front matter between two lines of ---, a blank line, then the Markdown body. */
export const pageFormat = {
  fromFile(text: string): Data {
    const parts = FRONT_MATTER.exec(text)?.groups;
    if (!parts) return { body: text };
    const front = (parse(parts.yaml ?? "") ?? {}) as Data;
    if ("image" in front) front.image = fromSitePath(front.image);
    return { ...front, body: (parts.body ?? "").replace(/^(\r?\n)+/, "").trimEnd() };
  },
  /** `order`: the names of the collection's fields, as Decap passes them. */
  toFile(data: Data, order: readonly string[] = []): string {
    const { body, ...front } = data;
    const fields = (written(front) ?? {}) as Data;
    if ("image" in fields) fields.image = toSitePath(fields.image);
    const text = typeof body === "string" ? documentedMarkdown(body.trim()) : "";
    if (Object.keys(fields).length === 0 && !text) return "";
    const yaml =
      Object.keys(fields).length > 0
        ? frontMatterYaml(
            ordered(
              fields,
              order.map((name) => ({ name })),
            ),
          )
        : "";
    return `---\n${yaml}---\n${text ? `\n${text}\n` : ""}`;
  },
};

/** Records in one YAML file per language, such as the home page's, with their fields' order. */
export function recordsFormat(fields: FieldOrder) {
  return {
    fromFile(text: string): Data {
      return (parse(text) ?? {}) as Data;
    },
    toFile(data: Data): string {
      const records = written(data);
      return records === undefined ? "" : stringify(ordered(records, fields), YAML_STYLE);
    },
  };
}

/** A file the editor sends its back end: where, and what. */
interface DataFile {
  path: string;
  raw: string;
}

/**
 * Decap writes a file for every language of an entry, translated or not (decaporg/decap-cms#6932);
 * the formats above write nothing for a language with nothing in it (Decap adds a line break),
 * and this leaves those files out, so a page exists only in the languages it is written in.
 */
export function omitUnwrittenFiles<T extends DataFile>(dataFiles: readonly T[]): T[] {
  return dataFiles.filter((file) => file.raw.trim() !== "");
}

/** "content/stories/x.en.md", "content/home/home.en.yml": an entry's English file. */
const ENGLISH_FILE = new RegExp(`\\.${DEFAULT_LANGUAGE}\\.(md|yml)$`);

/**
 * An entry's files with the English version recorded in each translation that does not say yet
 * which English text it was made from; an English file never holds one (see english-version.ts).
 */
export async function recordEnglishVersion<T extends DataFile>(
  dataFiles: readonly T[],
): Promise<T[]> {
  const english = dataFiles.find((file) => ENGLISH_FILE.test(file.path));
  if (!english) return [...dataFiles];
  const version = await englishVersion(translatedText(english.path, english.raw));
  return dataFiles.map((file) => {
    if (file === english)
      return { ...file, raw: file.raw.replace(/^englishVersion: .*\r?\n/m, "") };
    return recordedVersion(file.raw)
      ? file
      : { ...file, raw: withVersion(file.path, file.raw, version) };
  });
}
