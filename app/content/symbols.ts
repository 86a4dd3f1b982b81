/**
 * A document symbol as people may type it, for search: "A/RES/70/1" is also found as "A RES 70 1"
 * and "ARES701".
 */
export function symbolVariants(symbol: string): string[] {
  const words = symbol.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return [...new Set([symbol, words.join(" "), words.join("")])];
}

/** A source as a content file writes it: its address, then what it confirms. */
export function sourceParts(source: string): { href: string; text: string } {
  const [href = "", ...rest] = source.split(/\s+/);
  return { href, text: rest.join(" ").replace(/^[—–-]\s*/, "") };
}
