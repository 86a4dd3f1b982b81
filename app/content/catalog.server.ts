/**
 * The content layer: reads every file of `content/`, checks it against the content format
 * (schema.ts) and resolves it into the pages and home records of each language. It runs at build
 * time only (route loaders, the route table, prerendering), so no content reaches a bundle twice.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { parse as parseYaml, YAMLParseError } from "yaml";
import type { z } from "zod";
import { footerColumns, mainNavigation } from "../config/navigation";
import { FIXED_PAGES } from "../config/site-map";
import { DEFAULT_LANGUAGE, isLanguageCode, LANGUAGE_CODES, localizePath } from "../i18n/languages";
import type { LanguageCode } from "../i18n/languages";
import {
  COLLECTION_NAMES,
  COLLECTIONS,
  GOAL_NUMBERS,
  GOAL_STORIES,
  isCollectionName,
  pagePathOf,
  type CollectionName,
} from "./collections";
import { goalInk } from "./goal-colours";
import { goalIcon } from "./images";
import { resolveImage } from "./images.server";
import { renderBody } from "./markdown.server";
import {
  goalSchema,
  goalTranslationSchema,
  homeSchema,
  homeTranslationSchema,
  pageSchema,
  translationSchema,
  type GoalFrontMatter,
  type HomeRecords,
  type HomeTranslation,
  type PageFrontMatter,
  type TranslationFrontMatter,
} from "./schema";
import type { Card, ContentPage, Goal, HomeContent } from "./types";

/** A content file that does not fit the format: one line per problem, naming file and field. */
export class ContentError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(problems.join("\n"));
    this.name = "ContentError";
  }
}

/** The front matter of an English file: a page's, or a goal's with its colour. */
type EnglishFrontMatter = PageFrontMatter & Partial<Pick<GoalFrontMatter, "colour">>;

interface SourcePage {
  path: string;
  collection: CollectionName;
  slug: string;
  /** English: every field. */
  source: EnglishFrontMatter & { file: string; body: string };
  translations: Map<LanguageCode, TranslationFrontMatter & { file: string; body: string }>;
}

export interface Catalog {
  /** Every content page, in collection then `order` order, with the languages it exists in. */
  pages: readonly { path: string; collection: CollectionName; languages: LanguageCode[] }[];
  page(language: LanguageCode, path: string): ContentPage | undefined;
  pagesIn(language: LanguageCode): readonly ContentPage[];
  home(language: LanguageCode): HomeContent;
  /** The 17 goals, in their numbers' order, in a language. */
  goals(language: LanguageCode): readonly Goal[];
  /** The languages a page of the site exists in; none for a path that is no page. */
  languagesOf(path: string): LanguageCode[];
  /** The editors' photos that pages show, each with the stem of its renderings. */
  uploads: readonly { stem: string; upload: string }[];
}

/** The home page's lists of cards that link to pages. */
const CARD_LISTS = ["stories", "structure", "facts", "media", "essentials"] as const;
type CardList = (typeof CARD_LISTS)[number];

const PAGE_FILE = /^(?<slug>[a-z0-9]+(?:-[a-z0-9]+)*)\.(?<language>[a-z]+)\.md$/;
const HOME_FILE = /^home\.(?<language>[a-z]+)\.yml$/;
const FRONT_MATTER = /^---\r?\n(?<yaml>[\s\S]*?)\r?\n---\r?\n?(?<body>[\s\S]*)$/;

/** One line per zod issue: `file: field: problem`. */
function schemaProblems(file: string, error: z.ZodError): string[] {
  return error.issues.flatMap((issue) => {
    const field = issue.path.join(".");
    const at = field ? `${file}: ${field}` : file;
    if (issue.code === "unrecognized_keys")
      return issue.keys.map(
        (key) => `${file}: ${[...issue.path, key].join(".")}: is not a field of this file`,
      );
    if (issue.code === "invalid_type" && issue.input === undefined) return [`${at}: is required`];
    return [`${at}: ${issue.message}`];
  });
}

function readYaml(file: string, text: string, problems: string[]): unknown {
  try {
    return parseYaml(text) ?? {};
  } catch (error) {
    const reason =
      error instanceof YAMLParseError
        ? (error.message.split("\n")[0] ?? "").replace(/:$/, "")
        : String(error);
    problems.push(`${file}: front matter is not valid YAML: ${reason}`);
    return undefined;
  }
}

function parse<T>(schema: z.ZodType<T>, file: string, data: unknown, problems: string[]) {
  const result = schema.safeParse(data, { reportInput: true });
  if (result.success) return result.data;
  problems.push(...schemaProblems(file, result.error));
  return undefined;
}

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** Reads and checks every file; returns the pages and the home records, or throws every problem. */
function readSources(root: string) {
  const problems: string[] = [];
  const pages = new Map<string, SourcePage>();
  const translations: Array<{
    path: string;
    language: LanguageCode;
    translation: TranslationFrontMatter & { file: string; body: string };
  }> = [];
  const home = new Map<LanguageCode, { file: string; data: unknown }>();
  const englishPaths = new Set<string>();
  const goalFiles = new Set<string>();
  /** English files that do not fit the schema: their links and images are still checked. */
  const rejected: Rejected[] = [];
  const contentDir = join(root, "content");

  for (const absolute of listFiles(contentDir)) {
    const file = relative(root, absolute).split(sep).join("/");
    const [, folder = "", ...rest] = file.split("/");
    const name = rest.join("/");
    if (folder === "home") {
      const match = HOME_FILE.exec(name)?.groups;
      if (!match || !isLanguageCode(match.language)) {
        problems.push(`${file}: the home page's records are named home.<language>.yml`);
        continue;
      }
      const data = readYaml(file, readFileSync(absolute, "utf8"), problems);
      if (data !== undefined) home.set(match.language, { file, data });
      continue;
    }
    if (!isCollectionName(folder)) {
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
    const isGoal = folder === "goals";
    if (isGoal) goalFiles.add(file);
    if (isGoal && !GOAL_NUMBERS.map(String).includes(slug)) {
      problems.push(
        `${file}: a goal file is named <number>.<language>.md, with a number from 1 to ${GOAL_NUMBERS.length}`,
      );
      continue;
    }
    const front = FRONT_MATTER.exec(readFileSync(absolute, "utf8"))?.groups;
    if (!front) {
      problems.push(`${file}: must start with front matter between two lines of ---`);
      continue;
    }
    const data = readYaml(file, front.yaml ?? "", problems);
    if (data === undefined) continue;
    const path = pagePathOf(folder, slug);
    if (FIXED_PAGES.includes(path)) {
      // Named once, on the English file; its translations share its address.
      if (language === DEFAULT_LANGUAGE)
        problems.push(`${file}: "${path}" is already a page of the site: choose another slug`);
      continue;
    }
    const body = front.body ?? "";
    if (language === DEFAULT_LANGUAGE) {
      englishPaths.add(path);
      const source: EnglishFrontMatter | undefined = isGoal
        ? parse(goalSchema, file, data, problems)
        : parse(pageSchema, file, data, problems);
      if (!source) {
        rejected.push({ file, body, ...linksOf(data) });
        continue;
      }
      if (source.date === undefined && COLLECTIONS[folder].dated)
        problems.push(`${file}: date: is required for ${folder}`);
      if (source.date !== undefined && !COLLECTIONS[folder].dated)
        problems.push(`${file}: date: is not a field of ${folder} pages`);
      if (source.goals !== undefined && folder !== GOAL_STORIES)
        problems.push(`${file}: goals: is a field of ${GOAL_STORIES} only`);
      pages.set(path, {
        path,
        collection: folder,
        slug,
        source: { ...source, file, body },
        translations: new Map(),
      });
    } else {
      const translation = isGoal
        ? parse(goalTranslationSchema, file, data, problems)
        : parse(translationSchema, file, data, problems);
      if (!translation) continue;
      translations.push({ path, language, translation: { ...translation, file, body } });
    }
  }

  for (const { path, language, translation } of translations) {
    const page = pages.get(path);
    if (!page) {
      if (englishPaths.has(path)) continue;
      const source = translation.file.replace(/\.[a-z]+\.md$/, `.${DEFAULT_LANGUAGE}.md`);
      problems.push(`${translation.file}: is a translation of ${source}, which does not exist`);
      continue;
    }
    if (page.source.image && !translation.imageAlt)
      problems.push(`${translation.file}: imageAlt: is required: the English page has an image`);
    if (!page.source.image && translation.imageAlt)
      problems.push(`${translation.file}: imageAlt: the English page has no image`);
    page.translations.set(language, translation);
  }
  // The home page of every language shows all the goals: each has its file in every language.
  for (const number of GOAL_NUMBERS)
    for (const code of LANGUAGE_CODES) {
      const file = `content/goals/${number}.${code}.md`;
      if (!goalFiles.has(file))
        problems.push(`${file}: is missing: every goal has a page in every language`);
    }
  return { pages, home, rejected, problems };
}

interface Rejected {
  file: string;
  body: string;
  image?: string;
  related: string[];
}

/** The image and related paths of a file that failed its schema, where they are written right. */
function linksOf(data: unknown): Pick<Rejected, "image" | "related"> {
  const { image, related } = (data ?? {}) as { image?: unknown; related?: unknown };
  return {
    ...(typeof image === "string" ? { image } : {}),
    related: Array.isArray(related)
      ? related.filter((path): path is string => typeof path === "string")
      : [],
  };
}

const byOrder = (a: SourcePage, b: SourcePage) =>
  COLLECTION_NAMES.indexOf(a.collection) - COLLECTION_NAMES.indexOf(b.collection) ||
  (a.source.order ?? Infinity) - (b.source.order ?? Infinity) ||
  a.slug.localeCompare(b.slug, "en", { numeric: true });

/** Loads, checks and resolves the content of the site at `root` (the repository). */
export function loadCatalog(root = process.cwd()): Catalog {
  const publicDir = join(root, "public");
  const { pages: sources, home: homeFiles, rejected, problems } = readSources(root);
  const ordered = [...sources.values()].sort(byOrder);

  const languagesOfPage = (page: SourcePage): LanguageCode[] =>
    LANGUAGE_CODES.filter((code) => code === DEFAULT_LANGUAGE || page.translations.has(code));
  const exists = new Map<LanguageCode, Set<string>>(
    LANGUAGE_CODES.map((code) => [
      code,
      new Set([
        ...FIXED_PAGES,
        ...ordered.filter((page) => languagesOfPage(page).includes(code)).map((p) => p.path),
      ]),
    ]),
  );
  const isPublicFile = (path: string) => {
    const file = join(publicDir, path);
    return file.startsWith(publicDir + sep) && existsSync(file) && statSync(file).isFile();
  };

  const stems = new Map<string, string>();
  /** Photos by the stem of their renderings: two photos may not share one. */
  const uploads = new Map<string, string>();
  const englishContext = {
    isPage: (path: string) => exists.get(DEFAULT_LANGUAGE)?.has(path) ?? false,
    isPublicFile,
    localize: (path: string) => path,
  };
  for (const { file, body } of rejected)
    problems.push(...renderBody(body, englishContext).problems.map((p) => `${file}: body: ${p}`));
  for (const { path, file, image, related = [] } of [
    ...ordered.map((page) => ({ path: page.path, ...page.source })),
    ...rejected.map((file) => ({ path: undefined, ...file })),
  ]) {
    const resolved = image ? resolveImage(publicDir, image) : undefined;
    if (resolved && "problem" in resolved) problems.push(`${file}: image: ${resolved.problem}`);
    if (resolved && "upload" in resolved && resolved.upload) {
      const other = uploads.get(resolved.stem) ?? resolved.upload;
      if (other !== resolved.upload)
        problems.push(`${file}: image: "${image}" and "${other}" differ only in their extension`);
      uploads.set(resolved.stem, other);
    }
    if (path && resolved && "stem" in resolved) stems.set(path, resolved.stem);
    related.forEach((path, index) => {
      if (!exists.get(DEFAULT_LANGUAGE)?.has(path))
        problems.push(`${file}: related.${index}: "${path}" leads to no page`);
    });
  }
  for (const [where, hrefs] of [
    [
      "app/config/navigation.ts (navigation)",
      mainNavigation.flatMap((i) => [i, ...(i.children ?? [])]),
    ],
    ["app/config/navigation.ts (footer)", footerColumns.flatMap((column) => column.links)],
  ] as const) {
    for (const { href } of hrefs) {
      const missing = LANGUAGE_CODES.filter((code) => !exists.get(code)?.has(href));
      if (missing.length > 0)
        problems.push(`${where}: "${href}" leads to no page in ${missing.join(", ")}`);
    }
  }

  const resolved = new Map<LanguageCode, Map<string, ContentPage>>();
  for (const language of LANGUAGE_CODES) {
    const inLanguage = new Map<string, ContentPage>();
    const titleOf = (path: string) =>
      language === DEFAULT_LANGUAGE
        ? sources.get(path)?.source.title
        : sources.get(path)?.translations.get(language)?.title;
    for (const page of ordered) {
      const text = language === DEFAULT_LANGUAGE ? page.source : page.translations.get(language);
      if (!text) continue;
      const body = renderBody(text.body, {
        isPage: (path) => exists.get(language)?.has(path) ?? false,
        isPublicFile,
        localize: (path) => localizePath(path, language),
      });
      problems.push(...body.problems.map((problem) => `${text.file}: body: ${problem}`));
      const { imageAlt, date, film, goals, related = [] } = page.source;
      const stem = stems.get(page.path);
      inLanguage.set(page.path, {
        path: page.path,
        collection: page.collection,
        title: text.title,
        lead: text.lead,
        ...(date ? { date } : {}),
        ...(stem ? { image: { stem, alt: text.imageAlt ?? imageAlt ?? "" } } : {}),
        ...(film ? { film } : {}),
        ...(goals?.length ? { goals: [...new Set(goals)].sort((a, b) => a - b) } : {}),
        html: body.html,
        // Pages that are not content files (placeholders, site index) are titled by the interface.
        related: related
          .filter((path) => exists.get(language)?.has(path))
          .map((path) => {
            const title = titleOf(path);
            return title === undefined ? { path } : { path, title };
          }),
      });
    }
    resolved.set(language, inLanguage);
  }

  const goals = new Map<LanguageCode, Goal[]>(
    LANGUAGE_CODES.map((language) => [
      language,
      GOAL_NUMBERS.flatMap((number) => {
        const path = pagePathOf("goals", String(number));
        const colour = sources.get(path)?.source.colour;
        const page = resolved.get(language)?.get(path);
        if (!page || !colour) return [];
        const { title, lead: description } = page;
        return [
          { number, title, description, colour, ink: goalInk(colour), icon: goalIcon(number), link: path },
        ];
      }),
    ]),
  );
  const home = resolveHome(homeFiles, resolved, goals, problems);
  if (problems.length > 0) throw new ContentError([...new Set(problems)]);

  return {
    pages: ordered.map((page) => ({
      path: page.path,
      collection: page.collection,
      languages: languagesOfPage(page),
    })),
    page: (language, path) => resolved.get(language)?.get(path),
    pagesIn: (language) => [...(resolved.get(language)?.values() ?? [])],
    home: (language) => {
      const content = home.get(language);
      if (!content) throw new Error(`No home page records in ${language}`);
      return content;
    },
    goals: (language) => goals.get(language) ?? [],
    languagesOf: (path) => LANGUAGE_CODES.filter((code) => exists.get(code)?.has(path)),
    uploads: [...uploads].map(([stem, upload]) => ({ stem, upload })),
  };
}

/**
 * The home page's records in every language: English gives the cards and their order, each
 * translation its texts by link; the goals are the goal files. A card whose page does not exist in a language is
 * left out of that language's home page.
 */
function resolveHome(
  files: Map<LanguageCode, { file: string; data: unknown }>,
  pages: Map<LanguageCode, Map<string, ContentPage>>,
  goals: Map<LanguageCode, Goal[]>,
  problems: string[],
): Map<LanguageCode, HomeContent> {
  const result = new Map<LanguageCode, HomeContent>();
  const englishFile = `content/home/home.${DEFAULT_LANGUAGE}.yml`;
  const english = files.get(DEFAULT_LANGUAGE);
  if (!english) {
    problems.push(`${englishFile}: is missing: it holds the home page's records`);
    return result;
  }
  const records = parse(homeSchema, english.file, english.data, problems);
  if (!records) return result;
  const englishPages = pages.get(DEFAULT_LANGUAGE) ?? new Map<string, ContentPage>();
  for (const list of CARD_LISTS) {
    records[list].forEach(({ link }, index) => {
      if (!englishPages.has(link))
        problems.push(`${english.file}: ${list}.${index}.link: "${link}" leads to no page`);
    });
  }

  for (const language of LANGUAGE_CODES) {
    const inLanguage = pages.get(language) ?? new Map<string, ContentPage>();
    let translated: HomeTranslation | HomeRecords | undefined = records;
    const file = files.get(language)?.file ?? `content/home/home.${language}.yml`;
    if (language !== DEFAULT_LANGUAGE) {
      const source = files.get(language);
      translated = source ? parse(homeTranslationSchema, file, source.data, problems) : undefined;
      if (!source) problems.push(`${file}: is missing: every language has a home page`);
      if (!translated) continue;
      checkTranslatedRecords(file, records, translated, inLanguage, problems);
    }
    const text = translated;
    /** The records of a list shown in this language, each with its text in this language. */
    const shown = <K extends CardList>(list: K) =>
      (records[list] as Array<HomeRecords[K][number]>).flatMap((record) => {
        const page = inLanguage.get(record.link);
        const own = (text[list] as Array<HomeTranslation[K][number]>).find(
          (r) => r.link === record.link,
        );
        return page && own ? [{ record, own, page }] : [];
      });
    result.set(language, {
      goals: goals.get(language) ?? [],
      stories: shown("stories").map(({ own, page }) => ({
        ...card(own, page, { withImage: true }),
        category: own.category,
      })),
      structureBodies: shown("structure").map(({ own, page }) => card(own, page)),
      facts: shown("facts").map(({ own, page }) => ({
        link: page.path,
        title: own.title,
        text: own.text,
      })),
      mediaItems: shown("media").map(({ record, own, page }) => ({
        ...card(own, page),
        type: record.type,
      })),
      essentialCards: shown("essentials").map(({ own, page }) =>
        card(own, page, { withImage: true }),
      ),
    });
  }
  return result;
}

/**
 * A home card: the page's own title unless the record overrides it, the record's sentence, and the
 * page's picture where the card draws one (pages carry only what they show).
 */
function card(
  own: { title?: string; description: string },
  page: ContentPage,
  { withImage = false } = {},
): Card {
  return {
    link: page.path,
    title: own.title ?? page.title,
    description: own.description,
    ...(withImage && page.image ? { image: page.image } : {}),
  };
}

/** A translation names only records of the English file, and translates every card its language shows. */
function checkTranslatedRecords(
  file: string,
  records: HomeRecords,
  translated: HomeTranslation,
  pages: Map<string, ContentPage>,
  problems: string[],
) {
  for (const list of CARD_LISTS) {
    const english = new Set(records[list].map((record) => record.link));
    const links = new Set<string>();
    translated[list].forEach(({ link }, index) => {
      links.add(link);
      if (!english.has(link))
        problems.push(
          `${file}: ${list}.${index}.link: "${link}" is not a record of the English file`,
        );
    });
    for (const link of english)
      if (pages.has(link) && !links.has(link))
        problems.push(`${file}: ${list}: the record for "${link}" is not translated`);
  }
}

let catalog: Catalog | undefined;

/**
 * The site's content, loaded once per build. Content that does not fit the format stops the build
 * with one line per problem, for editors, not a stack trace.
 */
export function siteCatalog(): Catalog {
  try {
    catalog ??= loadCatalog();
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    const count = error.problems.length;
    console.error(`The content has ${count} problem${count === 1 ? "" : "s"}:\n${error.message}`);
    process.exit(1);
  }
  return catalog;
}
