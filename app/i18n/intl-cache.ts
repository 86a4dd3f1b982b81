// Intl's formatters, made once per language and options: making one costs far more than using it
// (a date formatter took about 0.8 ms, most of a listing page's loader when made per date), and a
// build renders thousands of pages with the same few.

const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.PluralRules>();

function memoised<T extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.PluralRules>(
  key: string,
  make: () => T,
): T {
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

/** A date formatter for the locale `intl` with `options`. */
export const dateTimeFormat = (intl: string, options: Intl.DateTimeFormatOptions) =>
  memoised(
    `date\0${intl}\0${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(intl, options),
  );

/** A number formatter for the locale `intl` with `options`. */
export const numberFormat = (intl: string, options: Intl.NumberFormatOptions = {}) =>
  memoised(
    `number\0${intl}\0${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(intl, options),
  );

/** The cardinal plural rules of the locale `intl`. */
export const pluralRules = (intl: string) =>
  memoised(`plural\0${intl}`, () => new Intl.PluralRules(intl));
