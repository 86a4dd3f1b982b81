import { siteCatalog } from "~/config/site-catalog.server";
import { catalogueFor } from "~/i18n/catalog";
import type { LanguageCode } from "~/i18n/languages";

/** Fields that hold identifiers, addresses or data rather than text for readers. */
const NOT_TEXT = new Set([
  // A document's or an event's sources and official texts are addresses, cited as found.
  "sources",
  "checked",
  "officialText",
  "document",
  "path",
  "collection",
  "date",
  "film",
  "stem",
  "link",
  "colour",
  "type",
  "number",
]);

export interface Text {
  /** Where the text sits, the same in every language: "messages.nav.home", "/faq.lead". */
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

/** Every text a reader sees in a language: interface messages (as written), home records, pages. */
export function textsOf(code: LanguageCode): Text[] {
  const texts: Text[] = [];
  collect(catalogueFor(code), "messages", texts);
  const catalog = siteCatalog();
  collect(catalog.home(code), "home", texts);
  // A page's body is read as its text, without the markup rendered from its Markdown; a related
  // link without a title leads to a page the interface titles, whose messages are read above.
  for (const page of catalog.pagesIn(code)) {
    const html = page.html.replace(/<[^>]+>/g, " ");
    const related = page.related.filter((link) => link.title !== "");
    collect({ ...page, html, related }, page.path, texts);
  }
  return texts;
}
