import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { freePort, ROOT, siteCopy, untilServed } from "./site-copy";
import { openDevelopmentPage } from "./development-server";

// An editor's session from start to end: `npm run cms` in a copy of the site, a story with a photo
// written and translated into French in the editor at /admin/ (under the page's own
// Content-Security-Policy), and the files it saves. They must equal scripts/fixtures/, which
// scripts/content-build.test.mjs builds: both pages published, with the photo's renderings.

const SLUG = "solar-power-for-rural-clinics";
const saved = (language: string) =>
  readFileSync(join(ROOT, "scripts", "fixtures", `${SLUG}.${language}.md`), "utf8");

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
  },
  {
    code: "fr",
    dir: "ltr",
    title: "L’énergie solaire pour les centres de santé ruraux",
    lead: "Des panneaux solaires gardent la lumière et les réfrigérateurs à vaccins allumés.",
    imageAlt: "Des panneaux solaires sur le toit d’un centre de santé",
    sentence: ["Les centres de santé éloignés du réseau fonctionnent au ", "soleil", "."],
    lines: [],
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

let copy: ReturnType<typeof siteCopy>;
let root: string;
let cms: ChildProcess | undefined;

// Decap logs the deletion it was refused (below) as well as showing it.
test.use({ expectedConsoleProblems: [/is shown by content\/stories\//] });

test.beforeAll(async () => {
  copy = siteCopy("editor-");
  root = copy.root;
  // A landscape photo, as an editor would upload it.
  mkdirSync(join(root, "photos"));
  await sharp({ create: { width: 1600, height: 1000, channels: 3, background: "#2a9d8f" } })
    .jpeg()
    .toFile(join(root, "photos", "solar-panels.jpg"));
});

test.afterAll(async () => {
  if (cms?.exitCode === null) {
    const stopped = new Promise((resolve) => cms?.once("exit", resolve));
    cms.kill("SIGTERM");
    await stopped;
  }
  copy.remove();
});

test("an editor adds a story with a photo, a heading, a list and a link, in Arabic (right to left) and French, saved as the documented files the build publishes", async ({
  page,
}) => {
  test.setTimeout(90_000);
  // EDITOR_PORTS ("4443,4444") names the two ports on a shared machine.
  const [port, backendPort] = process.env.EDITOR_PORTS
    ? process.env.EDITOR_PORTS.split(",").map(Number)
    : await Promise.all([freePort(), freePort()]);
  cms = spawn(process.execPath, ["scripts/cms.mjs"], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DECAP_SERVER_PORT: String(backendPort) },
    stdio: "ignore",
  });
  const editor = `http://localhost:${port}/admin/`;
  await untilServed(editor);

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

  // The second pane opens in Arabic, written right to left; then it is switched to French.
  let writing = "ar";
  for (const { code, dir, sentence, lines, ...fields } of TRANSLATIONS) {
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
  }

  // The preview draws the English page with the site's own stylesheet and theme variables.
  await page.getByRole("button", { name: "Toggle preview" }).click();
  const preview = page.frameLocator("iframe").first();
  await expect(preview.getByRole("heading", { level: 1 })).toHaveText(
    "Solar Power for Rural Clinics",
  );
  await expect(preview.getByRole("img", { name: "Solar panels on the roof" })).toHaveJSProperty(
    "naturalWidth",
    1600,
  );
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
  await expect(
    page.getByText(`/images/uploads/solar-panels.jpg is shown by content/stories/${SLUG}.en.md`),
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
});
