/**
 * A document symbol as people may type it, for search: "A/RES/70/1" is also found as "A RES 70 1"
 * and "ARES701".
 */
export function symbolVariants(symbol: string): string[] {
  const words = symbol.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return [...new Set([symbol, words.join(" "), words.join("")])];
}

/**
 * A source's address as its link says it: the site and the page, without "https://" and "www.",
 * such as "press.un.org/en/2007/ga10655.doc.htm".
 */
export function sourceLinkText(url: string): string {
  return url.replace(/^https?:\/\/(www\.)?/, "").replace(/\/$/, "");
}
