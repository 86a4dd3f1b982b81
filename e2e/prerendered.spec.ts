import type { Page } from "@playwright/test";
import { siteCatalog } from "../app/config/site-catalog.server";
import { messagesFor } from "../app/i18n/catalog";
import { keepTogether } from "../app/render/typeset";
import { expect, HYDRATION_MARKS, test, waitForControls } from "./fixtures";

const messages = messagesFor("en");
const records = siteCatalog().home("en");

/** The requests for a route's data (`/goals/1.data`, `/_root.data`) a client router would make. */
function dataRequests(page: Page): string[] {
  const requested: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith(".data")) requested.push(pathname);
  });
  return requested;
}

/** Marks the window, so that a test can tell a page load (which loses the mark) from a client route. */
async function markWindow(page: Page) {
  await page.evaluate(() => Object.assign(window, { samePageLoad: true }));
}
const stillMarked = (page: Page) => page.evaluate(() => "samePageLoad" in window);

test("the home page's sections are in its HTML alone, and its links load the pages they name", async ({
  page,
}) => {
  const requested = dataRequests(page);
  const response = await page.goto("/");
  // The goals' and cards' records are in the HTML's markup once, and in no hydration data.
  const html = (await response?.text()) ?? "";
  for (const mark of HYDRATION_MARKS) expect(html, mark).not.toContain(mark);
  // As typeset: a no-break space between a number and its unit, and within a date.
  for (const text of [records.goals[0]?.description, records.facts[0]?.text])
    expect(html.split(keepTogether(text ?? "?", "en")).length - 1, text).toBe(1);
  await waitForControls(page);
  await markWindow(page);

  const goals = page.getByRole("region", { name: messages.home.goals.heading });
  await goals.getByRole("link").first().click();
  await expect(page).toHaveURL("/goals/1");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(records.goals[0]?.title ?? "?");
  expect(await stillMarked(page), "a link is a page load").toBe(false);

  // Back on the home page by its link in the navigation, the sections are the HTML's again.
  await page
    .getByRole("navigation", { name: messages.nav.label })
    .getByRole("link", { name: messages.nav.home })
    .first()
    .click();
  await expect(page).toHaveURL("/");
  await expect(
    page.getByRole("region", { name: messages.home.goals.heading }).getByRole("listitem"),
  ).toHaveCount(17);
  const structure = page.getByRole("region", {
    name: messages.home.structure.heading,
    exact: true,
  });
  // The bodies' cards; the section's own page is linked after them ("The principal organs").
  const bodies = structure.getByRole("list").getByRole("link");
  await expect(bodies).toHaveCount(records.structureBodies.length);
  await waitForControls(page);
  await markWindow(page);
  await bodies.first().click();
  await expect(page).toHaveURL(records.structureBodies[0]?.link ?? "?");
  expect(await stillMarked(page), "a link is a page load").toBe(false);
  expect(requested, "no route data is fetched").toEqual([]);
});

test("a story's text is in its HTML once, and its card on the listing loads it", async ({
  page,
  request,
}) => {
  const [story] = siteCatalog()
    .pagesIn("en")
    .filter((entry) => entry.collection === "stories")
    .sort((a, b) => (b.date ?? "").localeCompare(a.date ?? ""));
  // The first sentence of its text: words alone, written the same in markup and in JSON.
  // As typeset, a no-break space may join a number and its unit, or a date's parts.
  const typeset = keepTogether(story?.html ?? "", "en");
  const sentence = /<p>([\w ,\u00A0]{40,}?)[^\w ,\u00A0]/.exec(typeset)?.[1] ?? "?";
  const html = await (await request.get(story?.path ?? "/")).text();
  expect(html.split(sentence).length - 1, sentence).toBe(1);
  for (const mark of HYDRATION_MARKS) expect(html, mark).not.toContain(mark);

  const requested = dataRequests(page);
  await page.goto("/stories");
  await waitForControls(page);
  await markWindow(page);
  await page
    .getByRole("main")
    .getByRole("link", { name: story?.title ?? "?" })
    .first()
    .click();
  await expect(page).toHaveURL(story?.path ?? "?");
  await expect(page.getByRole("article").getByText(sentence)).toBeVisible();
  expect(await stillMarked(page), "a link is a page load").toBe(false);
  expect(requested, "no route data is fetched").toEqual([]);
});
