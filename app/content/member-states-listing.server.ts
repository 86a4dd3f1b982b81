/**
 * The Member States page's views: the whole list by name (the language's own collation) or by date
 * of admission, and the States of one first letter or one decade of admission, each at an address of
 * its own below the list's ("sort/date", "letter/a", "decade/1960"), plain links that work without
 * JavaScript, as the documents' choices are.
 */
import { languageByCode, LANGUAGE_CODES, type LanguageCode } from "../i18n/languages";
import { memberStatesIn, type MemberState } from "./member-states.server";

/** The ways to sort or narrow the list, each a segment of the address: ".../<facet>/<value>". */
export const MEMBER_STATE_FACETS = ["sort", "letter", "decade"] as const;

export type MemberStateFacet = (typeof MEMBER_STATE_FACETS)[number];

/** The one other order than by name, at ".../sort/date". */
export const SORT_BY_DATE = "date";

/** A view's part of the address, after the list's own: "decade/1960". */
export const memberStatesViewSegment = (facet: MemberStateFacet, value: string) =>
  `${facet}/${value}`;

/** The decade of a day, by its first year: "1960". */
export const decadeOf = (day: string) => `${day.slice(0, 3)}0`;

/**
 * Chinese names go under the first letter of their pinyin: the first character of each letter in
 * the pinyin collation, as ICU orders them; a name goes under the last one it does not sort before.
 */
const PINYIN_FIRSTS: readonly [string, string][] = [
  ["A", "阿"],
  ["B", "八"],
  ["C", "嚓"],
  ["D", "哒"],
  ["E", "妸"],
  ["F", "发"],
  ["G", "旮"],
  ["H", "哈"],
  ["J", "丌"],
  ["K", "咔"],
  ["L", "垃"],
  ["M", "妈"],
  ["N", "乜"],
  ["O", "噢"],
  ["P", "妑"],
  ["Q", "七"],
  ["R", "呥"],
  ["S", "仨"],
  ["T", "他"],
  ["W", "屲"],
  ["X", "夕"],
  ["Y", "丫"],
  ["Z", "帀"],
];

/** Each Cyrillic and Arabic letter's name in an address: "/ru/about/member-states/letter/zh". */
const LETTER_SLUGS: Record<string, string> = {
  ...Object.fromEntries(
    [..."АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЭЮЯ"].map((letter, index) => [
      letter,
      [
        "a", "b", "v", "g", "d", "e", "yo", "zh", "z", "i", "j", "k", "l", "m", "n", "o", "p",
        "r", "s", "t", "u", "f", "kh", "ts", "ch", "sh", "shch", "eh", "yu", "ya",
      ][index] ?? letter,
    ]),
  ),
  ...Object.fromEntries(
    [..."ابتثجحخدذرزسشصضطظعغفقكلمنهوي"].map((letter, index) => [
      letter,
      [
        "alif", "ba", "ta", "tha", "jim", "hha", "kha", "dal", "dhal", "ra", "zay", "sin",
        "shin", "sad", "dad", "tta", "zza", "ayn", "ghayn", "fa", "qaf", "kaf", "lam", "mim",
        "nun", "ha", "waw", "ya",
      ][index] ?? letter,
    ]),
  ),
};

const collators = new Map<LanguageCode, Intl.Collator>();

/** The language's own order of names. */
export function collatorOf(code: LanguageCode): Intl.Collator {
  let collator = collators.get(code);
  if (!collator) {
    collator = new Intl.Collator(languageByCode(code).intl);
    collators.set(code, collator);
  }
  return collator;
}

/** A name's first letter as a reader of the language looks it up, and its name in an address. */
export function firstLetterOf(code: LanguageCode, name: string): { label: string; slug: string } {
  if (code === "zh") {
    const collator = collatorOf(code);
    const [label] = PINYIN_FIRSTS.findLast(([, first]) => collator.compare(first, name) <= 0) ??
      PINYIN_FIRSTS[0] ?? ["A"];
    return { label, slug: label.toLowerCase() };
  }
  // An Arabic name is looked up without its article, its alif without hamza or madda.
  const word = code === "ar" ? name.replace(/^ال/, "").replace(/^[أإآ]/, "ا") : name;
  const first = [...word][0] ?? "";
  if (code === "ar" || code === "ru") {
    const label = first.toUpperCase();
    return { label, slug: LETTER_SLUGS[label] ?? String(label.codePointAt(0)) };
  }
  // A Latin name under its letter without accents: "Émirats" under E.
  const label = first.normalize("NFD").replace(/\p{M}/gu, "").toUpperCase();
  return { label, slug: label.toLowerCase() };
}

/** What a view of the list is: the whole list in an order, or the States of a letter or decade. */
export type MemberStatesView =
  | { facet: undefined }
  | { facet: "sort"; value: typeof SORT_BY_DATE }
  | { facet: "letter"; value: string; label: string }
  | { facet: "decade"; value: string };

const byName = (code: LanguageCode) => (a: MemberState, b: MemberState) =>
  collatorOf(code).compare(a.name, b.name);

const byDate = (code: LanguageCode) => (a: MemberState, b: MemberState) =>
  a.admitted.localeCompare(b.admitted) || byName(code)(a, b);

/** The letters of a language's names, in its order, each once. */
export function lettersIn(code: LanguageCode, states: readonly MemberState[]) {
  const letters = new Map<string, string>();
  for (const state of [...states].sort(byName(code))) {
    const { label, slug } = firstLetterOf(code, state.name);
    if (!letters.has(slug)) letters.set(slug, label);
  }
  // In the letters' own order: an Arabic name is filed without its article, but sorted with it.
  return Array.from(letters, ([slug, label]) => ({ slug, label })).sort((a, b) =>
    collatorOf(code).compare(a.label, b.label),
  );
}

/** The decades in which States were admitted, oldest first. */
export const decadesIn = (states: readonly MemberState[]) =>
  [...new Set(states.map((state) => decadeOf(state.admitted)))].sort();

/** The view an address names in a language, or undefined when it names none. */
export function memberStatesView(
  code: LanguageCode,
  facet: string | undefined,
  value: string | undefined,
): MemberStatesView | undefined {
  if (facet === undefined) return { facet: undefined };
  const states = memberStatesIn(code).memberStates;
  if (facet === "sort") return value === SORT_BY_DATE ? { facet, value } : undefined;
  if (facet === "letter") {
    const letter = lettersIn(code, states).find(({ slug }) => slug === value);
    return letter ? { facet, value: letter.slug, label: letter.label } : undefined;
  }
  if (facet === "decade" && value && decadesIn(states).includes(value)) return { facet, value };
  return undefined;
}

/** The States a view shows, in its order: a letter's by name, a decade's by date. */
export function memberStatesOf(code: LanguageCode, view: MemberStatesView): MemberState[] {
  const states = memberStatesIn(code).memberStates;
  if (view.facet === "sort") return [...states].sort(byDate(code));
  if (view.facet === "decade")
    return states.filter((state) => decadeOf(state.admitted) === view.value).sort(byDate(code));
  if (view.facet === "letter")
    return states
      .filter((state) => firstLetterOf(code, state.name).slug === view.value)
      .sort(byName(code));
  return [...states].sort(byName(code));
}

/** Every view but the whole list by name, as its part of the address, with its languages. */
export function memberStatesViews(): { segment: string; languages: LanguageCode[] }[] {
  const views = new Map<string, LanguageCode[]>();
  const add = (facet: MemberStateFacet, value: string, code: LanguageCode) => {
    const segment = memberStatesViewSegment(facet, value);
    views.set(segment, [...(views.get(segment) ?? []), code]);
  };
  for (const code of LANGUAGE_CODES) {
    const states = memberStatesIn(code).memberStates;
    add("sort", SORT_BY_DATE, code);
    for (const { slug } of lettersIn(code, states)) add("letter", slug, code);
    for (const decade of decadesIn(states)) add("decade", decade, code);
  }
  return Array.from(views, ([segment, languages]) => ({ segment, languages }));
}
