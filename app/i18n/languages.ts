/** The six official languages, in the order un.org lists them. */
export const LANGUAGES = [
  { code: "ar", nativeName: "العربية", dir: "rtl" },
  { code: "zh", nativeName: "中文", dir: "ltr" },
  { code: "en", nativeName: "English", dir: "ltr" },
  { code: "fr", nativeName: "Français", dir: "ltr" },
  { code: "ru", nativeName: "Русский", dir: "ltr" },
  { code: "es", nativeName: "Español", dir: "ltr" },
] as const;

export type Language = (typeof LANGUAGES)[number];
export type LanguageCode = Language["code"];

/** The language of the unprefixed paths. */
export const DEFAULT_LANGUAGE: LanguageCode = "en";
