import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { messagesFor } from "../app/i18n/catalog";
import { expect, test } from "./fixtures";
import { freePort, ROOT, siteCopy, untilServed } from "./site-copy";
import { openDevelopmentPage } from "./static-first-formats";

// The development server (`npm run dev`, which `npm run cms` runs beside the editor's back end) as
// a newcomer meets it: every page kind, in several languages, with its scripts running and no
// error; in a copy of the site that also holds a story written in English only.

const ENGLISH_ONLY = "/stories/ocean-observers";
/** The story in English only that the content build test publishes too. */
const FIXTURES = {
  [`content${ENGLISH_ONLY}.en.md`]: readFileSync(
    join(ROOT, "scripts", "fixtures", "ocean-observers.en.md"),
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
  test(`serves ${path} with its scripts running`, async ({ page }) => {
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
