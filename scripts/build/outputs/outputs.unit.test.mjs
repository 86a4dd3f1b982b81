import { describe, expect, it } from "vitest";
import { manifestPages, siteManifest } from "./site-manifest";
import { inlineScriptHashes, searchPageFiles } from "../../http-policy/index.mjs";
import { sitemapFiles, sitemapXml } from "./sitemap";

describe("postbuild", () => {
  it("lists each page in the sitemap in the languages it exists in, with its alternates", async () => {
    const manifest = {
      ...siteManifest(),
      sitePages: manifestPages([
        { path: "/", languages: ["ar", "en"] },
        { path: "/stories/new", languages: ["en", "fr"] },
      ]),
    };
    const xml = await sitemapXml(manifest);
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    const site = manifest.siteUrl;
    expect(locations).toEqual([
      `${site}/`,
      `${site}/ar`,
      `${site}/fr/stories/new`,
      `${site}/stories/new`,
    ]);
    const entry = xml.match(/<url><loc>[^<]+\/fr\/stories\/new<\/loc>.*?<\/url>/)?.[0] ?? "";
    expect(entry.match(/hreflang="[^"]+"/g)).toEqual([
      'hreflang="en"',
      'hreflang="fr"',
      'hreflang="x-default"',
    ]);
  });

  it("turns the sitemap into an index of files within the limits when the site passes them", async () => {
    /** @type {["en", "fr"]} */
    const languages = ["en", "fr"];
    const sitePages = manifestPages(
      Array.from({ length: 7 }, (_, i) => ({ path: `/stories/s${i}`, languages })),
    );
    const manifest = { ...siteManifest(), sitePages };
    const site = manifest.siteUrl;
    const locations = (xml) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

    const single = await sitemapFiles(manifest, { urls: 14, bytes: 1e6 });
    expect([...single.keys()]).toEqual(["sitemap.xml"]);
    expect(locations(single.get("sitemap.xml"))).toHaveLength(14);

    const byCount = await sitemapFiles(manifest, { urls: 5, bytes: 1e6 });
    expect([...byCount.keys()]).toEqual([
      "sitemap.xml",
      "sitemap-1.xml",
      "sitemap-2.xml",
      "sitemap-3.xml",
    ]);
    const index = byCount.get("sitemap.xml");
    expect(index).toContain("<sitemapindex");
    expect(locations(index)).toEqual([1, 2, 3].map((n) => `${site}/sitemap-${n}.xml`));
    const listed = [1, 2, 3].flatMap((n) => locations(byCount.get(`sitemap-${n}.xml`)));
    expect(listed.map((url) => url.slice(site.length))).toEqual(
      sitePages
        .flatMap(({ path }) => [path, `/fr${path}`])
        .sort((a, b) => `${site}${a}`.localeCompare(`${site}${b}`)),
    );
    for (const n of [1, 2, 3])
      expect(locations(byCount.get(`sitemap-${n}.xml`)).length).toBeLessThanOrEqual(5);

    const bySize = await sitemapFiles(manifest, { urls: 100, bytes: 2_000 });
    for (const [name, xml] of bySize)
      if (name !== "sitemap.xml") expect(Buffer.byteLength(xml)).toBeLessThanOrEqual(2_000);
    expect([...bySize.values()].slice(1).flatMap(locations)).toHaveLength(14);
  });

  it("hashes inline scripts only, each as a CSP source expression", () => {
    const html = `<script>a()</script><script src="/x.js"></script><script type="module">b()</script>`;
    expect(inlineScriptHashes(html)).toEqual([
      "'sha256-qVpDBgj7bpq5hMAcGp3AOc79J3Y1Z4HvySTwKrWDoy4='",
      "'sha256-cf242PFc/kb7xD0Qzhsmd9vvRkc+cWFmbi+k+YvtdKc='",
    ]);
  });

  it("names each language's search page, the only pages whose policy allows WebAssembly", () => {
    expect([...searchPageFiles(siteManifest())].sort()).toEqual([
      ["/ar/search/index.html", "ar"],
      ["/es/search/index.html", "es"],
      ["/fr/search/index.html", "fr"],
      ["/ru/search/index.html", "ru"],
      ["/search/index.html", "en"],
      ["/zh/search/index.html", "zh"],
    ]);
    expect(searchPageFiles({ ...siteManifest(), searchPath: undefined }).size).toBe(0);
  });
});
