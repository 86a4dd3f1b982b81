import { readFileSync } from "node:fs";
import { join } from "node:path";
import { argumentNames, compileMessage } from "./compile-messages.server";
import type { LanguageCode } from "./languages";
import {
  type Catalogue,
  MESSAGE_ARGUMENTS,
  type Messages,
  type MetaMessages,
} from "./message-arguments";

/** Where the catalogues are, from the project's root, where the build and the tests run. */
export const MESSAGES_DIRECTORY = join("app", "i18n", "messages");

const catalogues = new Map<LanguageCode, Catalogue>();

/**
 * A language's interface text as its translators write it (`app/i18n/messages/<code>.json`).
 * Read only by loaders, which run at build time, so the parser stays out of the browser and each
 * prerendered page carries its own language's messages, compiled.
 */
export function catalogueFor(code: LanguageCode): Catalogue {
  let catalogue = catalogues.get(code);
  if (!catalogue) {
    const file = join(process.cwd(), MESSAGES_DIRECTORY, `${code}.json`);
    catalogue = JSON.parse(readFileSync(file, "utf8")) as Catalogue;
    catalogues.set(code, catalogue);
  }
  return catalogue;
}

/** Every message of a catalogue, by its dotted key ("home.goals.goal"). */
export function messageEntries(tree: object, prefix = ""): Array<[key: string, source: string]> {
  return Object.entries(tree).flatMap(([name, value]: [string, unknown]) => {
    const key = prefix ? `${prefix}.${name}` : name;
    if (typeof value === "string") return [[key, value] as [string, string]];
    return messageEntries(value as object, key);
  });
}

/** A catalogue compiled for the page, after checking each message against the code's arguments. */
export function compileCatalogue(tree: object, code: LanguageCode, prefix = ""): unknown {
  return Object.fromEntries(
    Object.entries(tree).map(([name, value]: [string, unknown]) => {
      const key = prefix ? `${prefix}.${name}` : name;
      if (typeof value !== "string") return [name, compileCatalogue(value as object, code, key)];
      const where = `${join(MESSAGES_DIRECTORY, `${code}.json`)}, ${key}`;
      let names: string[];
      try {
        names = argumentNames(value);
      } catch (error) {
        throw new Error(`${where}: not a valid ICU message (${(error as Error).message})`);
      }
      const expected = Object.keys(MESSAGE_ARGUMENTS[key as keyof typeof MESSAGE_ARGUMENTS] ?? {});
      if (names.join() !== expected.sort().join()) {
        const list = (items: string[]) => items.map((item) => `{${item}}`).join(" ") || "none";
        throw new Error(`${where}: uses ${list(names)}, but the code passes ${list(expected)}`);
      }
      return [name, compileMessage(value)];
    }),
  );
}

const compiled = new Map<LanguageCode, { meta: MetaMessages; messages: Messages }>();

function compiledFor(code: LanguageCode) {
  let entry = compiled.get(code);
  if (!entry) {
    const { meta, ...messages } = compileCatalogue(catalogueFor(code), code) as Messages & {
      meta: MetaMessages;
    };
    entry = { meta, messages };
    compiled.set(code, entry);
  }
  return entry;
}

/**
 * A language's interface text, compiled for the page; a bad message stops the build, named.
 * Without the metadata texts: they go into each page's head, not into its body.
 */
export function messagesFor(code: LanguageCode): Messages {
  return compiledFor(code).messages;
}

/** A language's titles and descriptions for page metadata, compiled. */
export function metaMessagesFor(code: LanguageCode): MetaMessages {
  return compiledFor(code).meta;
}
