import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { freePort, ROOT, siteCopy, untilServed } from "./site-copy";
import { openDevelopmentPage } from "./development-server";

// An editor's session from start to end: `npm run cms` in a copy of the site, a story with a photo,
// and in its text the photo again and a table, written and translated into Arabic and French in
// the editor at /admin/ (under the page's own Content-Security-Policy), and the files it saves.
// They must equal scripts/test/fixtures/, which scripts/test/content-build.site.test.mjs builds: the three pages
// published, each with a table and the photo's renderings. Then each mistake the build refuses,
// refused by the editor in the build's words, with no file written.

const SLUG = "solar-power-for-rural-clinics";
const saved = (language: string) =>
  readFileSync(join(ROOT, "scripts", "test", "fixtures", `${SLUG}.${language}.md`), "utf8");

/** The story's translations, in the order they are written in the second pane. */
const TRANSLATIONS = [
  {
    code: "ar",
    dir: "rtl",
    title: "الطاقة الشمسية للمراكز الصحية الريفية",
    lead: "تحافظ الألواح الشمسية على الإنارة وعلى برادات اللقاحات.",
    imageAlt: "ألواح شمسية على سطح مركز صحي",
    sentence: ["تعمل المراكز الصحية البعيدة عن الشبكة الآن بضوء ", "الشمس", "."],
    lines: [
      "## لماذا يهم ذلك",
      "- تبقى اللقاحات باردة",
      "- تبقى الأنوار مضاءة ليلًا",
      "اقرأ [الحقائق](/stories/air-pollution-facts).",
    ],
    caption: "ألواح رُكّبت في عام 2025.",
    rows: ["المنطقة | المراكز العاملة بالطاقة الشمسية", "أفريقيا | 120", "آسيا | 45"],
  },
  {
    code: "fr",
    dir: "ltr",
    title: "L’énergie solaire pour les centres de santé ruraux",
    lead: "Des panneaux solaires gardent la lumière et les réfrigérateurs à vaccins allumés.",
    imageAlt: "Des panneaux solaires sur le toit d’un centre de santé",
    sentence: ["Les centres de santé éloignés du réseau fonctionnent au ", "soleil", "."],
    lines: [],
    caption: "Des panneaux posés en 2025.",
    rows: ["Région | Centres à l’énergie solaire", "Afrique | 120", "Asie | 45"],
  },
];

/** Fills the second pane's title, introduction and photo description. */
async function fillTranslation(
  page: Page,
  { title, lead, imageAlt }: { title: string; lead: string; imageAlt: string },
) {
  await page.getByLabel("Title").last().fill(title);
  await page.getByLabel("Introduction").last().fill(lead);
  await page.getByLabel("Photo description").last().fill(imageAlt);
}

/**
 * Types a pane's text as an editor does in the rich-text box: a sentence whose middle words are
 * made bold with the Bold button, then each of `lines` on a line of its own, Markdown typed as is.
 */
async function typeText(
  page: Page,
  pane: "first" | "last",
  { sentence: [before, bold, after], lines = [] }: { sentence: string[]; lines?: string[] },
) {
  await page.getByLabel("markdown field")[pane]().getByRole("textbox").click();
  await page.keyboard.type(before ?? "");
  await page.getByRole("button", { name: "Bold" })[pane]().click();
  await page.keyboard.type(bold ?? "");
  await page.getByRole("button", { name: "Bold" })[pane]().click();
  await page.keyboard.type(after ?? "");
  for (const line of lines) {
    await page.keyboard.press("Enter");
    await page.keyboard.type(line);
  }
}

/**
 * Adds to a pane's text the photo uploaded before, chosen again in the media library, with its
 * description and caption, then a table, with the rich-text box's + button ("Add component").
 */
async function addPhotoAndTable(
  page: Page,
  pane: "first" | "last",
  { alt, caption, rows }: { alt: string; caption: string; rows: string[] },
) {
  const text = page.getByLabel("markdown field")[pane]();
  await page.getByRole("button", { name: "Add component" })[pane]().click();
  await page.getByRole("menuitem", { name: "Photo" }).click();
  await text.getByRole("button", { name: "Choose an image" }).click();
  await page.getByText("solar-panels.jpg").click();
  await page.getByRole("button", { name: "Choose selected" }).click();
  // The block shows the photo itself, read from the back end, not an empty picture.
  await expect(text.locator("img").last()).toHaveJSProperty("naturalWidth", 1600);
  await text.getByLabel("Description", { exact: true }).fill(alt);
  await text.getByLabel("Caption").fill(caption);
  await page.getByRole("button", { name: "Add component" })[pane]().click();
  await page.getByRole("menuitem", { name: "Table" }).click();
  await text.getByLabel("Rows").fill(rows.join("\n"));
  await text.getByLabel("Alignment of the columns").fill("start, end");
}

let copy: ReturnType<typeof siteCopy>;
let root: string;
let cms: ChildProcess | undefined;
let port: number;
let editor: string;

// Decap logs the deletion it was refused (below) as well as showing it.
test.use({ expectedConsoleProblems: [/is shown by content\/stories\//] });

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  copy = siteCopy("editor-");
  root = copy.root;
  // A landscape photo, as an editor would upload it.
  mkdirSync(join(root, "photos"));
  await sharp({ create: { width: 1600, height: 1000, channels: 3, background: "#2a9d8f" } })
    .jpeg()
    .toFile(join(root, "photos", "solar-panels.jpg"));
  // A photo too small for a page, as an editor might take it from a web page.
  await sharp({ create: { width: 300, height: 200, channels: 3, background: "#e76f51" } })
    .jpeg()
    .toFile(join(root, "photos", "stove.jpg"));
  // EDITOR_PORTS ("4443,4444") names the two ports on a shared machine.
  const [sitePort = 0, backendPort = 0] = process.env.EDITOR_PORTS
    ? process.env.EDITOR_PORTS.split(",").map(Number)
    : await Promise.all([freePort(), freePort()]);
  port = sitePort;
  cms = spawn(process.execPath, ["scripts/editor/cms.mjs"], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DECAP_SERVER_PORT: String(backendPort) },
    stdio: "ignore",
  });
  editor = `http://localhost:${port}/admin/`;
  await untilServed(editor);
});

test.afterAll(async () => {
  if (cms?.exitCode === null) {
    const stopped = new Promise((resolve) => cms?.once("exit", resolve));
    cms.kill("SIGTERM");
    await stopped;
  }
  copy.remove();
});

test("an editor adds a story with a photo, a heading, a list, a link, the photo again and a table in its text, in Arabic (right to left) and French, saved as the documented files the build publishes; a saved change is on the page at the next reload", async ({
  page,
}) => {
  test.setTimeout(120_000);

  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(`${event.violatedDirective}: ${event.blockedURI}`);
    });
  });
  const response = await page.goto(editor);
  expect(response?.headers()["content-security-policy"]).toContain(
    "script-src 'self' 'unsafe-eval'",
  );
  await page.getByRole("button", { name: "Login" }).click();
  await page.getByRole("link", { name: "Stories" }).click();
  await page.getByRole("link", { name: "Create entry of type Story" }).click();

  // The left pane is English; the second pane is another language, chosen below.
  await page.getByLabel("Title").first().fill("Solar Power for Rural Clinics");
  await page
    .getByLabel("Introduction")
    .first()
    .fill("Solar panels keep the lights and the vaccine fridges on.");
  await page.getByLabel("Publication date").first().fill("2026-03-02");
  await page.getByRole("button", { name: "Choose an image" }).click();
  await page.locator("input[type=file]").setInputFiles(join(root, "photos", "solar-panels.jpg"));
  await page.getByRole("button", { name: "Choose selected" }).click();
  await page
    .getByLabel("Photo description")
    .first()
    .fill("Solar panels on the roof of a health centre");
  // The text: a sentence with bold words, then a heading, a list and a link typed as Markdown.
  await typeText(page, "first", {
    sentence: ["Clinics far from the grid now run on ", "sunlight", "."],
    lines: [
      "## Why it matters",
      "- Vaccines stay cold",
      "- Lights stay on at night",
      "Read [the facts](/stories/air-pollution-facts).",
    ],
  });
  // The photo again, whole in the text, and a table: the rich-text box's own blocks.
  await addPhotoAndTable(page, "first", {
    alt: "Solar panels on the roof of a health centre",
    caption: "Panels put up in 2025.",
    rows: ["Region | Clinics on solar power", "Africa | 120", "Asia | 45"],
  });

  // The second pane opens in Arabic, written right to left; then it is switched to French.
  let writing = "ar";
  for (const { code, dir, sentence, lines, caption, rows, ...fields } of TRANSLATIONS) {
    if (code !== writing) {
      await page.getByRole("button", { name: `Writing in ${writing.toUpperCase()}` }).click();
      await page.getByRole("menuitem", { name: code }).click();
      writing = code;
    }
    await expect(page.getByLabel("Title").last()).toHaveAttribute("dir", dir);
    await expect(page.getByLabel("markdown field").last().getByRole("textbox")).toHaveAttribute(
      "dir",
      dir,
    );
    await fillTranslation(page, fields);
    await typeText(page, "last", { sentence, lines });
    await addPhotoAndTable(page, "last", { alt: fields.imageAlt, caption, rows });
  }

  // The preview draws the English page with the site's own stylesheet and theme variables.
  await page.getByRole("button", { name: "Toggle preview" }).click();
  const preview = page.frameLocator("iframe").first();
  await expect(preview.getByRole("heading", { level: 1 })).toHaveText(
    "Solar Power for Rural Clinics",
  );
  await expect(
    preview.getByRole("img", { name: "Solar panels on the roof" }).first(),
  ).toHaveJSProperty("naturalWidth", 1600);
  // The lead in the theme's muted colour (--muted-foreground), the body in the site's type size.
  await expect(preview.getByText("Solar panels keep the lights")).toHaveCSS(
    "color",
    "rgb(74, 85, 96)",
  );
  await expect(preview.locator(".article-body")).toHaveCSS("font-size", "18px");

  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
  await expect(page).toHaveURL(new RegExp(`/entries/${SLUG}$`));
  await expect(page.getByText(/no unsaved changes/i)).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
  ).toEqual([]);

  // The files are those the editors' guide shows, in the languages written, and no others.
  const stories = join(root, "content", "stories");
  expect(readFileSync(join(stories, `${SLUG}.en.md`), "utf8")).toBe(saved("en"));
  expect(readFileSync(join(stories, `${SLUG}.ar.md`), "utf8")).toBe(saved("ar"));
  expect(readFileSync(join(stories, `${SLUG}.fr.md`), "utf8")).toBe(saved("fr"));
  expect(readdirSync(stories).filter((name) => name.startsWith(SLUG))).toHaveLength(3);
  expect(existsSync(join(root, "public", "images", "uploads", "solar-panels.jpg"))).toBe(true);

  // The second pane keeps the language chosen last when another page is opened.
  await page.goto(`${editor}#/collections/stories`);
  await page.getByRole("link", { name: /How Carbon Markets Work/ }).click();
  // The preview is still open on the right: the second language takes its place.
  await page.getByRole("button", { name: "Toggle i18n" }).click();
  await expect(page.getByLabel("Title").last()).toHaveValue(/marchés du carbone/);
  await expect(page.getByRole("button", { name: "Writing in FR" })).toBeVisible();

  // The photo the story shows cannot be deleted: the editor names the page that shows it.
  page.once("dialog", (dialog) => void dialog.accept());
  await page.goto(`${editor}#/collections/stories`);
  await page.getByRole("button", { name: "Media" }).click();
  await page.getByText("solar-panels.jpg").click();
  await page.getByRole("button", { name: "Delete selected" }).click();
  // Its three files show it, in their text too: the first found is named.
  await expect(
    page.getByText(
      new RegExp(
        `/images/uploads/solar-panels.jpg is shown by content/stories/${SLUG}\\.(ar|en|fr)\\.md`,
      ),
    ),
  ).toBeVisible();
  expect(existsSync(join(root, "public", "images", "uploads", "solar-panels.jpg"))).toBe(true);

  // The site itself is served beside the editor, as the guide says, its controls started.
  for (const [path, heading] of [
    ["/", "United Nations"],
    ["/ar/goals/7", "طاقة نظيفة وبأسعار معقولة"],
  ]) {
    await openDevelopmentPage(page, `http://localhost:${port}${path}`);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  }

  // A change saved in the editor is on the story's page at its next reload, within 5 seconds.
  const story = `http://localhost:${port}/stories/${SLUG}`;
  await openDevelopmentPage(page, story);
  await expect(page.getByRole("table")).toContainText("Clinics on solar power");
  await page.goto(`${editor}#/collections/stories/entries/${SLUG}`);
  const lead = "Solar panels now keep forty clinics running day and night.";
  await page.getByLabel("Introduction").first().fill(lead);
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
  await expect(page.getByText(/no unsaved changes/i)).toBeVisible();
  await expect(async () => {
    await page.goto(story);
    await expect(page.getByText(lead)).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 5_000 });
});

test.describe("the editor's checks", () => {
  // Decap logs the refusals it shows, as it does the deletion above, and leaves the refused save
  // unhandled (an "Object" error of the page's). No public way of refusing avoids it: persistEntry
  // (decap-cms-core src/actions/entries.ts) logs a back end's error with console.error, then
  // rejects with its failure action; a field that a widget's isValid() or a pattern refuses makes
  // it return Promise.reject(), which EditorInterface's handleOnPersist leaves unawaited
  // (src/components/Editor/EditorInterface.js), so Decap's own "required" refusal is an unhandled
  // rejection too ("undefined").
  test.use({
    expectedConsoleProblems: [/^(error: Error: content\/(stories|topics)\/|pageerror: Object$)/],
  });

  test("refuse each mistake in the build's words, and write no file", async ({ page }) => {
    test.setTimeout(90_000);
    // Leaving a refused entry asks whether to drop its changes: yes.
    page.on("dialog", (dialog) => void dialog.accept());
    const stories = join(root, "content", "stories");
    await page.goto(`${editor}#/collections/stories/new`);
    await page.getByRole("button", { name: "Login" }).click();

    // A story with a day that is not in the calendar, a 300 x 200 photo without a description,
    // a link to a story that does not exist, and an Arabic introduction with no Arabic title.
    await page.getByLabel("Title").first().fill("Clean Cooking");
    await page.getByLabel("Introduction").first().fill("Cleaner stoves protect health.");
    await page.getByLabel("Publication date").first().fill("2026-02-30");
    await page.getByRole("button", { name: "Choose an image" }).first().click();
    await page.locator("input[type=file]").setInputFiles(join(root, "photos", "stove.jpg"));
    await page.getByRole("button", { name: "Choose selected" }).click();
    await page.getByLabel("markdown field").first().getByRole("textbox").click();
    await page.keyboard.type("Read [the story](/stories/does-not-exist).");
    await page.getByLabel("Introduction").last().fill("مواقد أنظف تحمي الصحة.");
    await page.getByRole("button", { name: "Publish" }).click();
    await page.getByRole("menuitem", { name: "Publish now" }).click();
    const file = "content/stories/clean-cooking";
    for (const message of [
      `${file}.en.md: date: is not a real date: check the day and the month`,
      `${file}.en.md: imageAlt: is required when there is an image`,
      `${file}.en.md: image: "/images/uploads/stove.jpg" is 300 x 200 pixels; a photo must be at least 1280 x 720 pixels`,
      `${file}.en.md: body: the link "/stories/does-not-exist" leads to no page or file`,
      `${file}.ar.md: title: is required`,
    ])
      await expect(page.getByText(message, { exact: false })).toBeVisible();
    expect(readdirSync(stories).filter((name) => name.startsWith("clean-cooking"))).toEqual([]);

    // A topic titled "FAQ" would take the help page's address, /faq.
    await page.goto("about:blank");
    await page.goto(`${editor}#/collections/topics/new`);
    await page.getByLabel("Title").first().fill("FAQ");
    await page.getByLabel("Introduction").first().fill("Questions and answers.");
    await page.getByLabel("markdown field").first().getByRole("textbox").click();
    await page.keyboard.type("Answers.");
    await page.getByRole("button", { name: "Publish" }).click();
    await page.getByRole("menuitem", { name: "Publish now" }).click();
    await expect(
      page.getByText(
        'content/topics/faq.en.md: has the address "/faq" of content/help/faq.en.md: rename one of them',
        { exact: false },
      ),
    ).toBeVisible();
    expect(existsSync(join(root, "content", "topics", "faq.en.md"))).toBe(false);
  });
});
