/**
 * The sitemap output: sitemap.xml and robots.txt from the site manifest, every page in the
 * languages it exists in, each with its language alternates. Past the limits of one sitemap
 * (sitemaps.org: 50,000 addresses, 50 MB), sitemap.xml becomes an index of sitemap-<n>.xml files.
 */
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { Readable } from "node:stream";
import { SitemapIndexStream, SitemapStream, streamToPromise } from "sitemap";
import type { SiteManifest } from "./site-manifest";

/**
 * One sitemap entry per page and language, with the page's alternates and its x-default (the
 * default language's address). The addresses come localized in the manifest
 * (site-manifest.ts).
 */
export function sitemapEntries(manifest: SiteManifest) {
  return manifest.sitePages.flatMap(({ addresses }) => {
    const links = Object.entries(addresses).map(([lang, url]) => ({ lang, url }));
    const byDefault = addresses[manifest.defaultLanguage];
    if (byDefault) links.push({ lang: "x-default", url: byDefault });
    return Object.values(addresses).map((url) => ({ url, links }));
  });
}

/** The most addresses and bytes one sitemap file may hold (sitemaps.org). */
export const SITEMAP_LIMITS = { urls: 50_000, bytes: 50 * 1024 * 1024 };

const SITEMAP_FILE = "sitemap.xml";

type Entries = ReturnType<typeof sitemapEntries>;

async function urlSet(manifest: SiteManifest, entries: Entries) {
  const stream = new SitemapStream({
    hostname: manifest.siteUrl,
    xmlns: { xhtml: true, news: false, image: false, video: false },
  });
  return (await streamToPromise(Readable.from(entries).pipe(stream))).toString();
}

/**
 * One sitemap of `entries`, or several of at most `limits.urls`, halved until each fits its bytes.
 */
async function urlSets(
  manifest: SiteManifest,
  entries: Entries,
  limits: typeof SITEMAP_LIMITS,
): Promise<string[]> {
  if (entries.length <= limits.urls) {
    const xml = await urlSet(manifest, entries);
    if (entries.length <= 1 || Buffer.byteLength(xml) <= limits.bytes) return [xml];
  }
  const half = Math.min(limits.urls, Math.ceil(entries.length / 2));
  return [
    ...(await urlSets(manifest, entries.slice(0, half), limits)),
    ...(await urlSets(manifest, entries.slice(half), limits)),
  ];
}

/**
 * The sitemap's files by name: sitemap.xml alone, or, when the pages pass `limits`, sitemap.xml
 * as an index of sitemap-1.xml, sitemap-2.xml, ... each within them.
 */
export async function sitemapFiles(
  manifest: SiteManifest,
  limits = SITEMAP_LIMITS,
): Promise<Map<string, string>> {
  const entries = sitemapEntries(manifest).sort((a, b) => a.url.localeCompare(b.url));
  const sets = await urlSets(manifest, entries, limits);
  if (sets.length === 1) return new Map([[SITEMAP_FILE, sets[0] ?? ""]]);
  const files = new Map(sets.map((xml, index) => [`sitemap-${index + 1}.xml`, xml]));
  const index = new SitemapIndexStream();
  const urls = [...files.keys()].map((name) => `${manifest.siteUrl}/${name}`);
  const xml = (await streamToPromise(Readable.from(urls).pipe(index))).toString();
  return new Map([[SITEMAP_FILE, xml], ...files]);
}

/** The sitemap as one document, while the site is within one sitemap's limits. */
export async function sitemapXml(manifest: SiteManifest): Promise<string> {
  // sitemapFiles always holds sitemap.xml.
  return (await sitemapFiles(manifest)).get(SITEMAP_FILE) ?? "";
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}

/**
 * Writes the sitemap and robots.txt into the client build: the pages listed and the files written.
 */
export async function writeSitemap(clientDir: string, manifest: SiteManifest) {
  const robots = join(clientDir, "robots.txt");
  const files = [robots];
  await writeFile(robots, robotsTxt(manifest.siteUrl));
  for (const [name, xml] of await sitemapFiles(manifest)) {
    files.push(join(clientDir, name));
    await writeFile(join(clientDir, name), xml);
  }
  return { pages: sitemapEntries(manifest).length, files };
}
