// Writes sitemap.xml and robots.txt from the prerendered pages: every page of the route table is
// prerendered, and each declares its canonical address and its language alternates.
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";

const attr = (tag, name) => tag.match(new RegExp(`\\s${name}="([^"]*)"`, "i"))?.[1];

/** The canonical URL and language alternates a page declares, or null for unindexed pages. */
export function pageEntry(html) {
  if (/<meta\s+name="robots"\s+content="[^"]*noindex/i.test(html)) return null;
  const links = html.match(/<link\b[^>]*>/gi) ?? [];
  const canonical = links.find((tag) => attr(tag, "rel") === "canonical");
  if (!canonical) return null;
  const alternates = links
    .filter((tag) => attr(tag, "rel") === "alternate" && attr(tag, "hrefLang"))
    .map((tag) => ({ hreflang: attr(tag, "hrefLang"), href: attr(tag, "href") }));
  return { loc: attr(canonical, "href"), alternates };
}

const escapeXml = (text) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export function sitemapXml(entries) {
  const urls = entries
    .map(({ loc, alternates }) =>
      [
        "  <url>",
        `    <loc>${escapeXml(loc)}</loc>`,
        ...alternates.map(
          ({ hreflang, href }) =>
            `    <xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(href)}"/>`,
        ),
        "  </url>",
      ].join("\n"),
    )
    .join("\n");
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" ' +
    'xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    `${urls}\n</urlset>\n`
  );
}

export function robotsTxt(siteUrl) {
  const sitemap = siteUrl ? `\nSitemap: ${siteUrl}/sitemap.xml\n` : "";
  return `User-agent: *\nAllow: /\n${sitemap}`;
}

/** Writes both files into the client build; returns the number of pages listed. */
export async function writeSitemap(clientDir, htmlFiles) {
  const entries = [];
  for (const file of htmlFiles) {
    const entry = pageEntry(await readFile(file, "utf8"));
    if (entry) entries.push(entry);
  }
  entries.sort((a, b) => a.loc.localeCompare(b.loc));
  const siteUrl = entries.length > 0 ? new URL(entries[0].loc).origin : null;
  await writeFile(join(clientDir, "sitemap.xml"), sitemapXml(entries));
  await writeFile(join(clientDir, "robots.txt"), robotsTxt(siteUrl));
  return entries.length;
}
