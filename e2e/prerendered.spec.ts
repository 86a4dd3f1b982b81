import { siteCatalog } from "../app/config/site-catalog.server";
import { messagesFor } from "../app/i18n/catalog";
import { expect, test, waitForControls } from "./fixtures";

const messages = messagesFor("en");
const records = siteCatalog().home("en");

test("the home page's prerendered sections ship their records once, and navigate in the app before and after", async ({
  page,
  request,
}) => {
  // The goals' and cards' records are in the HTML's markup only, not again in its hydration data.
  const html = await (await request.get("/")).text();
  for (const text of [records.goals[0]?.description, records.facts[0]?.text])
    expect(html.split(text ?? "?").length - 1, text).toBe(1);

  await page.goto("/");
  await waitForControls(page);
  // A full page load would lose this mark; a navigation in the app keeps it.
  await page.evaluate(() => Object.assign(window, { inAppNavigation: true }));
  const stayed = () => page.evaluate(() => "inAppNavigation" in window);

  const goals = page.getByRole("region", { name: messages.home.goals.heading });
  await goals.getByRole("link").first().click();
  await expect(page).toHaveURL("/goals/1");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(records.goals[0]?.title ?? "?");
  expect(await stayed()).toBe(true);

  // Back on the home page by a navigation in the app, the sections are drawn from fetched data.
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
  await bodies.first().click();
  await expect(page).toHaveURL(records.structureBodies[0]?.link ?? "?");
  expect(await stayed()).toBe(true);
});

test("a story's text travels in its HTML once, and a navigation in the app draws it from its data", async ({
  page,
  request,
}) => {
  const [story] = siteCatalog()
    .pagesIn("en")
    .filter((entry) => entry.collection === "stories")
    .sort((a, b) => (b.date ?? "").localeCompare(a.date ?? ""));
  // The first sentence of its text: words alone, written the same in markup and in JSON.
  const sentence = /<p>([\w ,]{40,}?)[^\w ,]/.exec(story?.html ?? "")?.[1] ?? "?";
  const html = await (await request.get(story?.path ?? "/")).text();
  expect(html.split(sentence).length - 1, sentence).toBe(1);

  await page.goto("/stories");
  await waitForControls(page);
  await page
    .getByRole("main")
    .getByRole("link", { name: story?.title ?? "?" })
    .first()
    .click();
  await expect(page).toHaveURL(story?.path ?? "?");
  await expect(page.getByRole("article").getByText(sentence)).toBeVisible();
});
