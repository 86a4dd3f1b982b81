/**
 * The home page's records (content/home/home.<language>.yml), resolved against the pages of each
 * language: English gives the cards and their order, each translation its texts by link.
 */
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from "../i18n/languages";
import type { LanguageCode } from "../i18n/languages";
import { at, fieldName, parse, type ReadYaml } from "./read.server";
import {
  homeSchema,
  homeTranslationSchema,
  type HomeRecords,
  type HomeTranslation,
} from "./schema";
import type { Card, ContentPage, Goal, HomeContent } from "./types";

/** The home page's lists of cards that link to pages. */
const CARD_LISTS = ["stories", "structure", "facts", "media", "essentials"] as const;
type CardList = (typeof CARD_LISTS)[number];

/**
 * The home page's records in every language: English gives the cards and their order, each
 * translation its texts by link; the goals are the goal files. A card whose page does not exist in a language is
 * left out of that language's home page.
 */
export function resolveHome(
  files: Map<LanguageCode, { file: string; yaml: ReadYaml }>,
  pages: Map<LanguageCode, Map<string, ContentPage>>,
  goals: Map<LanguageCode, Goal[]>,
  problems: string[],
  /** Pages not out yet: cards leading to them wait with them. */
  waiting: ReadonlySet<string>,
): Map<LanguageCode, HomeContent> {
  const result = new Map<LanguageCode, HomeContent>();
  const englishFile = `content/home/home.${DEFAULT_LANGUAGE}.yml`;
  const english = files.get(DEFAULT_LANGUAGE);
  if (!english) {
    problems.push(`${englishFile}: is missing: it holds the home page's records`);
    return result;
  }
  const records = parse(homeSchema, english.file, english.yaml, problems);
  if (!records) return result;
  const englishPages = pages.get(DEFAULT_LANGUAGE) ?? new Map<string, ContentPage>();
  for (const list of CARD_LISTS) {
    records[list].forEach(({ link }, index) => {
      const field = [list, index, "link"];
      if (!englishPages.has(link) && !waiting.has(link))
        problems.push(
          `${at(english.file, english.yaml.lineOf(field))}: ${fieldName(field)}: "${link}" leads to no page`,
        );
    });
  }

  for (const language of LANGUAGE_CODES) {
    const inLanguage = pages.get(language) ?? new Map<string, ContentPage>();
    let translated: HomeTranslation | HomeRecords | undefined = records;
    const file = files.get(language)?.file ?? `content/home/home.${language}.yml`;
    if (language !== DEFAULT_LANGUAGE) {
      const source = files.get(language);
      translated = source ? parse(homeTranslationSchema, file, source.yaml, problems) : undefined;
      if (!source) problems.push(`${file}: is missing: every language has a home page`);
      if (!source || !translated) continue;
      checkTranslatedRecords(source, records, translated, inLanguage, problems);
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
      structureBodies: shown("structure").map(({ own, page }) =>
        card(own, page, { withImage: true }),
      ),
      facts: shown("facts").map(({ own, page }) => ({
        link: page.path,
        title: own.title,
        text: own.text,
        ...(page.image ? { image: page.image } : {}),
      })),
      mediaItems: shown("media").map(({ record, own, page }) => ({
        ...card(own, page, { withImage: true }),
        type: record.type,
        ...(page.film ? { film: page.film } : {}),
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
  { file, yaml }: { file: string; yaml: ReadYaml },
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
      const field = [list, index, "link"];
      if (!english.has(link))
        problems.push(
          `${at(file, yaml.lineOf(field))}: ${fieldName(field)}: "${link}" is not a record of the English file`,
        );
    });
    for (const link of english)
      if (pages.has(link) && !links.has(link))
        problems.push(`${file}: ${list}: the record for "${link}" is not translated`);
  }
}
