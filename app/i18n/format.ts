import { dateTimeFormat, numberFormat } from "./intl-cache";
import type { Language } from "./languages";

/** The organization's Arabic month names: the Levantine and the Egyptian name, "أيلول/سبتمبر". */
export const ARABIC_MONTHS = [
  "كانون الثاني/يناير",
  "شباط/فبراير",
  "آذار/مارس",
  "نيسان/أبريل",
  "أيار/مايو",
  "حزيران/يونيه",
  "تموز/يوليه",
  "آب/أغسطس",
  "أيلول/سبتمبر",
  "تشرين الأول/أكتوبر",
  "تشرين الثاني/نوفمبر",
  "كانون الأول/ديسمبر",
] as const;

/**
 * A date (at UTC) as the language writes it, in the form its texts use, so that a page's dates
 * are written one way: Intl's, with the organization's Arabic month names ("أيلول/سبتمبر", not
 * Intl's "سبتمبر"), the Russian year spelled out ("2025 года", not "2025 г.") and the French
 * first of the month ("1er novembre").
 */
function written(intl: string, options: Intl.DateTimeFormatOptions, date: Date): string {
  const formatter = dateTimeFormat(intl, { ...options, timeZone: "UTC" });
  const language = intl.slice(0, 2);
  if (language !== "ar" && language !== "ru" && language !== "fr") return formatter.format(date);
  return formatter
    .formatToParts(date)
    .map(({ type, value }) => {
      if (language === "ar" && type === "month" && !/\d/.test(value))
        return ARABIC_MONTHS[date.getUTCMonth()];
      if (language === "ru" && type === "literal") return value.replace(/\s*г\.$/u, "\u00A0года");
      if (language === "fr" && type === "day" && value === "1") return "1er";
      return value;
    })
    .join("");
}

/** An ISO calendar date ("2025-09-24") in the language's own format; the day never shifts with the time zone. */
export function formatDate(
  language: Pick<Language, "intl">,
  isoDate: string,
  options: Intl.DateTimeFormatOptions,
): string {
  return written(language.intl, options, new Date(`${isoDate}T00:00:00Z`));
}

/** A local date and time ("2025-09-24T14:00") as written, in the language's own format. */
export function formatDateTime(
  language: Pick<Language, "intl">,
  localTime: string,
  options: Intl.DateTimeFormatOptions,
): string {
  return written(language.intl, options, new Date(`${localTime}:00Z`));
}

/** A page's date as its page or its section's list shows it: the ISO date and its long form. */
export interface PageDate {
  iso: string;
  text: string;
}

/**
 * A page's date, written in the language's long form by the loader at build time, so that the
 * page shows it without the browser's Intl.
 */
export function pageDate(language: Pick<Language, "intl">, isoDate: string): PageDate {
  return { iso: isoDate, text: formatDate(language, isoDate, { dateStyle: "long" }) };
}

/** A number in the language's own format. */
export function formatNumber(language: Pick<Language, "intl">, value: number): string {
  return numberFormat(language.intl).format(value);
}
