/**
 * The content layer: reads and checks every file of `content/` (read.server.ts), resolves the pages
 * of each language (translations, images, links) and the home records (home.server.ts). It runs at
 * build time only (route loaders, the route table, prerendering), so no content reaches a bundle
 * twice.
 */
import { existsSync, statSync } from "node:fs";
import { join, sep } from "node:path";
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, localizePath } from "../i18n/languages";
import type { LanguageCode } from "../i18n/languages";
import { COLLECTION_NAMES, GOAL_NUMBERS, pagePathOf } from "./collections";
import { ContentError } from "./content-error";
import { goalInk } from "./goal-colours";
import { relatedNowhere } from "./file-rules";
import { resolveHome } from "./home.server";
import { goalIcon } from "./images";
import { resolveBodyImage, resolveImage, type ResolvedImage } from "./images.server";
import { type BodyContext, type RenderedBody } from "./markdown.server";
import { renderBodyOnce, type BodyMemo } from "./body-memo.server";
import {
  at,
  fieldName,
  readSources,
  type FileText,
  type FrontMatterMemo,
  type SourcePage,
} from "./read.server";
import { buildDay } from "./events.server";
import { resolveNotice } from "./notice.server";
import type { Catalog, ContentPage, DocumentFacts, Goal, HomeContent, Notice } from "./types";

export { ContentError } from "./content-error";
export type { Catalog, WaitingPage } from "./types";

export interface CatalogOptions {
  /** The build's day, YYYY-MM-DD (UTC): pages dated after it wait. */
  today?: string;
  /**
   * The site's addresses that are not content files (the page registry's): content may link to
   * them, and no file may take one.
   */
  fixedPages: readonly string[];
  /** Bodies kept from an earlier reading, used again where their context answers alike. */
  bodies?: BodyMemo;
  /** Front matter read before, by its text (read.server.ts, FrontMatterMemo). */
  frontMatter?: FrontMatterMemo;
}

const byOrder = (a: SourcePage, b: SourcePage) =>
  COLLECTION_NAMES.indexOf(a.collection) - COLLECTION_NAMES.indexOf(b.collection) ||
  (a.source.order ?? Infinity) - (b.source.order ?? Infinity) ||
  a.slug.localeCompare(b.slug, "en", { numeric: true });


/** A document's or an event's facts, as its English file states them for every language. */
function factsOf(
  { collection, source }: SourcePage,
  translatedPlace?: string,
): Pick<ContentPage, "document" | "event"> {
  if (collection === "documents" && source.adopted && source.organ && source.type)
    return {
      document: {
        ...(source.symbol ? { symbol: source.symbol } : {}),
        adopted: source.adopted,
        organ: source.organ as DocumentFacts["organ"],
        type: source.type,
        officialText: source.officialText ?? {},
      },
    };
  if (collection === "events" && source.kind) {
    const { kind, day, proclaimedBy, proclaimed, dateFixedBy, dateFixed, organ } = source;
    const { starts, ends, timeZone } = source;
    const place = translatedPlace ?? source.place;
    const fields = {
      ...{ day, proclaimedBy, proclaimed, dateFixedBy, dateFixed, organ },
      ...{ starts, ends, timeZone, place },
    };
    return {
      event: {
        kind,
        ...Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)),
      },
    };
  }
  return {};
}

/** Loads, checks and resolves the content of the site at `root` (the repository). */
export function loadCatalog(root: string, options: CatalogOptions): Catalog {
  const publicDir = join(root, "public");
  const { fixedPages } = options;
  const {
    pages: sources,
    home: homeFiles,
    notice: noticeFiles,
    setAside,
    problems,
  } = readSources(root, {
    fixedPages,
    today: options.today ?? buildDay(),
    frontMatter: options.frontMatter,
  });
  const warnings: string[] = [];
  const ordered = [...sources.values()].sort(byOrder);
  const waiting = new Set(setAside.filter((file) => file.waits).map((file) => file.path));

  const languagesOfPage = (page: SourcePage): LanguageCode[] =>
    LANGUAGE_CODES.filter((code) => code === DEFAULT_LANGUAGE || page.translations.has(code));
  const exists = new Map<LanguageCode, Set<string>>(
    LANGUAGE_CODES.map((code) => [
      code,
      new Set([
        ...fixedPages,
        ...ordered.filter((page) => languagesOfPage(page).includes(code)).map((p) => p.path),
      ]),
    ]),
  );
  const isPublicFile = (path: string) => {
    const file = join(publicDir, path);
    return file.startsWith(publicDir + sep) && existsSync(file) && statSync(file).isFile();
  };

  /** Photos by the stem of their renderings: two photos may not share one. */
  const uploads = new Map<string, string>();
  const register = (file: string, field: string, src: string, resolved: ResolvedImage) => {
    if (!("upload" in resolved) || !resolved.upload) return;
    const other = uploads.get(resolved.stem) ?? resolved.upload;
    if (other !== resolved.upload)
      problems.push(`${file}: ${field}: "${src}" and "${other}" differ only in their extension`);
    uploads.set(resolved.stem, other);
  };
  const bodyOf = (text: FileText, language: LanguageCode): RenderedBody => {
    const context: BodyContext = {
      isPage: (path) => exists.get(language)?.has(path) ?? false,
      isPublicFile,
      localize: (path) => localizePath(path, language),
      ...(language === DEFAULT_LANGUAGE ? {} : { prefix: `/${language}` }),
      otherPrefixes: LANGUAGE_CODES.filter(
        (code) => code !== DEFAULT_LANGUAGE && code !== language,
      ).map((code) => `/${code}`),
      isWaiting: (path) => waiting.has(path),
      image: (src) => {
        const resolved = resolveBodyImage(publicDir, src);
        register(text.file, "body", src, resolved);
        return resolved;
      },
    };
    const body = renderBodyOnce(options.bodies, language, text.body, context);
    const line = (n: number) => at(text.file, text.bodyLine + n - 1);
    problems.push(...body.problems.map((p) => `${line(p.line)}: body: ${p.message}`));
    warnings.push(...body.warnings.map((w) => `${line(w.line)}: body: ${w.message}`));
    return body;
  };

  // Files set aside are still checked, so that a scheduled page is ready on its day.
  for (const file of setAside) bodyOf(file, DEFAULT_LANGUAGE);
  const stems = new Map<string, string>();
  for (const { path, file, image, related = [], lineOf } of [
    ...ordered.map((page) => ({ ...page.source, path: page.path })),
    ...setAside,
  ]) {
    const line = (field: readonly PropertyKey[]) => at(file, lineOf?.(field));
    const resolved = image ? resolveImage(publicDir, image) : undefined;
    if (image && resolved) register(file, "image", image, resolved);
    if (resolved && "problem" in resolved)
      problems.push(`${line(["image"])}: image: ${resolved.problem}`);
    if (sources.has(path) && resolved && "stem" in resolved) stems.set(path, resolved.stem);
    related.forEach((path, index) => {
      if (!exists.get(DEFAULT_LANGUAGE)?.has(path) && !waiting.has(path))
        problems.push(
          `${line(["related", index])}: ${fieldName(["related", index])}: ${relatedNowhere(path)}`,
        );
    });
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
      const body = bodyOf(text, language);
      const { imageAlt, imageCaption, imageCredit, date, film, goals, related = [] } = page.source;
      const { updated, sources, checked } = page.source;
      const changeNote = "changeNote" in text ? text.changeNote : undefined;
      const { searchTerms } = text;
      const caption = "imageCaption" in text ? text.imageCaption : imageCaption;
      const stem = stems.get(page.path);
      inLanguage.set(page.path, {
        path: page.path,
        collection: page.collection,
        title: text.title,
        lead: text.lead,
        ...(date ? { date } : {}),
        ...(updated ? { updated } : {}),
        ...(changeNote ? { changeNote } : {}),
        ...(searchTerms ? { searchTerms } : {}),
        ...factsOf(page, "place" in text ? text.place : undefined),
        ...(sources ? { sources } : {}),
        ...(checked ? { checked } : {}),
        ...(stem
          ? {
              image: {
                stem,
                alt: text.imageAlt ?? imageAlt ?? "",
                ...(caption ? { caption } : {}),
                ...(imageCredit ? { credit: imageCredit } : {}),
              },
            }
          : {}),
        ...(film ? { film } : {}),
        ...(goals?.length ? { goals: [...new Set(goals)].sort((a, b) => a - b) } : {}),
        html: body.html,
        sections: body.sections,
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
  const home = resolveHome(homeFiles, resolved, goals, problems, waiting);
  const notices = resolveNotice(noticeFiles, exists, problems);
  const make = () =>
    catalogFrom({
    pages: ordered.map((page) => ({
      path: page.path,
      collection: page.collection,
      languages: languagesOfPage(page),
    })),
    resolved: new Map([...resolved].map(([language, pages]) => [language, [...pages.values()]])),
    home,
    notices,
    goals,
    addresses: exists,
    uploads: [...uploads].map(([stem, upload]) => ({ stem, upload })),
    waiting: setAside.flatMap(({ file, path, waits }) =>
      !waits ? [] : [{ file, path, ...("until" in waits ? { until: waits.until } : { draft: true as const }) }],
    ),
    warnings: [...new Set(warnings)],
  });
  if (problems.length > 0) {
    // What the files without problems make, if they make a site: the development server draws it.
    let partial: Catalog | undefined;
    try {
      partial = make();
    } catch {
      partial = undefined;
    }
    throw new ContentError([...new Set(problems)], partial);
  }
  return make();
}

/**
 * What a catalog is made of, once resolved: plain records that a snapshot keeps as they are
 * (catalog-snapshot.server.ts), so that the build's other threads need not read the content again.
 */
export interface CatalogData {
  pages: Catalog["pages"];
  /** Each language's pages, in the catalog's order. */
  resolved: ReadonlyMap<LanguageCode, readonly ContentPage[]>;
  home: ReadonlyMap<LanguageCode, HomeContent>;
  notices: ReadonlyMap<LanguageCode, Notice>;
  goals: ReadonlyMap<LanguageCode, readonly Goal[]>;
  /** The addresses of each language's pages, the fixed pages' among them. */
  addresses: ReadonlyMap<LanguageCode, ReadonlySet<string>>;
  uploads: Catalog["uploads"];
  waiting: Catalog["waiting"];
  warnings: Catalog["warnings"];
}

/**
 * Where a catalog keeps its records: a key shared by every copy of this module, as a build shares
 * one catalog between the copies the framework evaluates (config/site-catalog.server.ts).
 */
const DATA = Symbol.for("site.catalog-data");

/** The records a catalog was made from. */
export function catalogData(catalog: Catalog): CatalogData {
  const data = (catalog as Catalog & { [DATA]?: CatalogData })[DATA];
  if (!data) throw new Error("The catalog was not made by catalogFrom()");
  return data;
}

/** The catalog of resolved records: the content's, or a snapshot's. */
export function catalogFrom(data: CatalogData): Catalog {
  const byPath = new Map(
    [...data.resolved].map(([language, pages]) => [
      language,
      new Map(pages.map((page) => [page.path, page])),
    ]),
  );
  const catalog: Catalog = {
    pages: data.pages,
    page: (language, path) => byPath.get(language)?.get(path),
    pagesIn: (language) => [...(data.resolved.get(language) ?? [])],
    home: (language) => {
      const content = data.home.get(language);
      if (!content) throw new Error(`No home page records in ${language}`);
      return content;
    },
    goals: (language) => data.goals.get(language) ?? [],
    notice: (language) => data.notices.get(language),
    languagesOf: (path) => LANGUAGE_CODES.filter((code) => data.addresses.get(code)?.has(path)),
    uploads: data.uploads,
    waiting: data.waiting,
    warnings: data.warnings,
  };
  Object.defineProperty(catalog, DATA, { value: data });
  return catalog;
}

/** The lines the build prints about the content: pages that wait, and warnings. */
export function catalogReport(content: Catalog): string[] {
  return [
    ...content.waiting.map(({ file, until }) =>
      until
        ? `Scheduled: ${file} is published by the first build on or after ${until}`
        : `Draft: ${file} is not published (draft: true)`,
    ),
    ...content.warnings.map((warning) => `Warning: ${warning}`),
  ];
}
