// The API as the build wrote it (scripts/build/outputs/api/, docs/api.md): every prerendered page
// has its JSON, every file validates against the JSON Schema the API publishes, the collections
// hold what the site holds, their CSV reads back as their JSON, and a page's JSON agrees with
// the page: the same title and the same body.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { JSDOM } from "jsdom";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { parseCsv, UTF8_BOM } from "./csv";
import { contentJsonPath } from "./paths";

const BUILD = join(import.meta.dirname, "..", "..", "..", "..", "build");
const CLIENT = join(BUILD, "client");
const readJson = (path) => JSON.parse(readFileSync(join(CLIENT, path), "utf8"));

/** The validator of a schema the API publishes, read back from its JSON Schema. */
const validators = new Map();
const validatorOf = (schemaUrl) => {
  const path = new URL(schemaUrl).pathname;
  if (!validators.has(path)) validators.set(path, z.fromJSONSchema(readJson(path)));
  return validators.get(path);
};

/** The page file of an address: "/fr/news" is fr/news/index.html. */
const pageHtml = (path) =>
  readFileSync(join(CLIENT, path === "/" ? "" : path.slice(1), "index.html"), "utf8");

/**
 * A node's words, as the typesetting leaves them readable: its zero-width spaces (between Chinese
 * words) out, its no-break spaces as spaces (app/render/typeset.ts).
 */
const text = (node) =>
  (node?.textContent ?? "").replace(/\u200B/g, "").replace(/\s+/g, " ").trim();

let site;
let index;
beforeAll(() => {
  if (!existsSync(join(CLIENT, "api", "index.json")))
    throw new Error(`${CLIENT}/api/index.json: no build with its API; run npm run build`);
  site = JSON.parse(readFileSync(join(BUILD, "site.json"), "utf8"));
  index = readJson("/api/index.json");
});

describe("the API's files", () => {
  it("has the JSON of every prerendered page but the not-found pages, each in its index", () => {
    const notFound = new Set(site.languages.map(({ prefix }) => `${prefix}${site.notFoundPath}`));
    const pages = site.pages.filter((path) => !notFound.has(path));
    const missing = pages.filter((path) => !existsSync(join(CLIENT, contentJsonPath(path))));
    expect(missing).toEqual([]);
    expect(index.pages.map(({ path }) => path).sort()).toEqual([...pages].sort());
    for (const path of notFound) expect(existsSync(join(CLIENT, contentJsonPath(path)))).toBe(false);
  });

  it("validates every file against the JSON Schema it publishes", () => {
    const siteUrl = index.site;
    const check = (path, schemaPath) => {
      const result = validatorOf(`${siteUrl}${schemaPath}`).safeParse(readJson(path));
      return result.success ? [] : [`${path}: ${result.error.message.slice(0, 300)}`];
    };
    const failures = [
      ...check("/api/index.json", index.schemas.index),
      ...index.pages.flatMap(({ json }) => check(json, index.schemas.page)),
      ...index.datasets.flatMap(({ schema, files }) => files.flatMap(({ json }) => check(json, schema))),
    ];
    expect(failures).toEqual([]);
    expect(index.pages.length).toBeGreaterThan(500);
  });

  it("serves the documents in every language, the General Assembly's A/RES/70/1 among them", () => {
    const documents = index.datasets.find(({ name }) => name === "documents");
    expect(documents.files.map(({ language }) => language)).toEqual(site.languages.map(({ code }) => code));
    const english = readJson("/api/documents.json");
    const agenda = english.rows.find((row) => row.symbol === "A/RES/70/1");
    expect(agenda).toMatchObject({ adopted: "2015-09-25", organ: "general-assembly" });
    expect(agenda.officialText.fr).toMatch(/^https:\/\//);
    const french = readJson("/api/fr/documents.json");
    expect(french.language).toBe("fr");
    expect(french.rows.find((row) => row.symbol === "A/RES/70/1").organName).toBe(
      "Assemblée générale",
    );
  });

  it("serves the 193 Member States and the two observer States, named in each language", () => {
    const english = readJson("/api/member-states.json");
    const members = english.rows.filter((row) => row.status === "member");
    expect(members).toHaveLength(193);
    expect(english.rows.filter((row) => row.status === "observer").map((row) => row.iso3).sort()).toEqual([
      "PSE",
      "VAT",
    ]);
    expect(members.find((row) => row.iso3 === "TUR")).toMatchObject({ name: "Türkiye", admitted: "1945-10-24" });
    const french = readJson("/api/fr/member-states.json");
    expect(french.rows.find((row) => row.iso3 === "DEU").name).toBe("Allemagne");
    expect(french.rows.find((row) => row.iso3 === "DEU").url).toMatch(/\/fr\/about\/member-states$/);
  });

  it("writes each collection's CSV as its JSON: byte order mark, header, the same rows", () => {
    for (const { files } of index.datasets)
      for (const { json, csv, count } of files) {
        const source = readFileSync(join(CLIENT, csv), "utf8");
        expect(source.startsWith(UTF8_BOM), csv).toBe(true);
        const [header, ...rows] = parseCsv(source);
        expect(rows, csv).toHaveLength(count);
        const { rows: records } = readJson(json);
        // Every column is one of the JSON's fields (proclaimed_by: proclaimedBy), or one language of
        // one (official_text_fr: officialText.fr).
        const camel = (column) => column.replace(/_(\w)/g, (_, letter) => letter.toUpperCase());
        const valueOf = (record, column) => {
          if (camel(column) in record) return record[camel(column)];
          const [, field = "", language = ""] = /^(.+)_([a-z]{2})$/.exec(column) ?? [];
          return record[camel(field)]?.[language];
        };
        expect(header, csv).toContain("url");
        header.forEach((column, at) =>
          expect(rows.map((row) => row[at]), `${csv}: ${column}`).toEqual(
            records.map((record) => String(valueOf(record, column) ?? "")),
          ),
        );
      }
  });

  it("precompresses the API's files", () => {
    for (const path of ["/api/index.json", "/api/documents.json", "/api/documents.csv", contentJsonPath("/stories/carbon-markets")])
      for (const suffix of [".br", ".gz"])
        expect(existsSync(join(CLIENT, path + suffix)), path + suffix).toBe(true);
  });
});

/** A page of each kind, in several languages (none without a build: the files test says why). */
function sample() {
  if (!existsSync(join(CLIENT, "api", "index.json"))) return [];
  const { pages } = JSON.parse(readFileSync(join(CLIENT, "api", "index.json"), "utf8"));
    const picked = [
      "/",
      "/zh",
      "/stories/carbon-markets",
      "/ar/stories/carbon-markets",
      "/fr/news",
      "/es/goals/7",
      "/ru/documents",
      "/zh/events",
    ];
    for (const kind of ["article", "listing", "documents", "goal", "about", "sdgs", "goals", "siteIndex"])
      for (const language of ["ru", "zh", "ar", "es"]) {
        const found = pages.find((page) => page.kind === kind && page.language === language);
        if (found) picked.push(found.path);
      }
    return [...new Set(picked)];
}


describe("a page's JSON", () => {
  it("gives a story's title, language and body", () => {
    const story = readJson("/api/content/stories/carbon-markets.json");
    expect(story).toMatchObject({
      path: "/stories/carbon-markets",
      language: "en",
      kind: "article",
      collection: "stories",
      title: "How Carbon Markets Work Under the Paris Agreement",
    });
    expect(story.body).toContain("Paris Agreement");
    expect(story.translations.fr).toBe("/fr/stories/carbon-markets");
    expect(readJson("/api/content/fr/stories/carbon-markets.json").language).toBe("fr");
  });

  // Each page read whole by JSDOM, which takes seconds on a busy machine: a test each.
  it.each(sample())("agrees with the page: the same title and the same body (%s)", (path) => {
      const record = readJson(contentJsonPath(path));
      const html = pageHtml(path);
      const { document } = new JSDOM(html).window;
      const ogTitle = document.querySelector('meta[property="og:title"]')?.getAttribute("content");
      expect(record.title, path).toBe(ogTitle);
      expect(document.querySelector("title")?.textContent, path).toContain(record.title);
      expect(document.documentElement.lang, path).toBe(record.language);
      if (record.kind !== "home") expect(text(document.querySelector("main h1")), path).toBe(record.title);
      if (record.body === null) return;
      // The very HTML the page shows, and so the same text.
      expect(html.includes(record.body), `${path}: body`).toBe(true);
      const body = JSDOM.fragment(record.body);
      expect(text(document.querySelector("main")), path).toContain(text(body));
  });
});
