import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { messagesFor } from "../app/i18n/catalog";
import { expect, test } from "./fixtures";
import { freePort, ROOT, siteCopy, untilServed } from "./site-copy";
import { openDevelopmentPage } from "./development-server";

// The development server (`npm run dev`, which `npm run cms` runs beside the editor's back end) as
// a newcomer meets it: every page kind, in several languages, with its controls started and no
// error, and an editor's mistake shown on its page; in a copy of the site that also holds a story
// written in English only.

const ENGLISH_ONLY = "/stories/ocean-observers";
/** The story in English only that the content build test publishes too. */
const FIXTURES = {
  [`content${ENGLISH_ONLY}.en.md`]: readFileSync(
    join(ROOT, "scripts", "test", "fixtures", "ocean-observers.en.md"),
    "utf8",
  ),
};

let copy: ReturnType<typeof siteCopy>;

let server: ChildProcess | undefined;
let base = "";

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  copy = siteCopy("development-", FIXTURES);
  const port = await freePort();
  server = spawn("npm", ["run", "dev"], {
    cwd: copy.root,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: "ignore",
    detached: true,
  });
  base = `http://127.0.0.1:${port}`;
  await untilServed(`${base}/`);
});

test.afterAll(() => {
  // npm and the server it started are one process group.
  if (server?.pid && server.exitCode === null) process.kill(-server.pid, "SIGTERM");
  copy.remove();
});

/** Opens a page of the development server: see openDevelopmentPage. */
const open = (page: import("@playwright/test").Page, path: string) =>
  openDevelopmentPage(page, `${base}${path}`);

const PAGES = [
  { path: "/", heading: "United Nations" },
  { path: "/stories/carbon-markets", heading: "How Carbon Markets Work Under the Paris Agreement" },
  { path: "/fr/stories/carbon-markets", heading: /^Comment fonctionnent les marchés du carbone/ },
  { path: "/ar/goals/7", heading: "طاقة نظيفة وبأسعار معقولة" },
  { path: "/structure", heading: "Structure" },
  { path: ENGLISH_ONLY, heading: "Volunteers Who Watch the Ocean" },
];

for (const { path, heading } of PAGES) {
  test(`serves ${path} with its controls started`, async ({ page }) => {
    test.setTimeout(90_000);
    await open(page, path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  });
}

test("searches the content files", async ({ page }) => {
  test.setTimeout(90_000);
  await open(page, "/search?q=climate");
  await expect(page.getByRole("status").filter({ hasText: /pages found/ })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole("main").getByRole("link", { name: "Climate Action" })).toBeVisible();
});

for (const code of ["es", "fr", "zh"] as const) {
  test(`answers ${ENGLISH_ONLY} in ${code} with that language's not-found page and the English`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const { notFound, untranslated } = messagesFor(code);
    await open(page, `/${code}${ENGLISH_ONLY}`);
    await expect(page.getByRole("heading", { level: 1, name: notFound.title })).toBeVisible();
    await expect(page.getByText(untranslated.text)).toBeVisible();
    await expect(page.getByRole("link", { name: untranslated.english })).toHaveAttribute(
      "href",
      ENGLISH_ONLY,
    );
  });
}

test.describe("a content mistake", () => {
  // The page that shows the mistake answers 500, which Chromium reports on the console, as the
  // icon that plain page does not name (/favicon.ico, 404).
  test.use({ expectedConsoleProblems: [/the server responded with a status of (500|404)/] });

  test("shows on its page, naming the file and line, while the other pages answer, those that link to it too; fixed, the page is back, and the server ran throughout", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const story = "content/stories/carbon-markets.en.md";
    const file = join(copy.root, story);
    const written = readFileSync(file, "utf8");
    // A quote opened and never closed: the story's front matter no longer parses.
    writeFileSync(file, written.replace(/^title: /m, 'title: "'));
    try {
      await expect(async () => {
        const response = await page.goto(`${base}/stories/carbon-markets`);
        expect(response?.status()).toBe(500);
      }).toPass({ timeout: 30_000 });
      await expect(
        page.getByRole("heading", { level: 1, name: "This page cannot be shown" }),
      ).toBeVisible();
      await expect(page.getByRole("main")).toContainText(`${story}:2: front matter`);
      // The editor, which leaves a file it cannot read out of its lists, names it at its top.
      await page.goto(`${base}/admin/`);
      await expect(
        page.getByRole("alert", { name: "Some content files have problems" }).getByRole("listitem"),
      ).toHaveText([`${story}:2: front matter is not valid YAML: Missing closing "quote`]);
      // In every language the story is written in; the other pages are drawn, the home page
      // and goal 13, which link to the story, too.
      const french = await page.goto(`${base}/fr/stories/carbon-markets`);
      expect(french?.status()).toBe(500);
      for (const [path, heading] of [
        ["/ar/goals/7", "طاقة نظيفة وبأسعار معقولة"],
        ["/", "United Nations"],
        ["/goals/13", "Climate Action"],
      ] as const) {
        await open(page, path);
        await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      }
    } finally {
      writeFileSync(file, written);
    }

    await expect(async () => {
      const response = await page.goto(`${base}/stories/carbon-markets`);
      expect(response?.status()).toBe(200);
    }).toPass({ timeout: 30_000 });
    await open(page, "/stories/carbon-markets");
    await expect(
      page.getByRole("heading", {
        level: 1,
        name: "How Carbon Markets Work Under the Paris Agreement",
      }),
    ).toBeVisible();
    expect(server?.exitCode, "the server is still running").toBeNull();
    expect(server?.signalCode, "the server is still running").toBeNull();
  });
});
