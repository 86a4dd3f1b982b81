import { contentPagesIn, homeContent } from "~/content/catalog";
import { messagesFor } from "~/i18n/catalog";
import type { LanguageCode } from "~/i18n/languages";

/** Fields that hold identifiers, addresses or data rather than text for readers. */
const NOT_TEXT = new Set([
  "path",
  "section",
  "published",
  "id",
  "href",
  "link",
  "icon",
  "colour",
  "type",
  "number",
  "kind",
]);

export interface Text {
  /** Where the text sits, the same in every language: "messages.nav.home", "/faq.body.3.text". */
  where: string;
  text: string;
}

function collect(value: unknown, where: string, into: Text[]): Text[] {
  if (typeof value === "string") into.push({ where, text: value });
  else if (Array.isArray(value)) value.forEach((item, i) => collect(item, `${where}.${i}`, into));
  else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (!NOT_TEXT.has(key)) collect(item, `${where}.${key}`, into);
    }
  }
  return into;
}

/** Every text a reader sees in a language: interface messages, home records and content pages. */
export function textsOf(code: LanguageCode): Text[] {
  const texts: Text[] = [];
  collect(messagesFor(code), "messages", texts);
  collect(homeContent(code), "home", texts);
  for (const page of contentPagesIn(code)) collect(page, page.path, texts);
  return texts;
}
