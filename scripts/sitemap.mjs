// Writes sitemap.xml and robots.txt from what the build knows (build/site.json): every page in the
// languages it exists in, each with its language alternates.
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { Readable } from "node:stream";
import { SitemapStream, streamToPromise } from "sitemap";

/** A page's address in a language of the site manifest: "/news" in French is "/fr/news". */
export function localize(manifest, path, code) {
  const prefix = manifest.languages.find((language) => language.code === code)?.prefix ?? "";
  return prefix && path === "/" ? prefix : `${prefix}${path}`;
}

/** One sitemap entry per page and language, with the page's alternates and its x-default. */
export function sitemapEntries(manifest) {
  return manifest.sitePages.flatMap(({ path, languages }) => {
    const links = [
      ...languages.map((lang) => ({ lang, url: localize(manifest, path, lang) })),
      { lang: "x-default", url: localize(manifest, path, manifest.defaultLanguage) },
    ];
    return languages.map((code) => ({ url: localize(manifest, path, code), links }));
  });
}

export async function sitemapXml(manifest) {
  const stream = new SitemapStream({
    hostname: manifest.siteUrl,
    xmlns: { xhtml: true, news: false, image: false, video: false },
  });
  const entries = sitemapEntries(manifest).sort((a, b) => a.url.localeCompare(b.url));
  return (await streamToPromise(Readable.from(entries).pipe(stream))).toString();
}

export function robotsTxt(siteUrl) {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}

/** Writes both files into the client build; returns the number of pages listed. */
export async function writeSitemap(clientDir, manifest) {
  await writeFile(join(clientDir, "sitemap.xml"), await sitemapXml(manifest));
  await writeFile(join(clientDir, "robots.txt"), robotsTxt(manifest.siteUrl));
  return sitemapEntries(manifest).length;
}
