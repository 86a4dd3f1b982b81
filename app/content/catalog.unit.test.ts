import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  symlinkSync,
  truncateSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from "~/i18n/languages";
import { loadSiteCatalog, siteCatalog } from "~/config/site-catalog.server";
import { linkedCopy, replaceFile } from "~/test/linked-copy";
import type { KeptBody } from "./body-memo.server";
import { ContentError } from "./catalog.server";

const ROOT = join(import.meta.dirname, "..", "..");
const copies: string[] = [];
/** The working copy's editors' photos: the tests leave them as they found them. */
const UPLOADS = join(ROOT, "public", "images", "uploads");
const uploadsNow = () => (existsSync(UPLOADS) ? readdirSync(UPLOADS).sort() : []);
const uploadsBefore = uploadsNow();
afterAll(() => expect(uploadsNow()).toEqual(uploadsBefore));

/**
 * A copy of the site's content (its files linked: a test removes one before writing it), with
 * `files` added or replaced, over links to the real public/ images. The editors' photos are
 * copied, never linked: a test writes its photos into the copy's own uploads folder, and the
 * working copy stays as it was.
 */
function siteWith(files: Record<string, string | Buffer>): string {
  const root = mkdtempSync(join(tmpdir(), "content-"));
  copies.push(root);
  linkedCopy(join(ROOT, "content"), join(root, "content"));
  const images = join(root, "public", "images");
  mkdirSync(join(images, "uploads"), { recursive: true });
  for (const name of readdirSync(join(ROOT, "public", "images")))
    if (name === "uploads") cpSync(join(ROOT, "public", "images", name), join(images, name), { recursive: true });
    else symlinkSync(join(ROOT, "public", "images", name), join(images, name));
  for (const [file, text] of Object.entries(files)) replaceFile(join(root, file), text);
  return root;
}

/**
 * Bodies and front matter kept from one copy's reading to the next, as the build's content cache
 * keeps them between builds (scripts/build/content.ts), and each taken as a copy, as that cache's
 * file gives them: a copy's files that a test did not touch are not parsed and rendered again.
 * A kept body is used only where its context answers alike (body-memo.server.ts).
 */
const kept = { bodies: new Map<string, KeptBody>(), frontMatter: new Map<string, unknown>() };
const memoOf = <T>(store: Map<string, T>) => ({
  get: (key: string) => (store.has(key) ? structuredClone(store.get(key)) : undefined),
  set: (key: string, value: T) => void store.set(key, structuredClone(value)),
});
const MEMOS = { bodies: memoOf(kept.bodies), frontMatter: memoOf(kept.frontMatter) };

/** The catalog of a copy of the site, as a build reads it. */
const loadCopy = (root: string, options: Parameters<typeof loadSiteCatalog>[1] = {}) =>
  loadSiteCatalog(root, { ...MEMOS, ...options });

function problemsOf(files: Record<string, string | Buffer>): readonly string[] {
  try {
    loadCopy(siteWith(files));
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
    expect(story?.image?.alt).toMatch(/piles de pièces/);
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
    const catalog = loadCopy(root);
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
    const catalog = loadCopy(root);
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
    const catalog = loadCopy(
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
      "content/about/energy.en.md:4: goals: is a field of stories only",
      "content/stories/energy.en.md:5: goals, item 1: must be a goal's number, from 1",
      "content/stories/energy.en.md:5: goals, item 2: must be a goal's number, up to 17",
      "content/stories/energy.fr.md:4: goals: is not a field of this file",
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
      "content/stories/broken.en.md:6: subtitle: is not a field of this file",
      'content/stories/broken.en.md:5: related, item 1: "/no/such-page" leads to no page',
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
      "content/about/extra.fr.md:4: related: is not a field of this file",
      expect.stringMatching(/^content\/about\/yaml\.en\.md:3: front matter is not valid YAML: .+\]$/),
      "content/media/undated.en.md: date: is required for media",
      "content/stories/dated.en.md:4: date: must be a date written YYYY-MM-DD",
      "content/about/orphan.fr.md: is a translation of content/about/orphan.en.md, which does not exist",
      "content/stories/dated.en.md:9: body: use ## for headings: the page title is the only top-level heading",
      "content/stories/dated.en.md:11: body: raw HTML is not allowed: write Markdown instead (**bold**, _italic_, a blank line between paragraphs)",
      'content/stories/dated.en.md:11: body: the link "/nowhere" leads to no page or file',
      "content/stories/dated.en.md:5: image: /images/content/none-640.avif, /images/content/none-640.webp, /images/content/none-1280.avif, /images/content/none-1280.webp not found under public/",
    ]);
  });
  it("refuses a page whose address is already a page of the site, such as a section page", () => {
    expect(
      problemsOf({
        "content/topics/stories.en.md": page("title: T\nlead: L"),
        "content/topics/stories.fr.md": page("title: T\nlead: L"),
      }),
    ).toEqual([
      'content/topics/stories.en.md: the address "/stories" is already a page of the site: choose another slug',
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
      'content/goals/7.en.md:4: colour: must be a hex colour such as "#E5243B"',
      "content/goals/7.fr.md:4: colour: is not a field of this file",
    ]);
  });

  it("stops the build when a goal is missing in a language", () => {
    const root = siteWith({});
    rmSync(join(root, "content/goals/3.ru.md"));
    expect(() => loadCopy(root)).toThrow(
      "content/goals/3.ru.md: is missing: every goal has a page in every language",
    );
  });
});

/** A photo as a camera writes it, `width` x `height`, in JPEG. */
const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#2a9d8f" } })
    .jpeg()
    .toBuffer();

describe("a photo an editor uploaded", () => {
  const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const story = (image: string, more = "") =>
    page(`title: T\nlead: L\ndate: 2026-01-05\nimage: ${image}\nimageAlt: A photo${more}`);

  it("gives the page the stem of the renderings the build makes from it, with its caption and credit", async () => {
    const catalog = loadCopy(
      siteWith({
        "content/stories/with-photo.en.md": story(
          "/images/uploads/solar-panels.jpg",
          "\nimageCaption: Panels on a clinic roof\nimageCredit: UN Photo/A. Lens",
        ),
        "content/stories/with-photo.fr.md": page(
          "title: T\nlead: L\nimageAlt: Une photo\nimageCaption: Des panneaux sur le toit",
        ),
        "public/images/uploads/solar-panels.jpg": await photo(1600, 1000),
      }),
    );
    expect(catalog.page("en", "/stories/with-photo")?.image).toEqual({
      stem: "/images/uploads/solar-panels",
      alt: "A photo",
      caption: "Panels on a clinic roof",
      credit: "UN Photo/A. Lens",
    });
    expect(catalog.page("fr", "/stories/with-photo")?.image).toMatchObject({
      caption: "Des panneaux sur le toit",
      credit: "UN Photo/A. Lens",
    });
    expect(catalog.uploads).toEqual([
      { stem: "/images/uploads/solar-panels", upload: "/images/uploads/solar-panels.jpg" },
    ]);
  });

  it("stops the build when it is over 20 MB, not a JPEG or PNG, or too small, one line each", async () => {
    const root = siteWith({
      "content/stories/too-large.en.md": story("/images/uploads/large.png"),
      "public/images/uploads/large.png": PNG,
      "content/stories/animated.en.md": story("/images/uploads/animated.gif"),
      "public/images/uploads/animated.gif": Buffer.from("GIF89a"),
      "content/stories/renamed.en.md": story("/images/uploads/renamed.jpg"),
      "public/images/uploads/renamed.jpg": Buffer.from("GIF89a"),
      "content/stories/missing.en.md": story("/images/uploads/missing.jpg"),
      "content/stories/small.en.md": story("/images/uploads/small.jpg"),
      "public/images/uploads/small.jpg": await photo(300, 200),
      "content/stories/spaced.en.md": story("/images/uploads/my photo.jpg"),
    });
    truncateSync(join(root, "public/images/uploads/large.png"), 21 * 1024 * 1024);
    const problems: string[] = [];
    try {
      loadCopy(root);
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      problems.push(...error.problems);
    }
    expect(problems).toEqual([
      expect.stringMatching(
        /^content\/stories\/spaced\.en\.md:5: image: must be a file under public\/ whose name has only letters, digits, dashes and dots/,
      ),
      'content/stories/animated.en.md:5: image: "/images/uploads/animated.gif" must be a photo in JPEG or PNG format (.jpg, .jpeg or .png)',
      'content/stories/missing.en.md:5: image: "/images/uploads/missing.jpg" not found under public/',
      'content/stories/renamed.en.md:5: image: "/images/uploads/renamed.jpg" is not a JPEG or PNG file, whatever its name says',
      'content/stories/small.en.md:5: image: "/images/uploads/small.jpg" is 300 x 200 pixels; a photo must be at least 1280 x 720 pixels, as the page shows it up to 1280 pixels wide',
      'content/stories/too-large.en.md:5: image: "/images/uploads/large.png" is 21.0 MB; a photo may be 20 MB at most',
    ]);
  });

  it("draws a photo or chart in the text whole, from its renderings, with its description", async () => {
    const catalog = loadCopy(
      siteWith({
        "content/stories/with-chart.en.md": page(
          "title: T\nlead: L\ndate: 2026-01-05",
          '![Emissions by sector, 2024](/images/uploads/chart.png "Emissions fell in every sector.")\n\nText.',
        ),
        "public/images/uploads/chart.png": await sharp({
          create: { width: 1400, height: 1050, channels: 3, background: "#ffffff" },
        })
          .png()
          .toBuffer(),
      }),
    );
    expect(catalog.page("en", "/stories/with-chart")?.html).toBe(
      '<figure class="picture"><picture><source type="image/avif" srcset="/images/uploads/chart-whole-640.avif 640w, /images/uploads/chart-whole-1280.avif 1280w" sizes="(min-width: 48rem) 42rem, (min-width: 640px) calc(100vw - 3.75rem), calc(100vw - 2.5rem)">' +
        '<img src="/images/uploads/chart-whole-640.webp" srcset="/images/uploads/chart-whole-640.webp 640w, /images/uploads/chart-whole-1280.webp 1280w" sizes="(min-width: 48rem) 42rem, (min-width: 640px) calc(100vw - 3.75rem), calc(100vw - 2.5rem)" alt="Emissions by sector, 2024" width="640" height="480" loading="lazy" decoding="async"></picture>' +
        "<figcaption>Emissions fell in every sector.</figcaption></figure>\n<p>Text.</p>\n",
    );
    expect(catalog.uploads).toEqual([
      { stem: "/images/uploads/chart-whole", upload: "/images/uploads/chart.png" },
    ]);
  });

  it("refuses a picture in the text without a description, or too small, with its line", async () => {
    expect(
      problemsOf({
        "content/stories/pictures.en.md": page(
          "title: T\nlead: L\ndate: 2026-01-05",
          "Text.\n\n![](/images/uploads/chart.png)\n\n![A map](/images/uploads/map.jpg)",
        ),
        "public/images/uploads/chart.png": await sharp({
          create: { width: 1400, height: 1050, channels: 3, background: "#ffffff" },
        })
          .png()
          .toBuffer(),
        "public/images/uploads/map.jpg": await photo(800, 600),
      }),
    ).toEqual([
      'content/stories/pictures.en.md:9: body: the picture "/images/uploads/chart.png" needs a description: ![what it shows](/images/uploads/chart.png)',
      'content/stories/pictures.en.md:11: body: picture: "/images/uploads/map.jpg" is 800 x 600 pixels; a picture must be at least 1280 pixels wide, as the page shows it up to 1280 pixels wide',
    ]);
  });
});

describe("a page that waits", () => {
  it("is published nowhere until its date, nor as a draft, and its links and cards wait with it", () => {
    const catalog = loadCopy(
      siteWith({
        "content/stories/future.en.md": page("title: Future\nlead: L\ndate: 2099-01-01"),
        "content/stories/future.fr.md": page("title: Futur\nlead: L"),
        "content/stories/draft.en.md": page("title: Draft\nlead: L\ndate: 2026-01-05\ndraft: true"),
        "content/stories/today.en.md": page(
          "title: Today\nlead: L\ndate: 2026-11-25\nrelated:\n  - /stories/future",
          "See [the future](/stories/future).",
        ),
      }),
      { today: "2026-11-25" },
    );
    expect(catalog.pages.map((p) => p.path)).not.toContain("/stories/future");
    expect(catalog.pages.map((p) => p.path)).not.toContain("/stories/draft");
    expect(catalog.languagesOf("/stories/future")).toEqual([]);
    expect(catalog.page("fr", "/stories/future")).toBeUndefined();
    const today = catalog.page("en", "/stories/today");
    expect(today?.html).toBe("<p>See the future.</p>\n");
    expect(today?.related).toEqual([]);
    expect(catalog.waiting).toEqual([
      { file: "content/stories/draft.en.md", path: "/stories/draft", draft: true },
      { file: "content/stories/future.en.md", path: "/stories/future", until: "2099-01-01" },
    ]);
  });

  it("is published by the first build on its day", () => {
    const root = siteWith({
      "content/stories/future.en.md": page("title: Future\nlead: L\ndate: 2099-01-01"),
    });
    expect(loadCopy(root, { today: "2099-01-01" }).languagesOf("/stories/future")).toEqual([
      "en",
    ]);
  });
});

describe("an address", () => {
  it("that a language, the editor or another collection holds stops the build, naming both files", () => {
    expect(
      problemsOf({
        "content/topics/ar.en.md": page("title: T\nlead: L"),
        "content/help/admin.en.md": page("title: T\nlead: L"),
        "content/topics/faq.en.md": page("title: T\nlead: L"),
        "content/topics/images.en.md": page("title: T\nlead: L"),
      }),
    ).toEqual([
      'content/help/admin.en.md: the address "/admin" is the content editor\'s: choose another slug',
      'content/topics/ar.en.md: the address "/ar" is a language\'s home page: choose another slug',
      'content/topics/faq.en.md: has the address "/faq" of content/help/faq.en.md: rename one of them',
      'content/topics/images.en.md: the address "/images" is the folder public/images: choose another slug',
    ]);
  });

  it("that a section's listing pages or a year of stories hold stops the build", () => {
    expect(
      problemsOf({
        "content/stories/page.en.md": page("title: T\nlead: L\ndate: 2026-01-05"),
        "content/stories/2025.en.md": page("title: T\nlead: L\ndate: 2026-01-05"),
        "content/media/page.en.md": page("title: T\nlead: L\ndate: 2026-01-05"),
      }),
    ).toEqual([
      'content/media/page.en.md: the address "/media/page" is where the section\'s further listing pages are: choose another slug',
      'content/stories/2025.en.md: the address "/stories/2025" is a year\'s archive of stories: choose another slug',
      'content/stories/page.en.md: the address "/stories/page" is where the section\'s further listing pages are: choose another slug',
    ]);
  });

  it("written with the page's own language prefix is accepted; another's is explained", () => {
    const root = siteWith({
      "content/stories/linked.en.md": page(
        "title: T\nlead: L\ndate: 2026-01-05",
        "Read [this](http://example.org).",
      ),
      "content/stories/linked.fr.md": page(
        "title: T\nlead: L",
        "Lisez [ceci](/fr/stories/carbon-markets) et [cela](/ar/faq).",
      ),
    });
    expect(() => loadCopy(root)).toThrow(
      'content/stories/linked.fr.md:6: body: the link "/ar/faq" leads to the ar page: write its English address, "/faq", and each language links to its own page',
    );
    replaceFile(
      join(root, "content/stories/linked.fr.md"),
      page("title: T\nlead: L", "Lisez [ceci](/fr/stories/carbon-markets)."),
    );
    const catalog = loadCopy(root);
    expect(catalog.page("fr", "/stories/linked")?.html).toContain(
      '<a href="/fr/stories/carbon-markets">ceci</a>',
    );
    expect(catalog.warnings).toEqual([
      'content/stories/linked.en.md:7: body: the link "http://example.org" uses http://: write https:// if the site offers it',
    ]);
  });
});

describe("a page's sections", () => {
  it("gives each ## heading an id and lists the sections in order, in any script", () => {
    const catalog = loadCopy(
      siteWith({
        "content/stories/sections.en.md": page(
          "title: T\nlead: L\ndate: 2026-01-05",
          "Intro.\n\n## The *science* & data\n\nText.\n\n### A detail\n\n## Next steps\n\n## Next steps",
        ),
        "content/stories/sections.zh.md": page("title: T\nlead: L", "## 科学\n\n文字。"),
      }),
    );
    const english = catalog.page("en", "/stories/sections");
    expect(english?.sections).toEqual([
      { id: "the-science--data", text: "The science & data" },
      { id: "next-steps", text: "Next steps" },
      { id: "next-steps-1", text: "Next steps" },
    ]);
    expect(english?.html).toContain('<h2 id="the-science--data">The <em>science</em> &amp; data</h2>');
    expect(english?.html).toContain("<h3>A detail</h3>");
    expect(catalog.page("zh", "/stories/sections")?.sections).toEqual([{ id: "科学", text: "科学" }]);
  });
});

describe("a table and what the site cannot draw", () => {
  it("renders a table with header cells naming their columns, in a box that scrolls on phones", () => {
    const catalog = loadCopy(
      siteWith({
        "content/stories/table.en.md": page(
          "title: T\nlead: L\ndate: 2026-01-05",
          "| Region | Share |\n| :-- | --: |\n| Africa | 43% |",
        ),
      }),
    );
    expect(catalog.page("en", "/stories/table")?.html).toBe(
      '<div class="table-scroll" tabindex="0"><table><thead><tr><th scope="col" data-align="start">Region</th><th scope="col" data-align="end">Share</th></tr></thead><tbody>\n' +
        '<tr><td data-align="start">Africa</td><td data-align="end">43%</td></tr>\n</tbody></table></div>\n',
    );
  });

  it("refuses footnotes, strikethrough and check boxes with the line and what to write instead", () => {
    expect(
      problemsOf({
        "content/stories/refused.en.md": page(
          "title: T\nlead: L\ndate: 2026-01-05",
          "Words ~~gone~~ here.[^1]\n\n- [ ] a task\n\n[^1]: A note.",
        ),
      }),
    ).toEqual([
      "content/stories/refused.en.md:7: body: footnotes are not supported: put the note in the sentence, in brackets, or in a list under a ## Notes heading",
      "content/stories/refused.en.md:7: body: strikethrough (~~words~~) is not supported: leave the words out, or say in the text what changed",
      "content/stories/refused.en.md:9: body: check boxes (- [ ]) are not supported: write a plain list",
      "content/stories/refused.en.md:11: body: footnotes are not supported: put the note in the sentence, in brackets, or in a list under a ## Notes heading",
    ]);
  });

  it("names the line where an unclosed quote opened, and what a colon needs", () => {
    expect(
      problemsOf({
        "content/stories/quote.en.md": page('title: "Unclosed\nlead: L\ndate: 2026-01-05'),
        "content/stories/colon.en.md": page("title: UN80: Eight Decades\nlead: L\ndate: 2026-01-05"),
        "content/stories/colon.es.md": page("title: T\nlead: L"),
      }),
    ).toEqual([
      'content/stories/colon.en.md:2: front matter is not valid YAML: Nested mappings are not allowed in compact mappings: a value with ": " in it must be written in double quotes, such as title: "UN80: a new era"',
      expect.stringMatching(/^content\/stories\/quote\.en\.md:2: front matter is not valid YAML: Missing closing "quote/),
    ]);
  });
});
