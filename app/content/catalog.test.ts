// @vitest-environment node
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  symlinkSync,
  truncateSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from "~/i18n/languages";
import { ContentError, loadCatalog, siteCatalog } from "./catalog.server";

const ROOT = join(import.meta.dirname, "..", "..");
const copies: string[] = [];

/**
 * A copy of the site's content, with `files` added or replaced, over links to the real public/
 * images (uploads, under public/images/uploads/, are the copy's own).
 */
function siteWith(files: Record<string, string | Buffer>): string {
  const root = mkdtempSync(join(tmpdir(), "content-"));
  copies.push(root);
  cpSync(join(ROOT, "content"), join(root, "content"), { recursive: true });
  mkdirSync(join(root, "public", "images"), { recursive: true });
  for (const name of readdirSync(join(ROOT, "public", "images")))
    symlinkSync(join(ROOT, "public", "images", name), join(root, "public", "images", name));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  return root;
}

function problemsOf(files: Record<string, string | Buffer>): readonly string[] {
  try {
    loadCatalog(siteWith(files));
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
  return [];
}

afterEach(() => {
  for (const root of copies.splice(0)) rmSync(root, { recursive: true, force: true });
});

const page = (front: string, body = "A paragraph.") => `---\n${front}\n---\n\n${body}\n`;

describe("the site's content", () => {
  const catalog = siteCatalog();

  it("every page keeps its English page's shape in each translation", () => {
    const skeleton = (html: string) => html.match(/<(h2|h3|p|li|blockquote|figure|a)\b/g) ?? [];
    for (const code of LANGUAGE_CODES) {
      for (const translated of catalog.pagesIn(code)) {
        const english = catalog.page(DEFAULT_LANGUAGE, translated.path);
        expect([translated.path, skeleton(translated.html)]).toEqual([
          english?.path,
          skeleton(english?.html ?? ""),
        ]);
        expect(translated.related.map((link) => link.path)).toEqual(
          english?.related.map((link) => link.path),
        );
      }
    }
  });

  it("gives each page its address from its file and its renderings from its image", () => {
    const story = catalog.page("fr", "/stories/carbon-markets");
    expect(story).toMatchObject({
      collection: "stories",
      date: "2025-11-12",
      image: { stem: "/images/content/stories-carbon-markets" },
    });
    expect(story?.image?.alt).toMatch(/balance/);
    expect(catalog.page("en", "/faq")?.collection).toBe("help");
    expect(catalog.page("en", "/climate-change")?.collection).toBe("topics");
  });

  it("titles a home card from the page it links to, in the card's language", () => {
    const home = catalog.home("fr");
    const story = home.stories.find((card) => card.link === "/stories/carbon-markets");
    expect(story?.title).toBe(catalog.page("fr", "/stories/carbon-markets")?.title);
    expect(story?.image?.stem).toBe("/images/content/stories-carbon-markets");
  });

  it("reads the goals from their files, in number order, with their colour from English", () => {
    const goals = catalog.goals("fr");
    expect(goals.map((goal) => goal.number)).toEqual(
      Array.from({ length: 17 }, (_, index) => index + 1),
    );
    expect(goals[6]).toEqual({
      number: 7,
      title: catalog.page("fr", "/goals/7")?.title,
      description: catalog.page("fr", "/goals/7")?.lead,
      colour: "#FCC30B",
      ink: "dark",
      icon: "/images/goals/goals.svg#goal-07",
      link: "/goals/7",
    });
    expect(catalog.goals("en")[0]).toMatchObject({ title: "No Poverty", colour: "#E5243B" });
    expect(catalog.home("fr").goals).toEqual(goals);
  });
});

describe("a page written in Markdown", () => {
  it("renders emphasis, lists, quotes with their source and site links in the page's language", () => {
    const root = siteWith({
      "content/stories/new-story.en.md": page(
        "title: New\nlead: Lead.\ndate: 2026-01-05",
        "Some *emphasis* and [the FAQ](/faq#top).\n\n- one\n- two\n\n> Words.\n>\n> — A speaker",
      ),
      "content/stories/new-story.fr.md": page(
        "title: Nouveau\nlead: Chapeau.",
        "Un lien vers [la FAQ](/faq) et **du gras**.",
      ),
    });
    const catalog = loadCatalog(root);
    expect(catalog.page("en", "/stories/new-story")?.html).toBe(
      '<p>Some <em>emphasis</em> and <a href="/faq#top">the FAQ</a>.</p>\n' +
        "<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n" +
        "<figure><blockquote><p>Words.</p>\n</blockquote><figcaption>A speaker</figcaption></figure>\n",
    );
    expect(catalog.page("fr", "/stories/new-story")?.html).toContain(
      '<a href="/fr/faq">la FAQ</a>',
    );
    expect(catalog.languagesOf("/stories/new-story")).toEqual(["en", "fr"]);
    expect(catalog.page("ar", "/stories/new-story")).toBeUndefined();
  });

  it("is left off a language's home page where it is not translated", () => {
    const root = siteWith({ "content/stories/carbon-markets.ar.md": "" });
    rmSync(join(root, "content/stories/carbon-markets.ar.md"));
    const catalog = loadCatalog(root);
    expect(catalog.home("ar").stories.map((card) => card.link)).not.toContain(
      "/stories/carbon-markets",
    );
    expect(catalog.home("fr").stories.map((card) => card.link)).toContain(
      "/stories/carbon-markets",
    );
  });
});

describe("a story's goals", () => {
  it("reach its page in every language, each goal once, in number order", () => {
    const catalog = loadCatalog(
      siteWith({
        "content/stories/energy.en.md": page("title: T\nlead: L\ndate: 2025-01-05\ngoals: [13, 7, 13]"),
        "content/stories/energy.fr.md": page("title: T\nlead: L"),
      }),
    );
    expect(catalog.page("en", "/stories/energy")?.goals).toEqual([7, 13]);
    expect(catalog.page("fr", "/stories/energy")?.goals).toEqual([7, 13]);
  });

  it("are goals' numbers, named by stories only, in the English file", () => {
    expect(
      problemsOf({
        "content/stories/energy.en.md": page("title: T\nlead: L\ndate: 2025-01-05\ngoals: [0, 18]"),
        "content/stories/energy.fr.md": page("title: T\nlead: L\ngoals: [7]"),
        "content/about/energy.en.md": page("title: T\nlead: L\ngoals: [7]"),
      }),
    ).toEqual([
      "content/about/energy.en.md: goals: is a field of stories only",
      "content/stories/energy.en.md: goals.0: must be a goal's number, from 1",
      "content/stories/energy.en.md: goals.1: must be a goal's number, up to 17",
      "content/stories/energy.fr.md: goals: is not a field of this file",
    ]);
  });
});

describe("a content file that does not fit the format", () => {
  it("is named with its field and fault, one line per problem", () => {
    expect(
      problemsOf({
        "content/stories/broken.en.md": page(
          "lead: A lead.\ndate: 2026-01-05\nrelated:\n  - /no/such-page\nsubtitle: Extra",
        ),
      }),
    ).toEqual([
      "content/stories/broken.en.md: title: is required",
      "content/stories/broken.en.md: subtitle: is not a field of this file",
      'content/stories/broken.en.md: related.0: "/no/such-page" leads to no page',
    ]);
  });

  it("reports dates, images, links, markup and translations without a source", () => {
    const problems = problemsOf({
      "content/stories/dated.en.md": page(
        "title: T\nlead: L\ndate: 5 January 2026\nimage: /images/content/none-1280.webp\nimageAlt: A",
        "# Title\n\n<b>bold</b> and [a link](/nowhere).",
      ),
      "content/media/undated.en.md": page("title: T\nlead: L"),
      "content/about/orphan.fr.md": page("title: T\nlead: L"),
      "content/about/extra.en.md": page("title: T\nlead: L"),
      "content/about/extra.fr.md": page("title: T\nlead: L\nrelated: [/faq]"),
      "content/about/Bad Name.en.md": page("title: T\nlead: L"),
      "content/about/yaml.en.md": page("title: [unclosed\nlead: L"),
    });
    expect(problems).toEqual([
      "content/about/Bad Name.en.md: a page file is named <slug>.<language>.md, with a slug of lower-case letters, digits and dashes and a language of ar, zh, en, fr, ru, es",
      "content/about/extra.fr.md: related: is not a field of this file",
      expect.stringMatching(
        /^content\/about\/yaml\.en\.md: front matter is not valid YAML: .+ at line 2, column 1$/,
      ),
      "content/media/undated.en.md: date: is required for media",
      "content/stories/dated.en.md: date: must be a date written YYYY-MM-DD",
      "content/about/orphan.fr.md: is a translation of content/about/orphan.en.md, which does not exist",
      "content/stories/dated.en.md: body: use ## for headings: the page title is the only top-level heading",
      "content/stories/dated.en.md: body: raw HTML is not allowed; write Markdown",
      'content/stories/dated.en.md: body: the link "/nowhere" leads to no page or file',
      "content/stories/dated.en.md: image: /images/content/none-640.avif, /images/content/none-640.webp, /images/content/none-1280.avif, /images/content/none-1280.webp not found under public/",
    ]);
  });
  it("refuses a page whose address is already a page of the site, such as a section page", () => {
    expect(
      problemsOf({
        "content/topics/stories.en.md": page("title: T\nlead: L"),
        "content/topics/stories.fr.md": page("title: T\nlead: L"),
      }),
    ).toEqual([
      'content/topics/stories.en.md: "/stories" is already a page of the site: choose another slug',
    ]);
  });
});

describe("a goal file that does not fit the format", () => {
  it("stops the build with one line naming the file, the field and the fault", () => {
    expect(
      problemsOf({
        "content/goals/7.en.md": page("title: T\nlead: L\ncolour: yellow"),
        "content/goals/7.fr.md": page("title: T\nlead: L\ncolour: '#FCC30B'"),
        "content/goals/18.en.md": page("title: T\nlead: L\ncolour: '#FCC30B'"),
      }),
    ).toEqual([
      "content/goals/18.en.md: a goal file is named <number>.<language>.md, with a number from 1 to 17",
      'content/goals/7.en.md: colour: must be a hex colour such as "#E5243B"',
      "content/goals/7.fr.md: colour: is not a field of this file",
    ]);
  });

  it("stops the build when a goal is missing in a language", () => {
    const root = siteWith({});
    rmSync(join(root, "content/goals/3.ru.md"));
    expect(() => loadCatalog(root)).toThrow(
      "content/goals/3.ru.md: is missing: every goal has a page in every language",
    );
  });
});

describe("a photo an editor uploaded", () => {
  const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);
  const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const story = (image: string) =>
    page(`title: T\nlead: L\ndate: 2026-01-05\nimage: ${image}\nimageAlt: A photo`);

  it("gives the page the stem of the renderings the build makes from it", () => {
    const catalog = loadCatalog(
      siteWith({
        "content/stories/with-photo.en.md": story("/images/uploads/solar-panels.jpg"),
        "public/images/uploads/solar-panels.jpg": JPEG,
      }),
    );
    expect(catalog.page("en", "/stories/with-photo")?.image?.stem).toBe(
      "/images/uploads/solar-panels",
    );
    expect(catalog.uploads).toEqual([
      { stem: "/images/uploads/solar-panels", upload: "/images/uploads/solar-panels.jpg" },
    ]);
  });

  it("stops the build when it is over 20 MB or not a JPEG or PNG, one line each", () => {
    const root = siteWith({
      "content/stories/too-large.en.md": story("/images/uploads/large.png"),
      "public/images/uploads/large.png": PNG,
      "content/stories/animated.en.md": story("/images/uploads/animated.gif"),
      "public/images/uploads/animated.gif": Buffer.from("GIF89a"),
      "content/stories/renamed.en.md": story("/images/uploads/renamed.jpg"),
      "public/images/uploads/renamed.jpg": Buffer.from("GIF89a"),
      "content/stories/missing.en.md": story("/images/uploads/missing.jpg"),
    });
    truncateSync(join(root, "public/images/uploads/large.png"), 21 * 1024 * 1024);
    const problems: string[] = [];
    try {
      loadCatalog(root);
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      problems.push(...error.problems);
    }
    expect(problems).toEqual([
      'content/stories/animated.en.md: image: "/images/uploads/animated.gif" must be a photo in JPEG or PNG format (.jpg, .jpeg or .png)',
      'content/stories/missing.en.md: image: "/images/uploads/missing.jpg" not found under public/',
      'content/stories/renamed.en.md: image: "/images/uploads/renamed.jpg" is not a JPEG or PNG file, whatever its name says',
      'content/stories/too-large.en.md: image: "/images/uploads/large.png" is 21.0 MB; a photo may be 20 MB at most',
    ]);
  });
});
