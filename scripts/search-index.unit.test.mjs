import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import {
  filesByLanguage,
  indexedRegion,
  languageOfPath,
  olderParts,
  searchIndexBeside,
  splitParts,
  writeSearchIndex,
} from "./search-index.mjs";

const LANGUAGES = [
  { code: "en", prefix: "" },
  { code: "fr", prefix: "/fr" },
];

const page = (lang, text, indexed = true) =>
  `<!doctype html><html lang="${lang}"><head><title>${text}</title></head><body>` +
  `<main${indexed ? " data-pagefind-body" : ""}><h1>${text}</h1><p>${text} water energy</p></main></body></html>`;

describe("the search index", () => {
  const client = mkdtempSync(join(tmpdir(), "search-index-"));
  process.env.SITE_BUILD_CACHE = join(client, "..", `${client.split("/").at(-1)}-cache`);
  const files = {
    "index.html": page("en", "Home", false),
    "stories/water/index.html": page("en", "Water for all"),
    "stories/energy/index.html": page("en", "Clean energy"),
    "fr/stories/water/index.html": page("fr", "De l’eau pour tous"),
    "fr/index.html": page("fr", "Accueil", false),
  };
  for (const [file, html] of Object.entries(files)) {
    mkdirSync(dirname(join(client, file)), { recursive: true });
    writeFileSync(join(client, file), html);
  }
  afterAll(() => {
    rmSync(client, { recursive: true, force: true });
    rmSync(process.env.SITE_BUILD_CACHE ?? "", { recursive: true, force: true });
    delete process.env.SITE_BUILD_CACHE;
  });

  it("groups pages by their language's prefix, the unprefixed language taking the rest", () => {
    const byLanguage = filesByLanguage(
      client,
      Object.keys(files).map((file) => join(client, file)),
      LANGUAGES,
    );
    expect(byLanguage.get("en")?.map((file) => file.slice(client.length))).toEqual([
      "/index.html",
      "/stories/water/index.html",
      "/stories/energy/index.html",
    ]);
    expect(byLanguage.get("fr")).toHaveLength(2);
  });

  it("tells an address's language by its prefix, whole segments only", () => {
    const of = (/** @type {string} */ path) => languageOfPath(LANGUAGES, path);
    expect([of("/fr"), of("/fr/stories/water"), of("/"), of("/stories"), of("/france")]).toEqual([
      "fr",
      "fr",
      "en",
      "en",
      "en",
    ]);
  });

  it("makes a language's part as soon as its pages are written, and merges it after", async () => {
    const beside = searchIndexBeside(client, LANGUAGES, {
      files: Object.keys(files).map((file) => join(client, file)),
      sources: {},
    });
    beside.written("en");
    await beside.rendered();
    // Made beside the rendering, without the other language's pages or the index's own folders.
    const part = join(client, "pagefind.en");
    const entry = JSON.parse(readFileSync(join(part, "pagefind-entry.json"), "utf8"));
    expect(Object.keys(entry.languages)).toEqual(["en"]);
    expect(entry.languages.en.page_count).toBe(2);
    expect(existsSync(join(client, "pagefind.fr"))).toBe(false);
    // The finishing steps make the other language and merge both.
    expect(await writeSearchIndex(client, LANGUAGES)).toEqual({ en: 2, fr: 1 });
    expect(existsSync(part)).toBe(false);
  });

  it("reads a page not yet in the build from where it is kept, named by its file in the build", async () => {
    const kept = join(`${process.env.SITE_BUILD_CACHE}`, "kept-page.html");
    mkdirSync(dirname(kept), { recursive: true });
    writeFileSync(kept, page("en", "Ocean health"));
    const ocean = join(client, "stories/ocean/index.html");
    const english = ["index.html", "stories/water/index.html", "stories/energy/index.html"];
    const beside = searchIndexBeside(client, LANGUAGES, {
      files: [...english.map((file) => join(client, file)), ocean],
      sources: { [ocean]: kept },
    });
    beside.written("en");
    await beside.rendered();
    const part = join(client, "pagefind.en");
    const entry = JSON.parse(readFileSync(join(part, "pagefind-entry.json"), "utf8"));
    expect(entry.languages.en.page_count).toBe(3);
    const urls = readdirSync(join(part, "fragment")).map(
      (name) =>
        JSON.parse(
          gunzipSync(readFileSync(join(part, "fragment", name)))
            .toString()
            .slice(12),
        ).url,
    );
    expect(urls.sort()).toEqual(["/stories/energy/", "/stories/ocean/", "/stories/water/"]);
    rmSync(part, { recursive: true });
    rmSync(kept);
  });

  it("indexes each language on its own and merges them under one entry file", async () => {
    const pages = await writeSearchIndex(client, LANGUAGES);
    expect(pages).toEqual({ en: 2, fr: 1 });
    const dir = join(client, "pagefind");
    const entry = JSON.parse(readFileSync(join(dir, "pagefind-entry.json"), "utf8"));
    expect(Object.keys(entry.languages).sort()).toEqual(["en", "fr"]);
    for (const { hash } of Object.values(entry.languages))
      expect(readdirSync(dir)).toContain(`pagefind.${hash}.pf_meta`);
    const fragments = readdirSync(join(dir, "fragment"));
    expect(fragments.filter((name) => name.startsWith("en_"))).toHaveLength(2);
    expect(fragments.filter((name) => name.startsWith("fr_"))).toHaveLength(1);
    expect(readdirSync(client).filter((name) => name.startsWith("pagefind."))).toEqual([]);
  });

  it("takes a language's index from the cache while its indexed pages are unchanged", async () => {
    const dir = join(client, "pagefind");
    const before = readFileSync(join(dir, "pagefind-entry.json"), "utf8");
    // The shell around the marked region may change: what Pagefind reads does not.
    writeFileSync(
      join(client, "stories/water/index.html"),
      page("en", "Water for all").replace("<body>", "<body><script>let x = 1;</script>"),
    );
    await writeSearchIndex(client, LANGUAGES);
    expect(readFileSync(join(dir, "pagefind-entry.json"), "utf8")).toBe(before);
    writeFileSync(join(client, "fr/stories/water/index.html"), page("fr", "De l’eau, encore"));
    await writeSearchIndex(client, LANGUAGES);
    const after = JSON.parse(readFileSync(join(dir, "pagefind-entry.json"), "utf8"));
    const first = JSON.parse(before);
    expect(after.languages.en.hash).toBe(first.languages.en.hash);
    expect(after.languages.fr.hash).not.toBe(first.languages.fr.hash);
  });

  it("puts the undated pages and the newest years first, and the older years in parts", () => {
    const dated = (/** @type {string} */ date, /** @type {number} */ count) =>
      Array.from({ length: count }, (_, at) => ({
        sourcePath: `stories/${date}-${at}/index.html`,
        content: "",
        date,
      }));
    const undated = [{ sourcePath: "goals/13/index.html", content: "" }];
    const paths = (/** @type {{ sourcePath: string }[]} */ part) =>
      part.map(({ sourcePath }) => sourcePath.split("/")[1].slice(0, 4));
    // Two years fit with the undated page; the three before take a part each, two of them
    // together where they fit, the largest one as many as it needs.
    const { parts, since } = splitParts(
      [
        ...dated("2024-05-01", 2),
        ...undated,
        ...dated("2026-03-01", 2),
        ...dated("2025-01-01", 1),
        ...dated("2022-01-01", 7),
        ...dated("2023-02-01", 3),
        ...dated("2021-02-01", 1),
      ],
      5,
    );
    expect(parts.map(paths)).toEqual([
      ["13", "2026", "2026", "2025"],
      ["2024", "2024", "2023", "2023", "2023"],
      ["2022", "2022", "2022", "2022", "2022"],
      ["2022", "2022", "2021"],
    ]);
    expect(since).toBe("2025-01-01");
    // A newest year larger than a part fills the first part and goes on in the next.
    const large = splitParts(
      [...undated, ...dated("2026-03-01", 2), ...dated("2026-02-01", 2), ...dated("2026-01-01", 3)],
      5,
    );
    expect(large.parts.map((part) => part.length)).toEqual([5, 3]);
    expect(large.since).toBe("2026-02-01");
    // It ends with a whole day, which may take it past the most pages a part holds.
    const day = splitParts([...undated, ...dated("2026-02-01", 2), ...dated("2026-01-01", 6)], 5);
    expect(day.parts.map((part) => part.length)).toEqual([9]);
    expect(day.since).toBeUndefined();
    // Undated pages filling a part leave room for the newest dated one, where the others begin.
    const full = splitParts(
      [...undated, ...undated, ...dated("2026-02-01", 1), ...dated("2026-01-01", 1)],
      2,
    );
    expect(full.parts.map((part) => part.length)).toEqual([3, 1]);
    expect(full.since).toBe("2026-02-01");
    expect(splitParts([...undated, ...dated("2026-01-01", 2)], 5)).toEqual({
      parts: [[...undated, ...dated("2026-01-01", 2)]],
      since: undefined,
    });
  });

  it("writes a language's older pages as parts of their own, listed for the search page", async () => {
    const older = mkdtempSync(join(tmpdir(), "search-older-"));
    const story = (/** @type {string} */ date, /** @type {string} */ text) =>
      page("en", text).replace(
        "<h1>",
        `<h1>${text}</h1><p><time dateTime="${date}">${date}</time></p><h1>`,
      );
    const pages = {
      "goals/7/index.html": page("en", "Energy goal"),
      "stories/solar/index.html": story("2026-02-01", "Solar power"),
      "stories/wind/index.html": story("2025-06-01", "Wind power"),
      "stories/dams/index.html": story("2019-06-01", "Old dams"),
      "fr/stories/vent/index.html": page("fr", "Le vent"),
    };
    for (const [file, html] of Object.entries(pages)) {
      mkdirSync(dirname(join(older, file)), { recursive: true });
      writeFileSync(join(older, file), html);
    }
    try {
      expect(await writeSearchIndex(older, LANGUAGES, { partPages: 2 })).toEqual({ en: 4, fr: 1 });
      const dir = join(older, "pagefind");
      const entry = JSON.parse(readFileSync(join(dir, "pagefind-entry.json"), "utf8"));
      expect(entry.languages.en.page_count).toBe(2);
      expect(await olderParts(dir, "en")).toEqual({
        since: "2026-02-01",
        // 2025 and 2019 together: they fit in one part, named after its pages' hash.
        parts: [
          { path: expect.stringMatching(/^\/pagefind\/older\/en-[0-9a-f]{12}\/$/), pages: 2 },
        ],
      });
      expect(await olderParts(dir, "fr")).toEqual({ since: null, parts: [] });
      // An older part is an index of its own, without the script and WebAssembly of the first.
      const [{ path }] = (await olderParts(dir, "en")).parts;
      const part = join(older, path);
      const own = JSON.parse(readFileSync(join(part, "pagefind-entry.json"), "utf8"));
      expect(Object.keys(own.languages)).toEqual(["en"]);
      expect(readdirSync(part).sort()).toEqual(
        [
          "fragment",
          "index",
          "pagefind-entry.json",
          `pagefind.${own.languages.en.hash}.pf_meta`,
        ].sort(),
      );
      expect(readdirSync(join(part, "fragment"))).toHaveLength(2);
      // An edited old story makes its part again, under a new name; the first part stays.
      writeFileSync(
        join(older, "stories/dams/index.html"),
        story("2019-06-01", "Old dams, mended"),
      );
      await writeSearchIndex(older, LANGUAGES, { partPages: 2 });
      const again = JSON.parse(readFileSync(join(dir, "pagefind-entry.json"), "utf8"));
      expect(again.languages.en.hash).toBe(entry.languages.en.hash);
      const [edited] = (await olderParts(dir, "en")).parts;
      expect(edited.path).not.toBe(path);
      expect(existsSync(join(older, edited.path, "pagefind-entry.json"))).toBe(true);
      expect(existsSync(part)).toBe(false);
    } finally {
      rmSync(older, { recursive: true, force: true });
    }
  });

  it("reads of a page the element marked for search, whole", () => {
    const html =
      '<html lang="fr"><body><header><div>x</div></header><div data-pagefind-body>' +
      "<div><p>a</p></div><div>b</div></div><footer><div>y</div></footer></body></html>";
    expect(indexedRegion(html)).toBe(
      "fr\n<div data-pagefind-body><div><p>a</p></div><div>b</div></div>",
    );
    expect(indexedRegion("<html><body>nothing</body></html>")).toBeUndefined();
  });
});
