import type { LanguageCode } from "../app/i18n/languages";

/** The page every language's search must find: the Atomic Energy page. */
export const FOUND_PAGE = "/global-issues/atomic-energy";

/** A word of each language and the title, in that language, of the page it must find. */
export const KNOWN_WORDS: Record<LanguageCode, { word: string; title: string }> = {
  en: { word: "atomic", title: "Atomic Energy" },
  ar: { word: "الذرية", title: "الطاقة الذرية" },
  zh: { word: "原子能", title: "原子能" },
  fr: { word: "atomique", title: "Énergie atomique" },
  ru: { word: "атомная", title: "Атомная энергия" },
  es: { word: "atómica", title: "Energía atómica" },
};
