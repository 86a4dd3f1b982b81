// @vitest-environment node
import { describe, expect, it } from "vitest";
import { siteManifest } from "~/config/site-manifest";
import { inlineScriptHashes, searchPageFiles } from "./postbuild.mjs";
import { sitemapXml } from "./sitemap.mjs";

describe("postbuild", () => {
  it("lists each page in the sitemap in the languages it exists in, with its alternates", async () => {
    const manifest = {
      ...siteManifest(),
      sitePages: [
        { path: "/", languages: ["ar", "en"] },
        { path: "/stories/new", languages: ["en", "fr"] },
      ],
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
