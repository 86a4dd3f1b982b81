import { en, type Messages } from "./en";
import type { LanguageCode } from "./languages";

/**
 * The interface text of every published language. Imported only by loaders, which run at build
 * time, so each prerendered page carries its own language's messages and no bundle carries them all.
 */
const catalog: Partial<Record<LanguageCode, Messages>> = { en };

export function messagesFor(code: LanguageCode): Messages {
  const messages = catalog[code];
  if (!messages) throw new Error(`No published interface text for language "${code}"`);
  return messages;
}
