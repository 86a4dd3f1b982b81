import { dateTimeFormat, numberFormat } from "./intl-cache";
import type { Language } from "./languages";

/** An ISO calendar date ("2025-09-24") in the language's own format; the day never shifts with the time zone. */
export function formatDate(
  language: Pick<Language, "intl">,
  isoDate: string,
  options: Intl.DateTimeFormatOptions,
): string {
  return dateTimeFormat(language.intl, { ...options, timeZone: "UTC" }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

/** A local date and time ("2025-09-24T14:00") as written, in the language's own format. */
export function formatDateTime(
  language: Pick<Language, "intl">,
  localTime: string,
  options: Intl.DateTimeFormatOptions,
): string {
  return dateTimeFormat(language.intl, { ...options, timeZone: "UTC" }).format(
    new Date(`${localTime}:00Z`),
  );
}

/** A page's date as its page or its section's list shows it: the ISO date and its long form. */
export interface PageDate {
  iso: string;
  text: string;
}

/**
 * A page's date, written in the language's long form by the loader at build time, so that the
 * page hydrates without starting the browser's Intl.
 */
export function pageDate(language: Pick<Language, "intl">, isoDate: string): PageDate {
  return { iso: isoDate, text: formatDate(language, isoDate, { dateStyle: "long" }) };
}

/** A number in the language's own format. */
export function formatNumber(language: Pick<Language, "intl">, value: number): string {
  return numberFormat(language.intl).format(value);
}
