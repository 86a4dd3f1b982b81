// The build's half of the interface text: parses ICU messages. A .server module, so React Router
// stops the build if any browser bundle would import it.
import {
  isNumberSkeleton,
  parse,
  TYPE,
  type MessageFormatElement,
  type PluralOrSelectOption,
} from "@formatjs/icu-messageformat-parser";
import type { Body, Branches, Part } from "./message-format";

/** The ICU named number styles, as Intl options; other styles are written as skeletons (`::`). */
const NUMBER_STYLES: Record<string, Intl.NumberFormatOptions> = {
  integer: { maximumFractionDigits: 0 },
  percent: { style: "percent" },
};

/** Parses an ICU message; a malformed one throws, naming what is wrong. */
export function parseMessage(source: string): MessageFormatElement[] {
  return parse(source, { shouldParseSkeletons: true, requiresOtherClause: true });
}

/**
 * A message in the form the browser formats: the text itself when it has no arguments, otherwise
 * its parts (see message-format.ts), so no page needs the parser.
 */
export function compileMessage(source: string): string | Part[] {
  const parts = toParts(parseMessage(source));
  if (parts.length === 0) return "";
  return parts.length === 1 && typeof parts[0] === "string" ? parts[0] : parts;
}

function toParts(elements: readonly MessageFormatElement[]): Part[] {
  const parts: Part[] = [];
  for (const element of elements) {
    const part = toPart(element);
    const last = parts.length - 1;
    if (typeof part === "string" && typeof parts[last] === "string") parts[last] += part;
    else parts.push(part);
  }
  return parts;
}

/** Nested text, as just a string when it is only text: pages carry every message in their data. */
function toBody(elements: readonly MessageFormatElement[]): Body {
  const parts = toParts(elements);
  return parts.length === 1 && typeof parts[0] === "string" ? parts[0] : parts;
}

/** The options of a plural or select; one that reads like `other` is left to it, as it would be. */
function toBranches(options: Record<string, PluralOrSelectOption>): Branches {
  const branches = Object.entries(options).map(([selector, option]) => ({
    selector,
    body: toBody(option.value),
  }));
  const other = JSON.stringify(branches.find(({ selector }) => selector === "other")?.body);
  return Object.fromEntries(
    branches
      .filter(({ selector, body }) => selector === "other" || JSON.stringify(body) !== other)
      .map(({ selector, body }) => [selector, body]),
  );
}

function toPart(element: MessageFormatElement): Part {
  switch (element.type) {
    case TYPE.literal:
      return element.value;
    case TYPE.argument:
      return [element.value];
    case TYPE.pound:
      return ["#"];
    case TYPE.number: {
      const { style } = element;
      if (!style) return [element.value, "number", {}];
      const options = isNumberSkeleton(style) ? style.parsedOptions : NUMBER_STYLES[style];
      if (!options)
        throw new Error(`Unknown number style "${String(style)}" in {${element.value}}`);
      return [element.value, "number", options];
    }
    case TYPE.plural:
      // No message needs ordinals ("1st") or offsets, so the browser's formatter does without.
      if (element.pluralType !== "cardinal")
        throw new Error(`{${element.value}}: no selectordinal`);
      if (element.offset) throw new Error(`{${element.value}}: no plural offset`);
      return [element.value, "plural", toBranches(element.options)];
    case TYPE.select:
      return [element.value, "select", toBranches(element.options)];
    case TYPE.tag:
      return [element.value, "tag", toBody(element.children)];
    case TYPE.date:
    case TYPE.time:
      throw new Error(
        `{${element.value}} is a date or time: format it in the code and pass it as an argument`,
      );
  }
}

function walk(
  elements: readonly MessageFormatElement[],
  visit: (element: MessageFormatElement) => void,
) {
  for (const element of elements) {
    visit(element);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) walk(option.value, visit);
    } else if (element.type === TYPE.tag) walk(element.children, visit);
  }
}

/** The names a message needs values for, tags included, sorted. */
export function argumentNames(source: string): string[] {
  const names = new Set<string>();
  walk(parseMessage(source), (element) => {
    if (element.type !== TYPE.literal && element.type !== TYPE.pound) names.add(element.value);
  });
  return [...names].sort();
}

/**
 * The plural categories of `locale` that a message's plurals leave out: each must name every
 * category the language distinguishes, or a count would fall back to the wrong form.
 */
export function missingPluralCategories(source: string, locale: string): string[] {
  const missing: string[] = [];
  walk(parseMessage(source), (element) => {
    if (element.type !== TYPE.plural) return;
    const { pluralCategories } = new Intl.PluralRules(locale, {
      type: element.pluralType,
    }).resolvedOptions();
    for (const category of pluralCategories) {
      if (!(category in element.options)) missing.push(`{${element.value}}: ${category}`);
    }
  });
  return missing;
}
