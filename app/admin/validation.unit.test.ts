import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import * as schemas from "~/content/schema";
import { editorConfig, HOME_FIELDS, NOTICE_FIELDS } from "./cms-config";
import { entryProblems, FILE_SCHEMAS } from "./validation";

const pages = [
  { path: "/stories/air-pollution-facts", title: "Air pollution facts" },
  { path: "/faq", title: "Frequently asked questions" },
  { path: "/search", title: "Search", fixed: true },
];
const site = { pages, filesAt: async () => ["content/help/faq.en.md", "content/help/faq.fr.md"] };
const story = (front: string, body = "Text.") => `---\n${front}\n---\n\n${body}\n`;
const file = (path: string, raw: string) => ({ path, raw });
const english = (front: string, body?: string) =>
  file("content/stories/solar.en.md", story(front, body));

describe("the editor refuses what the build refuses, in the build's words", () => {
  it("a field left empty in any language written", async () => {
    expect(
      await entryProblems(
        [
          english("title: Solar\nlead: Lead.\ndate: 2026-03-02"),
          file("content/stories/solar.ar.md", story("lead: مقدمة")),
          file("content/stories/solar.zh.md", ""),
        ],
        site,
      ),
    ).toEqual(["content/stories/solar.ar.md: title: is required"]);
  });

  it("a date that is no day of the calendar, and one written otherwise", async () => {
    expect(await entryProblems([english("title: S\nlead: L\ndate: 2026-02-30")], site)).toEqual([
      "content/stories/solar.en.md: date: is not a real date: check the day and the month",
    ]);
    expect(await entryProblems([english("title: S\nlead: L\ndate: 2 March 2026")], site)).toEqual([
      "content/stories/solar.en.md: date: must be a date written YYYY-MM-DD",
    ]);
  });

  it("a photo without its description, in English and in a translation", async () => {
    expect(
      await entryProblems(
        [
          english("title: S\nlead: L\ndate: 2026-03-02\nimage: /images/uploads/solar.jpg"),
          file("content/stories/solar.fr.md", story("title: S\nlead: L")),
        ],
        site,
      ),
    ).toEqual([
      "content/stories/solar.en.md: imageAlt: is required when there is an image",
      "content/stories/solar.fr.md: imageAlt: is required: the English page has an image",
    ]);
  });

  it("a photo smaller than the page shows it, and a picture in the text without its description", async () => {
    const sizes: Record<string, { width: number; height: number }> = {
      "/images/uploads/stove.jpg": { width: 300, height: 200 },
      "/images/uploads/chart.png": { width: 1280, height: 400 },
    };
    const withSizes = { ...site, photoSize: async (src: string) => sizes[src] };
    expect(
      await entryProblems(
        [
          english(
            "title: S\nlead: L\ndate: 2026-03-02\nimage: /images/uploads/stove.jpg\nimageAlt: A stove",
            '![](/images/uploads/chart.png)\n\n![Stove](/images/uploads/stove.jpg "A stove.")',
          ),
        ],
        withSizes,
      ),
    ).toEqual([
      'content/stories/solar.en.md: body: the picture "/images/uploads/chart.png" needs a description: ![what it shows](/images/uploads/chart.png)',
      'content/stories/solar.en.md: image: "/images/uploads/stove.jpg" is 300 x 200 pixels; a photo must be at least 1280 x 720 pixels, as the page shows it up to 1280 pixels wide',
      'content/stories/solar.en.md: body: "/images/uploads/stove.jpg" is 300 x 200 pixels; a picture must be at least 1280 pixels wide, as the page shows it up to 1280 pixels wide',
    ]);
  });

  it("a goal number outside 1 to 17", async () => {
    expect(
      await entryProblems([english("title: S\nlead: L\ndate: 2026-03-02\ngoals: [18]")], site),
    ).toEqual(["content/stories/solar.en.md: goals, item 1: must be a goal's number, up to 17"]);
  });

  it("a link, or a related page, that leads nowhere; not one that leads to a page", async () => {
    expect(
      await entryProblems(
        [
          english(
            "title: S\nlead: L\ndate: 2026-03-02\nrelated:\n  - /faq\n  - /stories/gone",
            "See [this](/stories/does-not-exist), [that](/stories/air-pollution-facts) and [the FAQ](/faq#top).",
          ),
          file(
            "content/stories/solar.fr.md",
            story("title: S\nlead: L", "Voir [la FAQ](/fr/faq) et [ceci](/fr/nowhere)."),
          ),
        ],
        site,
      ),
    ).toEqual([
      'content/stories/solar.en.md: related, item 2: "/stories/gone" leads to no page',
      'content/stories/solar.en.md: body: the link "/stories/does-not-exist" leads to no page or file',
      'content/stories/solar.fr.md: body: the link "/fr/nowhere" leads to no page or file',
    ]);
  });

  it("a new page whose address another page, or the site itself, holds", async () => {
    const topic = (slug: string) =>
      file(`content/topics/${slug}.en.md`, story("title: FAQ\nlead: Questions."));
    expect(await entryProblems([topic("faq")], site, { newEntry: true })).toEqual([
      'content/topics/faq.en.md: has the address "/faq" of content/help/faq.en.md: rename one of them',
    ]);
    expect(await entryProblems([topic("search")], site, { newEntry: true })).toEqual([
      'content/topics/search.en.md: the address "/search" is already a page of the site: choose another slug',
    ]);
    expect(await entryProblems([topic("faq")], site)).toEqual([]);
  });
});

describe("the build's field rules", () => {
  const buildSources = [
    "read.server.ts",
    "home.server.ts",
    "catalog.server.ts",
    "markdown.server.ts",
    "images.server.ts",
  ]
    .map((name) => readFileSync(new URL(`../content/${name}`, import.meta.url), "utf8"))
    .join("\n");
  const editorSource = readFileSync(new URL("validation.ts", import.meta.url), "utf8");
  const importsOf = (source: string, module: string) =>
    [...source.matchAll(new RegExp(`import \\{([^}]*)\\} from "[./]*(?:content/)?${module}"`, "g"))]
      .flatMap(([, names = ""]) => names.split(","))
      .map((name) => name.trim().replace(/^type /, ""))
      .filter(Boolean);

  it("every schema the build reads a file with is one the editor checks that file with", () => {
    const editorSchemas = Object.values(FILE_SCHEMAS).flatMap((each) => Object.values(each));
    const used = importsOf(buildSources, "schema").filter((name) => name.endsWith("Schema"));
    expect(used.length).toBeGreaterThan(0);
    for (const name of used)
      expect(editorSchemas, name).toContain(schemas[name as keyof typeof schemas]);
  });

  it("every rule of file-rules.ts the build applies, the editor applies", () => {
    const rules = importsOf(buildSources, "file-rules");
    expect(rules.length).toBeGreaterThan(0);
    for (const rule of rules) expect(importsOf(editorSource, "file-rules"), rule).toContain(rule);
  });

  it("every field of the build's schemas is a field of the editor's form", () => {
    const config = editorConfig({ localBackend: "http://localhost:8081/api/v1" });
    const formFields = (name: string) =>
      (config.collections.find((each) => each.name === name)?.fields ?? []).map((f) => f.name);
    const check = (schema: { shape: object }, fields: string[], label: string) => {
      for (const field of Object.keys(schema.shape))
        expect(fields, `${label}: ${field}`).toContain(field);
    };
    const pageOnly = Object.keys(schemas.pageSchema.shape).filter(
      (f) => !["date", "goals"].includes(f),
    );
    for (const name of ["about", "structure", "global-issues", "topics", "help"])
      expect(formFields(name)).toEqual(expect.arrayContaining(pageOnly));
    check(schemas.pageSchema, formFields("stories"), "stories");
    check(schemas.translationSchema, formFields("stories"), "story translations");
    check(schemas.goalSchema, formFields("goals"), "goals");
    // Documents and events are not dated pages: their dates are facts of their own.
    const undated = (schema: { shape: object }) => ({
      shape: Object.fromEntries(
        Object.entries(schema.shape).filter(([field]) => !["date", "goals"].includes(field)),
      ),
    });
    check(undated(schemas.documentSchema), formFields("documents"), "documents");
    check(schemas.translationSchema, formFields("documents"), "document translations");
    check(undated(schemas.eventSchema), formFields("events"), "events");
    check(schemas.eventTranslationSchema, formFields("events"), "event translations");
    check(schemas.goalTranslationSchema, formFields("goals"), "goal translations");
    check(
      schemas.homeSchema,
      HOME_FIELDS.map((f) => f.name),
      "home",
    );
    check(
      schemas.homeTranslationSchema,
      // englishVersion is written by the editor when it saves (content-format.ts).
      [...HOME_FIELDS.map((f) => f.name), "englishVersion"],
      "home translations",
    );
    check(
      schemas.noticeSchema,
      NOTICE_FIELDS.map((f) => f.name),
      "notice",
    );
    check(
      schemas.noticeTranslationSchema,
      [...NOTICE_FIELDS.map((f) => f.name), "englishVersion"],
      "notice translations",
    );
  });
});
