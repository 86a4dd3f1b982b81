/**
 * Line breaking per script, applied to every page's HTML when it is rendered: a number keeps its
 * unit and a date its parts on one line (no-break spaces), and Chinese text breaks only between
 * words (a zero-width space at each boundary between words the platform's word segmentation
 * finds, with `word-break: keep-all` in the stylesheet), never inside one; a long Russian word
 * takes soft hyphens. A zero-width space, unlike <wbr>, leaves accessible names whole, and
 * find-in-page and search ignore it.
 */
import { createRequire } from "node:module";
import { ARABIC_MONTHS } from "~/i18n/format";
import { LANGUAGES, type LanguageCode } from "~/i18n/languages";

const NO_BREAK_SPACE = "\u00A0";

/** Units written after a number with a space: "1.5 °C", "40 %", "40 per cent", "2 км". */
const UNITS = [
  "°C",
  "°F",
  "%",
  "‰",
  "km²",
  "km",
  "км²",
  "км",
  "per cent",
  "pour cent",
  "por ciento",
  "процент[а-яё]*",
  "млн",
  "млрд",
  "тыс\\.",
];

/** The first words of the Arabic month names of two words ("تشرين الأول"). */
const TWO_WORD_MONTHS = "كانون|تشرين";

/** A number as the six languages write it: "1.5", "1,5", "10 000", "2030". */
const NUMBER = "\\d+(?:[.,\\u00A0\\u202F]\\d+)*";

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

/** A language's month names, as a date writes them after a day and before a year. */
function monthNames(language: LanguageCode): string[] {
  if (language === "ar") return [...ARABIC_MONTHS];
  const { intl } = LANGUAGES.find((entry) => entry.code === language) ?? LANGUAGES[2];
  const names = new Set<string>();
  for (let month = 0; month < 12; month++) {
    const date = new Date(Date.UTC(2025, month, 15));
    for (const options of [
      { day: "numeric", month: "long" },
      { month: "long", year: "numeric" },
    ] as const) {
      const part = new Intl.DateTimeFormat(intl, { ...options, timeZone: "UTC" })
        .formatToParts(date)
        .find((p) => p.type === "month")?.value;
      if (part) names.add(part);
    }
  }
  return [...names];
}

interface Rules {
  /** Spaces that must not break, each found as the one space of a match's `space` group. */
  together: RegExp;
}

const rulesByLanguage = new Map<LanguageCode, Rules>();

function rulesOf(language: LanguageCode): Rules {
  let rules = rulesByLanguage.get(language);
  if (!rules) {
    const months = monthNames(language)
      .sort((a, b) => b.length - a.length)
      .map(escape)
      .join("|");
    const units = UNITS.join("|");
    // Each alternative ends with the one space it protects: lookaheads and lookbehinds keep the
    // words around it out of the match, so adjacent matches ("7 September 2025") all apply.
    const together = new RegExp(
      [
        `(?<=${NUMBER})\\s(?=(?:${units})(?![\\p{L}\\d]))`,
        // A day may follow an Arabic conjunction written as one word with it ("و1").
        `(?<=(?<![\\p{Script=Latin}\\p{Script=Cyrillic}\\d])\\d{1,2})\\s(?=(?:de\\s)?(?:${months})(?![\\p{L}]))`,
        `(?<=(?<![\\p{L}])(?:${months}))\\s(?=(?:de\\s)?\\d{4}(?!\\d))`,
        `(?<=(?<![\\p{L}\\d])\\d{1,2}\\sde)\\s(?=(?:${months}))`,
        `(?<=(?:${months})\\sde)\\s(?=\\d{4}(?!\\d))`,
        `(?<=${NUMBER}\\s(?:per|pour|por))\\s(?=cent|ciento)`,
        `(?<=\\d{4})\\s(?=г\\.|года)`,
        // The Arabic names with two words ("تشرين الأول").
        `(?<=${TWO_WORD_MONTHS})\\s(?=ال)`,
      ].join("|"),
      "gu",
    );
    rules = { together };
    rulesByLanguage.set(language, rules);
  }
  return rules;
}

/**
 * What every rule's match needs nearby: an ASCII digit (`\d` is ASCII with the "u" flag too), or
 * one of the Arabic month names of two words. A text with none is left as it is without running
 * the rules, whose lookbehinds are tried at every space of every page.
 */
const MAY_KEEP = new RegExp(`\\d|${TWO_WORD_MONTHS}`);

/** A text with no-break spaces where a line must not break: in numbers with units and in dates. */
export function keepTogether(text: string, language: LanguageCode): string {
  if (!MAY_KEEP.test(text)) return text;
  return text.replace(rulesOf(language).together, NO_BREAK_SPACE);
}

const ZERO_WIDTH_SPACE = "\u200B";
const WORD_JOINER = "\u2060";
/** A unit written right after its number, with no space: "1.5°C", as Chinese writes it. */
const ATTACHED_UNIT = new RegExp(`(?<=${NUMBER})(?=(?:${UNITS.join("|")}))`, "gu");

/**
 * Chinese text with a word joiner between a number and the unit written against it: with a CJK
 * font, Chromium otherwise breaks "1.5" from "°C以内" at a phone's width.
 */
export function joinUnits(text: string): string {
  return text.replace(ATTACHED_UNIT, WORD_JOINER);
}
const HAN = /\p{Script=Han}/u;
let segmenter: Intl.Segmenter | undefined;

/**
 * Characters of Chinese text past which a run with no break is given one before its next word of
 * two or more characters, even after a word of one: a longer run than a phone's line (about 20
 * characters at 375 px) would otherwise be cut anywhere, inside a word.
 */
const LONGEST_RUN = 8;

/** Chinese text with a zero-width space between two words of Chinese characters. */
export function chineseWordBreaks(text: string): string {
  if (!HAN.test(text)) return text;
  segmenter ??= new Intl.Segmenter("zh-Hans", { granularity: "word" });
  let out = "";
  let previous = "";
  /** Characters of Chinese since the last place a line may break. */
  let run = 0;
  for (const { segment } of segmenter.segment(text)) {
    const han = HAN.test(segment[0] ?? "");
    // A word of one character ("与", "的", "可" of 可持续 as ICU finds it) stays with its
    // neighbours, unless the run it belongs to grows longer than a line can hold.
    const between =
      (previous.length > 1 || run >= LONGEST_RUN) &&
      segment.length > 1 &&
      HAN.test(previous.at(-1) ?? "") &&
      han;
    out += between ? `${ZERO_WIDTH_SPACE}${segment}` : segment;
    run = !han ? 0 : between ? segment.length : run + segment.length;
    previous = segment;
  }
  return out;
}

/** A Russian word long enough to need a break on a phone's line or in a goal's tile. */
const LONG_RUSSIAN_WORD = /[а-яё]{12,}/giu;

let hyphenateRussian: ((word: string) => string) | undefined;

/**
 * A Russian text with soft hyphens in its long words, where TeX's Russian patterns put them
 * (Liang's algorithm, the `hyphen` package): between syllables and at the joins of prefixes and
 * roots ("без-опас-но-сти"), never leaving one letter or a part without a vowel. Browsers with
 * Russian dictionaries hyphenate by themselves (`hyphens: auto`); these soft hyphens are for the
 * others, such as Chromium on Linux, which otherwise cut a long word anywhere.
 */
export function russianHyphens(text: string): string {
  // The package is CommonJS whose languages are folders, which Node's ESM loader cannot import.
  hyphenateRussian ??= (createRequire(import.meta.url)("hyphen/ru") as typeof import("hyphen/ru"))
    .hyphenateSync;
  const hyphenate = hyphenateRussian;
  return text.replace(LONG_RUSSIAN_WORD, (word) => hyphenate(word));
}

/** Elements whose text is not flowing prose: left as they are. */
const RAW = "script|style|pre|code|textarea|svg|math";
/** Elements whose text is escaped differently: their text is matched whole. */
const TEXT_ONLY = "title|option";

const TOKENS = new RegExp(
  `(<(${RAW})\\b[\\s\\S]*?</\\2>|<(?:${TEXT_ONLY})\\b[^>]*>[\\s\\S]*?</(?:${TEXT_ONLY})>|<[^>]*>)`,
  "giu",
);
const TEXT_ONLY_TAG = new RegExp(`^<(?:${TEXT_ONLY})\\b`, "iu");

/**
 * Each language's short typeset texts, by the text: the header, navigation, footer and cards
 * repeat on many pages of a language, and Chinese word segmentation and Russian hyphenation are
 * the costly part. A body's paragraphs, longer and found once, are not kept. Emptied when full,
 * so that a rendering thread's heap holds a few thousand short texts at most.
 */
const typesetTexts = new Map<LanguageCode, Map<string, string>>();
const TYPESET_TEXTS_KEPT = 4000;
const KEPT_TEXT_LENGTH = 200;

function typesetText(text: string, language: LanguageCode): string {
  if (text.length > KEPT_TEXT_LENGTH) return typesetAnew(text, language);
  let known = typesetTexts.get(language);
  if (!known) typesetTexts.set(language, (known = new Map()));
  const kept = known.get(text);
  if (kept !== undefined) return kept;
  const typeset = typesetAnew(text, language);
  if (known.size >= TYPESET_TEXTS_KEPT) known.clear();
  known.set(detached(text), detached(typeset));
  return typeset;
}

/**
 * A copy of `text` that holds no other string. A piece of a page cut out by `split` or `replace`
 * is, in V8, a view into the whole page's string, which it keeps alive: kept as they were, the
 * short texts above held every page they came from, and a rendering thread's heap grew by about
 * 73 KB a page until, at 10,000 stories, it ran out.
 */
const detached = (text: string): string => JSON.parse(JSON.stringify(text)) as string;

function typesetAnew(text: string, language: LanguageCode): string {
  const together = keepTogether(text, language);
  if (language === "zh") return chineseWordBreaks(joinUnits(together));
  return language === "ru" ? russianHyphens(together) : together;
}

/**
 * A page's HTML typeset for its language. Only text between tags changes; React and the Markdown
 * renderer escape ">" in attributes, so a tag always ends at its first ">".
 */
export function typesetHtml(html: string, language: LanguageCode): string {
  return html
    .split(TOKENS)
    .map((piece, i) => {
      // split() puts the matched tag at odd places, then its groups, which are dropped.
      const kind = i % 3;
      if (kind === 2 || piece === undefined) return "";
      if (kind === 1) {
        if (!TEXT_ONLY_TAG.test(piece)) return piece;
        return piece.replace(
          />([^<]*)</u,
          (_, text: string) => `>${keepTogether(text, language)}<`,
        );
      }
      return piece === "" ? piece : typesetText(piece, language);
    })
    .join("");
}
