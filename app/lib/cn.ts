/** Joins class names, skipping falsy ones; later classes come last so callers can extend. */
export function cn(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(" ");
}
