/**
 * The six official languages, in the order un.org lists them. `intl` is the locale for dates and
 * numbers: Arabic pages use the digits 0-9, as the organisation does.
 */
export const LANGUAGES = [
  { code: "ar", nativeName: "العربية", dir: "rtl", intl: "ar-u-nu-latn" },
  { code: "zh", nativeName: "中文", dir: "ltr", intl: "zh-Hans" },
  { code: "en", nativeName: "English", dir: "ltr", intl: "en-GB" },
  { code: "fr", nativeName: "Français", dir: "ltr", intl: "fr" },
  { code: "ru", nativeName: "Русский", dir: "ltr", intl: "ru" },
  { code: "es", nativeName: "Español", dir: "ltr", intl: "es" },
] as const;

export type Language = (typeof LANGUAGES)[number];
export type LanguageCode = Language["code"];

/** The language of the unprefixed paths. */
export const DEFAULT_LANGUAGE: LanguageCode = "en";

export const LANGUAGE_CODES: readonly LanguageCode[] = LANGUAGES.map((language) => language.code);

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === "string" && (LANGUAGE_CODES as readonly string[]).includes(value);
}

export function languageByCode(code: LanguageCode): Language {
  return LANGUAGES.find((language) => language.code === code) ?? LANGUAGES[2];
}

/** The language of a path: its first segment when that is a language prefix, otherwise English. */
export function languageFromPath(pathname: string): LanguageCode {
  const first = pathname.split("/")[1];
  return isLanguageCode(first) && first !== DEFAULT_LANGUAGE ? first : DEFAULT_LANGUAGE;
}

/** The page's path without its language prefix and trailing slash: "/fr/news/" → "/news". */
export function pagePath(pathname: string): string {
  const language = languageFromPath(pathname);
  const rest = language === DEFAULT_LANGUAGE ? pathname : pathname.slice(language.length + 1);
  const trimmed = rest.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

/** A site path in a language: "/news" → "/fr/news", "/" → "/fr"; English paths stay unprefixed. */
export function localizePath(path: string, language: LanguageCode): string {
  if (language === DEFAULT_LANGUAGE || !path.startsWith("/")) return path;
  return path === "/" ? `/${language}` : `/${language}${path}`;
}
