// The browser's half of the interface text: messages arrive parsed at build time (see
// compile-messages.server.ts), so formatting them needs no parser, only this interpreter and Intl.
import { numberFormat, pluralRules } from "./intl-cache";
import type { Language } from "./languages";

/** Text within a message: a sequence of parts, or just its text when that is all it holds. */
export type Body = string | readonly Part[];

/** Options of a plural or select; `=2` keys match exact values. */
export type Branches = { readonly [selector: string]: Body };

/**
 * One piece of a parsed message: literal text, or an argument as a tuple named by its kind.
 * `["#"]` is the number of the enclosing plural (no argument can be named "#").
 */
export type Part =
  | string
  | readonly [name: string]
  | readonly [name: string, kind: "number", options: Intl.NumberFormatOptions]
  | readonly [name: string, kind: "plural", branches: Branches]
  | readonly [name: string, kind: "select", branches: Branches]
  | readonly [name: string, kind: "tag", children: Body];

declare const ARGUMENTS: unique symbol;

/** A message with arguments, as the browser receives it; `A` is what it must be given. */
export type Message<A> = readonly Part[] & { readonly [ARGUMENTS]?: A };

/** What a tag in a message becomes: its formatted content, wrapped by the caller. */
export type Tag<T> = (chunks: Array<string | T>) => T;

type Value<T> = string | number | T | Tag<T>;

/**
 * A message's pieces in order: text (adjacent text joined, so a page renders one text node), and
 * what the caller's values and tags made (elements).
 */
export function formatMessageToParts<A, T = never>(
  language: Pick<Language, "intl">,
  message: Message<A>,
  values: A,
): Array<string | T> {
  const given = values as Record<string, Value<T>>;
  const number = (value: number, options?: Intl.NumberFormatOptions) =>
    numberFormat(language.intl, options).format(value);

  const join = (pieces: Array<string | T>) =>
    pieces.reduce<Array<string | T>>((out, piece) => {
      const last = out.length - 1;
      if (typeof piece === "string" && typeof out[last] === "string") out[last] += piece;
      else out.push(piece);
      return out;
    }, []);

  const format = (body: Body, count = 0): Array<string | T> =>
    join((typeof body === "string" ? [body] : body).flatMap((part) => formatPart(part, count)));

  const formatPart = (part: Part, count: number): Array<string | T> => {
    if (typeof part === "string") return [part];
    if (part[0] === "#") return [number(count)];
    const value = given[part[0]];
    if (part.length === 1) return [typeof value === "number" ? number(value) : (value as T)];
    if (part[1] === "tag") return [(value as Tag<T>)(format(part[2], count))];
    if (part[1] === "number") return [number(value as number, part[2])];
    const branches = part[2];
    if (part[1] === "select") return format(branches[String(value)] ?? branches.other ?? "");
    const n = value as number;
    const category = pluralRules(language.intl).select(n);
    return format(branches[`=${n}`] ?? branches[category] ?? branches.other ?? "", n);
  };

  return format(message);
}

/** A message as plain text: for titles, attributes and metadata. */
export function formatMessage<A extends Record<string, string | number>>(
  language: Pick<Language, "intl">,
  message: Message<A>,
  values: A,
): string {
  return formatMessageToParts<A, string>(language, message, values).join("");
}
