import { ar } from "./ar";
import { en, type Messages } from "./en";
import { es } from "./es";
import { fr } from "./fr";
import type { LanguageCode } from "./languages";
import { ru } from "./ru";
import { zh } from "./zh";

/**
 * The interface text of every language. Imported only by loaders, which run at build time, so each
 * prerendered page carries its own language's messages and no bundle carries them all.
 */
const catalog: Record<LanguageCode, Messages> = { ar, zh, en, fr, ru, es };

export function messagesFor(code: LanguageCode): Messages {
  return catalog[code];
}
