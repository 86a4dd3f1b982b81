/**
 * The six official languages, in the order un.org lists them: the one table the routes, content,
 * build (site.json), server and nginx configuration derive from. `intl` is the locale for dates and
 * numbers (Arabic pages use the digits 0-9, as the organisation does); `ogLocale` is Open Graph's.
 */
export const LANGUAGES = [
  { code: "ar", nativeName: "العربية", dir: "rtl", intl: "ar-u-nu-latn", ogLocale: "ar_AR" },
  { code: "zh", nativeName: "中文", dir: "ltr", intl: "zh-Hans", ogLocale: "zh_CN" },
  { code: "en", nativeName: "English", dir: "ltr", intl: "en-GB", ogLocale: "en_US" },
  { code: "fr", nativeName: "Français", dir: "ltr", intl: "fr", ogLocale: "fr_FR" },
  { code: "ru", nativeName: "Русский", dir: "ltr", intl: "ru", ogLocale: "ru_RU" },
  { code: "es", nativeName: "Español", dir: "ltr", intl: "es", ogLocale: "es_ES" },
] as const;

/** What pages know of a language; the Open Graph locale is for the build's meta tags only. */
export type Language = Omit<(typeof LANGUAGES)[number], "ogLocale">;
export type LanguageCode = (typeof LANGUAGES)[number]["code"];

/** The language of the unprefixed paths. */
export const DEFAULT_LANGUAGE: LanguageCode = "en";

export const LANGUAGE_CODES: readonly LanguageCode[] = LANGUAGES.map((language) => language.code);

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === "string" && (LANGUAGE_CODES as readonly string[]).includes(value);
}

export function languageByCode(code: LanguageCode): (typeof LANGUAGES)[number] {
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
