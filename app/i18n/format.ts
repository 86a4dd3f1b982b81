import type { Language } from "./languages";

/** An ISO calendar date ("2025-09-24") in the language's own format; the day never shifts with the time zone. */
export function formatDate(
  language: Pick<Language, "intl">,
  isoDate: string,
  options: Intl.DateTimeFormatOptions,
): string {
  return new Intl.DateTimeFormat(language.intl, { ...options, timeZone: "UTC" }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

/** A number in the language's own format. */
export function formatNumber(language: Pick<Language, "intl">, value: number): string {
  return new Intl.NumberFormat(language.intl).format(value);
}
