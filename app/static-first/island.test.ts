import { beforeAll, describe, expect, it } from "vitest";
import { metaOf } from "./island";

describe("metaOf", () => {
  beforeAll(() => {
    document.head.innerHTML = [
      '<meta charset="utf-8">',
      '<meta http-equiv="Content-Security-Policy" content="default-src \'self\'">',
      '<meta name="viewport" content="width=device-width, initial-scale=1">',
      '<meta name="theme-color" content="#0b2545">',
      "<script>/* theme */</script>",
      "<title>Climate | United Nations</title>",
      '<meta name="description" content="What the UN does.">',
      '<meta property="og:title" content="Climate">',
      '<link rel="alternate" type="application/atom+xml" title="Stories" href="http://x/feed.xml">',
      '<link rel="canonical" href="http://x/climate">',
      '<link rel="alternate" hreflang="fr" href="http://x/fr/climate">',
      '<script type="application/ld+json">{"@type":"Article","headline":"Climate"}</script>',
      '<link rel="stylesheet" href="/assets/app.css">',
    ].join("");
  });

  it("gives the loader's tags where its data has them", () => {
    expect(metaOf({ meta: [{ title: "From data" }] })).toEqual([{ title: "From data" }]);
  });

  it("adopts the page's own head tags, in their order, when the data leaves them out", () => {
    expect(metaOf({})).toEqual([
      { title: "Climate | United Nations" },
      { name: "description", content: "What the UN does." },
      { property: "og:title", content: "Climate" },
      {
        tagName: "link",
        rel: "alternate",
        type: "application/atom+xml",
        title: "Stories",
        href: "http://x/feed.xml",
      },
      { tagName: "link", rel: "canonical", href: "http://x/climate" },
      { tagName: "link", rel: "alternate", hrefLang: "fr", href: "http://x/fr/climate" },
      { "script:ld+json": { "@type": "Article", headline: "Climate" } },
    ]);
  });
});
