// What an editor does, end to end: adds or breaks content files in a copy of the site and builds it.
// The story with a photo is the one e2e/editor.spec.ts writes in the editor: the files it saves
// must equal scripts/test/fixtures/, and this build publishes those very files.
import { spawn, spawnSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { chromium } from "@playwright/test";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHROMIUM_FLAGS, TEST_CHROMIUM_PATH } from "./chromium.mjs";

const ROOT = join(import.meta.dirname, "..", "..");
const COPIED = [
  "app",
  "content",
  "scripts",
  "server",
  "package.json",
  "public",
  "vite.config.ts",
  "tsconfig.json",
];
const LINKED = ["node_modules"];
const copies = [];

function siteCopy(files) {
  const root = mkdtempSync(join(tmpdir(), "site-"));
  copies.push(root);
  for (const name of COPIED) cpSync(join(ROOT, name), join(root, name), { recursive: true });
  for (const name of LINKED) symlinkSync(join(ROOT, name), join(root, name));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  return root;
}

/** The environment of a build as an editor starts it: without the test runner's NODE_ENV=test,
 * which would build React's development code. */
const buildEnvironment = Object.fromEntries(
  Object.entries({ ...process.env, NO_COLOR: "1" }).filter(([name]) => name !== "NODE_ENV"),
);

const build = (root) =>
  spawnSync("npm", ["run", "build"], { cwd: root, encoding: "utf8", env: buildEnvironment });

// Each copy holds a whole build (videos included): removing it takes a while on a busy machine.
afterAll(() => {
  for (const root of copies) rmSync(root, { recursive: true, force: true });
}, 60_000);

/** Each language's not-found title and its sentence for a page not written in that language. */
const NOT_FOUND_TITLE = { es: "Página no encontrada", fr: "Page introuvable", zh: "未找到页面" };
const NOT_WRITTEN_IN = {
  ar: "لم تُنشر هذه الصفحة باللغة العربية بعد",
  zh: "此页面尚无中文版本",
  fr: "Cette page n’est pas encore disponible en français",
  ru: "Эта страница пока не опубликована на русском языке",
  es: "Esta página todavía no está disponible en español",
};

/** A page's text as read: without the zero-width spaces between Chinese words (app/render/typeset.ts). */
const readable = (text) => text.replaceAll("\u200B", "");

const SLUG = "clean-cooking";
const english = `---
title: Clean Cooking for Everyone
lead: Cleaner stoves and fuels protect health and forests.
date: 2026-02-10
image: /images/content/stories-reduce-air-pollution-1280.webp
imageAlt: Illustration of a bicycle, a tram and trees in front of a city skyline
related:
  - /stories/air-pollution-facts
---

Cooking on open fires is *still common*. Read [the facts](/stories/air-pollution-facts).
`;
const french = `---
title: Une cuisine propre pour tous
lead: Des foyers et des combustibles plus propres protègent la santé et les forêts.
imageAlt: Illustration d’un vélo, d’un tramway et d’arbres devant une ville
---

Cuisiner sur un feu ouvert est *encore courant*. Lisez [les faits](/stories/air-pollution-facts).
`;

/** A story written in English only, not yet translated. */
const ENGLISH_ONLY_SLUG = "ocean-observers";
const englishOnly = readFileSync(
  join(import.meta.dirname, "fixtures", `${ENGLISH_ONLY_SLUG}.en.md`),
  "utf8",
);

const EDITOR_SLUG = "solar-power-for-rural-clinics";
const editorFile = (language) =>
  readFileSync(join(import.meta.dirname, "fixtures", `${EDITOR_SLUG}.${language}.md`), "utf8");

/** A story with a chart and a table in its text. */
const withChart = `---
title: Energy in Numbers
lead: Where the world's electricity comes from.
date: 2026-02-11
---

![Bar chart of electricity by source, 2024](/images/uploads/energy-chart.png "Electricity by source, 2024.")

| Source | Share |
| :-- | --: |
| Solar | 7% |
| Wind | 8% |
`;
/** A story whose date is still to come. */
const future = `---
title: A Story from the Future
lead: Not published until its day.
date: 2099-01-01
---

Text.
`;

/** A notice running from yesterday to a year from now, in English and French. */
const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const NOTICE = {
  en: `text: The site will be updated tonight.\nlink: /events\nlinkText: See the events\nstarts: ${day(-1)}\nends: ${day(365)}\n`,
  fr: "text: Le site sera mis à jour ce soir.\nlinkText: Voir les événements\n",
};

/** Runs `use` with the built copy at `root` served by the production server, and a browser. */
async function withSite(root, use) {
  // Port 0: the system picks a free one, which the server names in its first line.
  const server = spawn("node", ["server/start.mjs"], {
    cwd: root,
    env: { ...process.env, BUILD_DIR: join(root, "build"), PORT: "0", HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const listening = new Promise((resolve, reject) => {
    let out = "";
    const onData = (chunk) => {
      out += chunk;
      const match = /on (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (!match) return;
      server.stdout.off("data", onData);
      server.stdout.resume(); // the request log is not read
      resolve(match[1]);
    };
    server.stdout.on("data", onData);
    server.once("exit", (code) => reject(new Error(`the server exited with ${code}`)));
  });
  const browser = await chromium.launch({
    executablePath: TEST_CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
  });
  try {
    await use(await listening, browser);
  } finally {
    await browser.close();
    server.kill();
  }
}

describe("a story added as two files, beside the editor's story with a photo", () => {
  const root = siteCopy({
    [`content/stories/${SLUG}.en.md`]: english,
    [`content/stories/${SLUG}.fr.md`]: french,
    [`content/stories/${ENGLISH_ONLY_SLUG}.en.md`]: englishOnly,
    [`content/stories/${EDITOR_SLUG}.en.md`]: editorFile("en"),
    [`content/stories/${EDITOR_SLUG}.fr.md`]: editorFile("fr"),
    [`content/stories/${EDITOR_SLUG}.ar.md`]: editorFile("ar"),
    "content/stories/energy-in-numbers.en.md": withChart,
    "content/stories/from-the-future.en.md": future,
    "content/notice/notice.en.yml": NOTICE.en,
    "content/notice/notice.fr.yml": NOTICE.fr,
  });
  const client = join(root, "build", "client");
  let result;
  beforeAll(async () => {
    // The landscape photo the editor uploaded with the second story.
    mkdirSync(join(root, "public", "images", "uploads"), { recursive: true });
    await sharp({ create: { width: 1600, height: 1000, channels: 3, background: "#2a9d8f" } })
      .jpeg()
      .toFile(join(root, "public", "images", "uploads", "solar-panels.jpg"));
    await sharp({ create: { width: 1400, height: 1050, channels: 3, background: "#ffffff" } })
      .png()
      .toFile(join(root, "public", "images", "uploads", "energy-chart.png"));
    result = build(root);
  }, 240_000);
  const page = (prefix) => join(client, prefix, "stories", SLUG, "index.html");

  it("is published in English and French with its Markdown, and nowhere else", () => {
    expect(result.status, result.stderr).toBe(0);
    const en = readFileSync(page(""), "utf8");
    expect(en).toContain("<h1");
    expect(en).toContain("Clean Cooking for Everyone");
    expect(en).toContain(
      '<em>still common</em>. Read <a href="/stories/air-pollution-facts">the facts</a>',
    );
    const fr = readFileSync(page("fr"), "utf8");
    expect(fr).toContain(
      '<em>encore courant</em>. Lisez <a href="/fr/stories/air-pollution-facts">les faits</a>',
    );
    for (const prefix of ["ar", "zh", "ru", "es"]) expect(existsSync(page(prefix))).toBe(false);
  });

  it("leads its language controls to the French page, and to the home page of the others, saying so", () => {
    const en = readFileSync(page(""), "utf8");
    const control = (code) => en.match(new RegExp(`<a [^>]*hrefLang="${code}"[^>]*>.*?</a>`))?.[0];
    expect(control("fr")).toContain(`href="/fr/stories/${SLUG}"`);
    expect(control("fr")).not.toContain("title=");
    for (const code of ["ar", "zh", "ru", "es"]) {
      expect(control(code)).toContain(`href="/${code}"`);
      expect(control(code)).toContain(
        'title="(home page; this page is not available in that language)"',
      );
    }
  });

  it("is in the sitemap with exactly its two languages", () => {
    const xml = readFileSync(join(client, "sitemap.xml"), "utf8");
    const entries = xml.match(new RegExp(`<url><loc>[^<]+/stories/${SLUG}</loc>.*?</url>`, "g"));
    expect(entries).toHaveLength(2);
    for (const entry of entries ?? [])
      expect(entry.match(/hreflang="[^"]+"/g)).toEqual([
        'hreflang="en"',
        'hreflang="fr"',
        'hreflang="x-default"',
      ]);
  });

  it("publishes the editor's story in its three languages with its photo's renderings and its table", () => {
    expect(result.status, result.stderr).toBe(0);
    // Typed in the editor's rich-text box: a heading, a list and a link, in each language's own.
    const arabic = readFileSync(join(client, "ar", "stories", EDITOR_SLUG, "index.html"), "utf8");
    expect(arabic).toContain('<h2 id="لماذا-يهم-ذلك">لماذا يهم ذلك</h2>');
    expect(arabic).toContain("<li>تبقى اللقاحات باردة</li>");
    expect(arabic).toContain('<a href="/ar/stories/air-pollution-facts">الحقائق</a>');
    for (const prefix of ["", "fr"]) {
      const html = readFileSync(join(client, prefix, "stories", EDITOR_SLUG, "index.html"), "utf8");
      expect(html).toContain(
        prefix ? "au <strong>soleil</strong>." : "on <strong>sunlight</strong>.",
      );
      expect(html).toContain(
        '<source type="image/avif" srcSet="/images/uploads/solar-panels-640.avif 640w, /images/uploads/solar-panels-1280.avif 1280w"',
      );
    }
    // A table and the photo again, whole, made with the rich-text box's Table and Photo blocks.
    for (const [prefix, header] of [
      ["", "Clinics on solar power"],
      ["ar", "المراكز العاملة بالطاقة الشمسية"],
      ["fr", "Centres à l’énergie solaire"],
    ]) {
      const html = readFileSync(join(client, prefix, "stories", EDITOR_SLUG, "index.html"), "utf8");
      expect(html).toContain(`<th scope="col" data-align="end">${header}</th>`);
      expect(html).toMatch(/<table>.*<td data-align="end">120<\/td>/s);
      expect(html).toContain("/images/uploads/solar-panels-whole-640.avif 640w");
    }
    for (const rendering of ["640.avif", "640.webp", "1280.avif", "1280.webp"]) {
      expect(existsSync(join(client, "images", "uploads", `solar-panels-${rendering}`))).toBe(true);
      expect(existsSync(join(client, "images", "uploads", `solar-panels-whole-${rendering}`))).toBe(
        true,
      );
    }
  });

  it("says in a short summary which page waits, and publishes it nowhere", () => {
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toContain(
      "Scheduled: content/stories/from-the-future.en.md is published by the first build on or after 2099-01-01",
    );
    expect(result.stdout).toMatch(/^Built into build\/: pages \d+ ar, \d+ zh, \d+ en, /m);
    expect(result.stdout.split("\n").length).toBeLessThan(12);
    expect(existsSync(join(client, "stories", "from-the-future"))).toBe(false);
    for (const file of ["sitemap.xml", "feed.xml", "stories/index.html", "site-index/index.html"])
      expect(readFileSync(join(client, file), "utf8")).not.toContain("from-the-future");
  });

  it("draws a chart and a table in a story's text, with the chart's renderings", () => {
    const html = readFileSync(join(client, "stories", "energy-in-numbers", "index.html"), "utf8");
    expect(html).toContain('alt="Bar chart of electricity by source, 2024"');
    expect(html).toContain("<figcaption>Electricity by source, 2024.</figcaption>");
    expect(html).toContain('<th scope="col" data-align="start">Source</th>');
    for (const rendering of ["640.avif", "640.webp", "1280.avif", "1280.webp"])
      expect(existsSync(join(client, "images", "uploads", `energy-chart-whole-${rendering}`))).toBe(
        true,
      );
  });

  it("keeps the previous build when a page takes a reserved address, naming its file", () => {
    const before = readFileSync(join(client, "index.html"), "utf8");
    for (const slug of ["ar", "admin"])
      writeFileSync(
        join(root, "content", "topics", `${slug}.en.md`),
        "---\ntitle: T\nlead: L\n---\n\nText.\n",
      );
    const failed = build(root);
    for (const slug of ["ar", "admin"]) rmSync(join(root, "content", "topics", `${slug}.en.md`));
    expect(failed.status).not.toBe(0);
    expect(failed.stderr).toContain(
      'content/topics/ar.en.md: the address "/ar" is a language\'s home page: choose another slug',
    );
    expect(failed.stderr).toContain('content/topics/admin.en.md: the address "/admin"');
    expect(failed.stderr).toContain("the previous build in build/ is unchanged");
    expect(failed.stderr).not.toMatch(/^\s+at /m);
    expect(readFileSync(join(client, "index.html"), "utf8")).toBe(before);
    expect(existsSync(join(root, "build.next"))).toBe(false);
  }, 120_000);

  it("shows the notice on every page of the languages it is written in, until dismissed", async () => {
    const home = readFileSync(join(client, "index.html"), "utf8");
    expect(home).toContain("The site will be updated tonight.");
    expect(readFileSync(join(client, "fr", "news", "index.html"), "utf8")).toContain(
      "Le site sera mis à jour ce soir.",
    );
    expect(readFileSync(join(client, "es", "index.html"), "utf8")).not.toContain("notice-banner");
    await withSite(root, async (base, browser) => {
      const page = await browser.newPage();
      await page.addInitScript(() => globalThis.sessionStorage.setItem("un-splash-seen", "1"));
      await page.goto(`${base}/fr/news`);
      await page.locator("html[data-controls-started]").waitFor({ state: "attached" });
      const notice = page.getByRole("region", { name: "Avis" });
      await expect(notice.isVisible()).resolves.toBe(true);
      await notice.getByRole("button").click();
      await expect(notice.isVisible()).resolves.toBe(false);
      // The next page of the visit does not show it again, from its first paint.
      await page.goto(`${base}/fr/events`);
      await expect(page.getByRole("region", { name: "Avis" }).isVisible()).resolves.toBe(false);
      await page.close();
    });
  }, 60_000);

  it("is not found in the languages it is not written in, in their words, offering the English, before and after scripts run", async () => {
    await withSite(root, async (base, browser) => {
      expect((await fetch(`${base}/fr/stories/${SLUG}`)).status).toBe(200);
      expect((await fetch(`${base}/stories/${ENGLISH_ONLY_SLUG}`)).status).toBe(200);
      const untranslated = [
        ...["ar", "zh", "ru", "es"].map((prefix) => ({ prefix, slug: SLUG })),
        ...["ar", "zh", "fr", "ru", "es"].map((prefix) => ({ prefix, slug: ENGLISH_ONLY_SLUG })),
      ];
      for (const { prefix, slug } of untranslated) {
        const response = await fetch(`${base}/${prefix}/stories/${slug}`);
        expect(response.status, `/${prefix}/stories/${slug}`).toBe(404);
        const html = await response.text();
        expect(html).toContain(`<html lang="${prefix}"`);
        expect(readable(html)).toContain(NOT_WRITTEN_IN[prefix]);
        const links = html.match(/<a [^>]*>/g) ?? [];
        expect(
          links.filter(
            (tag) => tag.includes(`href="/stories/${slug}"`) && tag.includes('hrefLang="en"'),
          ),
          `/${prefix}/stories/${slug} links to the English page`,
        ).toHaveLength(1);
      }
      // The same page once its scripts have run: still that language's not-found page, no error.
      for (const prefix of ["es", "fr", "zh"]) {
        const page = await browser.newPage();
        await page.addInitScript(() => globalThis.sessionStorage.setItem("un-splash-seen", "1"));
        const problems = [];
        page.on("console", (message) => {
          if (["error", "warning"].includes(message.type())) problems.push(message.text());
        });
        page.on("pageerror", (error) => problems.push(error.message));
        await page.goto(`${base}/${prefix}/stories/${ENGLISH_ONLY_SLUG}`);
        await page.locator("html[data-controls-started]").waitFor({ state: "attached" });
        await page.waitForLoadState("networkidle");
        await expect(page.locator("main h1").textContent()).resolves.toBe(NOT_FOUND_TITLE[prefix]);
        expect(readable((await page.locator("main").textContent()) ?? "")).toContain(
          NOT_WRITTEN_IN[prefix],
        );
        await expect(
          page.locator(`main a[href="/stories/${ENGLISH_ONLY_SLUG}"]`).count(),
        ).resolves.toBe(1);
        // The document's own 404 status is the one problem the console reports.
        expect(
          problems.filter((text) => !/status of 404/.test(text)),
          `/${prefix}/stories/${ENGLISH_ONLY_SLUG}`,
        ).toEqual([]);
        await page.close();
      }
    });
  }, 60_000);
});

describe("a content file that does not fit the format", () => {
  it("stops the build with one line per problem, naming file and field, without a stack trace", () => {
    const root = siteCopy({
      "content/stories/broken.en.md": `---
lead: A lead.
date: 2026-01-05
related:
  - /stories/no-such-story
subtitle: Not a field
---

Text.
`,
    });
    const result = build(root);
    expect(result.status).not.toBe(0);
    const lines = result.stderr.split("\n").filter((line) => line.startsWith("content/"));
    expect(lines).toEqual([
      "content/stories/broken.en.md: title: is required",
      "content/stories/broken.en.md:6: subtitle: is not a field of this file",
      'content/stories/broken.en.md:5: related, item 1: "/stories/no-such-story" leads to no page',
    ]);
    expect(result.stderr).not.toMatch(/^\s+at /m);
  }, 60_000);
});
