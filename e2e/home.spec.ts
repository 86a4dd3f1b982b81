import type { Locator } from "@playwright/test";
import { expect, test, waitForControls, present } from "./fixtures";

/** Where each of the links goes, in order. */
const hrefsOf = (links: Locator) =>
  links.evaluateAll((els) => els.map((el) => el.getAttribute("href")));

test.describe("home page", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/");
  });

  // What the page shows, read from one load: each step reads, none changes the page but the
  // last, which scrolls the stories into view.
  test("the ten sections in the order of the specification, each with its contents", async ({
    page,
  }) => {
    await test.step("shows the ten sections in the order of the specification", async () => {
      const main = page.getByRole("main");
      const headings = main.getByRole("heading", { level: 2 });
      const names = await headings.allTextContents();
      const expected = [
        "Climate Summit 2025",
        "The United Nations in numbers",
        "Sustainable Development Goals",
        "Featured Stories",
        "Structure",
        "Did You Know?",
        "Watch and Listen",
        "Essential",
      ];
      expect(names.filter((name) => expected.includes(name))).toEqual(expected);
      const strip = main.getByRole("navigation", { name: "Quick links" });
      const hero = main.getByRole("heading", { level: 1, name: "United Nations" });
      const stripBox = await strip.boundingBox();
      const heroBox = await hero.boundingBox();
      expect(present(stripBox).y).toBeLessThan(present(heroBox).y);
    });
    await test.step("header strip has its four links and six language controls", async () => {
      const strip = page.getByRole("navigation", { name: "Quick links" });
      for (const name of ["About Us", "Our Work", "Events and News", "Get Involved"]) {
        await expect(strip.getByRole("link", { name })).toBeVisible();
      }
      const languages = page.getByRole("navigation", { name: "Languages", exact: true });
      await expect(languages.getByRole("listitem")).toHaveText([
        "العربية",
        "中文",
        "English",
        "Français",
        "Русский",
        "Español",
      ]);
      await expect(languages.getByText("العربية")).toHaveAttribute("lang", "ar");
      await expect(languages.getByRole("link", { name: "English" })).toHaveAttribute(
        "aria-current",
        "page",
      );
    });
    await test.step("hero has the name, tagline, welcome line and a muted looping video", async () => {
      await expect(page.getByRole("heading", { level: 1, name: "United Nations" })).toBeVisible();
      await expect(page.getByText("Peace, dignity and equality on a healthy planet")).toBeVisible();
      await expect(page.getByText("Welcome to the United Nations")).toBeVisible();
      const video = page.locator("section video").first();
      await expect(video).toHaveJSProperty("muted", true);
      await expect(video).toHaveJSProperty("loop", true);
      await expect(video).toHaveAttribute("playsinline", "");
      // The film's first frame is a still under it, sized for the screen (e2e/first-paint.both.spec.ts).
      await expect(page.locator("section picture img").first()).toHaveAttribute(
        "src",
        "/video/hero-poster-1280.webp",
      );
      await expect(video.locator("source")).toHaveCount(2);
    });
    await test.step("at 1280 x 800 the hero's controls stand above the fold, its tagline ends on two words", async () => {
      await waitForControls(page);
      const controls = [
        page.getByRole("link", { name: "Explore UN Work" }),
        page.getByRole("button", { name: "Watch Intro" }),
        page.getByRole("button", { name: "Pause background video" }),
      ];
      for (const control of controls) {
        await expect(control).toBeVisible();
        const box = present(await control.boundingBox(), "a hero control");
        expect(box.y + box.height, await control.innerText()).toBeLessThanOrEqual(800);
      }
      // The words of the tagline's last line, from the boxes of its text line by line.
      const lastLine = await page
        .getByText("Peace, dignity and equality on a healthy planet")
        .evaluate((tagline) => {
          const range = document.createRange();
          range.selectNodeContents(tagline);
          const rects = [...range.getClientRects()];
          const lastTop = Math.max(...rects.map((rect) => rect.top));
          const words = (tagline.textContent ?? "").split(" ");
          return words.filter((_, index) => {
            const word = document.createRange();
            const text = tagline.firstChild;
            if (!text) return false;
            const start = words.slice(0, index).join(" ").length + (index > 0 ? 1 : 0);
            word.setStart(text, start);
            word.setEnd(text, start + (words[index]?.length ?? 0));
            return word.getBoundingClientRect().top >= lastTop - 1;
          });
        });
      expect(lastLine.length, lastLine.join(" ")).toBeGreaterThan(1);
    });
    await test.step("climate banner", async () => {
      const banner = page.getByRole("region", { name: "Climate Summit 2025" });
      await expect(banner).toContainText("24 September");
      await expect(banner).toContainText("COP30 in Belém, Brazil");
      // The seed's label reads as written; "NYT" is spelled out for screen readers and on hover.
      const followLive = banner.getByRole("link", { name: "Follow Live 2-7pm New York time" });
      await expect(followLive).toHaveAttribute("href", "/events/climate-summit-2025");
      await expect(followLive).toContainText("Follow Live 2-7pm NYT");
      await expect(followLive.locator("abbr")).toHaveAttribute("title", "New York time");
    });
    await test.step("statistics row shows 193, 17 and 80", async () => {
      const stats = page.getByRole("region", { name: "The United Nations in numbers" });
      await expect(stats.getByRole("definition")).toHaveText(["193", "17", "80"]);
      await expect(stats.getByRole("term")).toHaveText([
        "Member States",
        "Sustainable Development Goals",
        "Years of Service",
      ]);
    });
    await test.step("the 17 goals with number, official title, short description, icon and colour, then ActNow", async () => {
      const goals = page.getByRole("region", { name: "Sustainable Development Goals" });
      const items = goals.getByRole("list").first().getByRole("listitem");
      await expect(items).toHaveCount(17);
      await expect(items.first()).toContainText("Goal 1");
      await expect(items.first().getByRole("heading")).toHaveText("No Poverty");
      await expect(items.nth(16).getByRole("heading")).toHaveText("Partnerships for the Goals");
      await expect(items.first()).toContainText("End poverty in all its forms everywhere");
      // Each icon is a symbol of the one sprite the site serves, in the ink that reads on its colour.
      const icon = items.nth(12).locator(".goal-icon");
      await expect(icon.locator("svg use")).toHaveAttribute(
        "href",
        "/images/goals/goals.svg#goal-13",
      );
      const sprite = await page.request.get("/images/goals/goals.svg");
      expect(sprite.headers()["content-type"]).toContain("image/svg+xml");
      expect(await sprite.text()).toContain('<symbol id="goal-13" viewBox="0 0 64 64">');
      await expect(icon).toHaveCSS("color", "rgb(255, 255, 255)");
      await expect(items.nth(6).locator(".goal-icon")).toHaveCSS("color", "rgb(0, 0, 0)");
      const tile = items.first().getByRole("link");
      await expect(tile).toHaveCSS("background-color", "rgb(229, 36, 59)");
      await expect(tile).toHaveAttribute("href", "/goals/1");
      await expect(goals.getByRole("heading", { name: "ActNow Campaign" })).toBeVisible();
      await expect(
        goals.getByText("Join the 1 Million Actions for our Common Future challenge"),
      ).toBeVisible();
      await expect(goals.getByRole("link", { name: "Take Action" })).toHaveAttribute(
        "href",
        "/actnow",
      );
    });
    await test.step("Structure: six bodies with their links, the Security Council with 15 Members", async () => {
      const region = page.getByRole("region", { name: "Structure" });
      const expected: Array<[string, string]> = [
        ["General Assembly", "/structure/general-assembly"],
        ["Security Council", "/structure/security-council"],
        ["Economic and Social Council", "/structure/economic-social-council"],
        ["International Court of Justice", "/structure/international-court"],
        ["Secretariat", "/structure/secretariat"],
        ["Trusteeship Council", "/structure/trusteeship-council"],
      ];
      for (const [name, href] of expected) {
        await expect(region.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
      }
      await expect(region.getByRole("listitem").nth(1)).toContainText("15 Members");
    });
    await test.step("Did You Know? links to the four global issues", async () => {
      const region = page.getByRole("region", { name: "Did You Know?" });
      const hrefs = await hrefsOf(region.getByRole("list").getByRole("link"));
      expect(hrefs).toEqual([
        "/global-issues/democracy",
        "/global-issues/child-safety",
        "/global-issues/climate",
        "/global-issues/atomic-energy",
      ]);
    });
    await test.step("Watch and Listen: Video, Podcast, Interview and Facts", async () => {
      const region = page.getByRole("region", { name: "Watch and Listen" });
      const items = region.getByRole("listitem");
      await expect(items).toHaveCount(4);
      for (const [index, type] of ["Video", "Podcast", "Interview", "Facts"].entries()) {
        await expect(items.nth(index)).toContainText(type);
      }
      const hrefs = await hrefsOf(region.getByRole("list").getByRole("link"));
      expect(hrefs).toEqual([
        "/media/un-80-achievements",
        "/media/awake-at-night-podcast",
        "/media/sg-interview-unga80",
        "/media/unga80-facts",
      ]);
    });
    await test.step("Essential: three cards", async () => {
      const region = page.getByRole("region", { name: "Essential" });
      const hrefs = await hrefsOf(region.getByRole("link"));
      expect(hrefs).toEqual(["/climate-change", "/gender-equality", "/ending-poverty"]);
    });
    await test.step("Featured Stories: four cards with staggered entrances", async () => {
      const region = page.getByRole("region", { name: "Featured Stories" });
      // The cards' links; the section's own page is linked after them ("See all stories").
      const links = region.getByRole("list").getByRole("link");
      await expect(links).toHaveCount(4);
      const hrefs = await hrefsOf(links);
      expect(hrefs).toEqual([
        "/stories/unga80-high-level-week",
        "/stories/carbon-markets",
        "/stories/air-pollution-facts",
        "/stories/reduce-air-pollution",
      ]);
      await waitForControls(page);
      await region.scrollIntoViewIfNeeded();
      const cards = region.getByRole("listitem");
      await expect(cards.first()).toHaveClass(/stagger-in/);
      const delays = await cards.evaluateAll((els) =>
        els.map((el) => getComputedStyle(el).animationDelay),
      );
      expect(delays).toEqual(["0s", "0.15s", "0.3s", "0.45s"]);
      await expect(cards.last()).toHaveCSS("opacity", "1");
    });
  });

  test("each call to action leads to the page its words promise", async ({ page }) => {
    const promises: [region: string | undefined, link: string, heading: RegExp, url?: string][] = [
      ["Quick links", "About Us", /^About$/],
      ["Quick links", "Our Work", /^Global Issues$/],
      ["Quick links", "Events and News", /^News & Media$/],
      ["Quick links", "Get Involved", /^Careers$/],
      [undefined, "Explore UN Work", /^About$/, "/about"],
      [undefined, "Follow Live 2-7pm New York time", /^Climate Summit 2025$/],
      [undefined, "Take Action", /^ActNow/],
    ];
    for (const [region, name, heading, url] of promises) {
      await page.goto("/");
      const scope = region ? page.getByRole("navigation", { name: region }) : page;
      await scope.getByRole("link", { name, exact: true }).click();
      if (url) await expect(page, name).toHaveURL(url);
      await expect(page.getByRole("heading", { level: 1 }), name).toHaveText(heading);
    }
  });

  test("the background video plays and its control pauses and resumes it; Watch Intro opens a captioned player that Escape closes, returning focus", async ({
    page,
  }) => {
    await waitForControls(page);
    const video = page.locator("section video").first();
    await expect(video).toHaveJSProperty("paused", false);
    await page.getByRole("button", { name: "Pause background video" }).click();
    await expect(video).toHaveJSProperty("paused", true);
    await page.getByRole("button", { name: "Play background video" }).click();
    await expect(video).toHaveJSProperty("paused", false);
    const button = page.getByRole("button", { name: "Watch Intro" });
    await button.click();
    const dialog = page.getByRole("dialog", { name: "Introducing the United Nations" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Close video" })).toBeFocused();
    await expect(dialog.locator("track[kind=captions]")).toHaveAttribute(
      "src",
      "/video/intro.en.vtt",
    );
    await expect(page.locator("section video").first()).toHaveJSProperty("paused", true);
    // It plays, over its poster until then, with the page language's captions showing (the
    // engine checks, tools/engines/, see the same in Firefox and WebKit).
    const film = dialog.locator("video");
    await expect(film).toHaveAttribute("poster", "/video/intro-poster.jpg");
    await expect
      .poll(
        () =>
          film.evaluate(
            (video: HTMLVideoElement) =>
              !video.paused &&
              [...video.textTracks].some(
                (track) =>
                  track.mode === "showing" &&
                  track.language === "en" &&
                  (track.activeCues?.length ?? 0) > 0,
              ),
          ),
        { timeout: 15_000 },
      )
      .toBe(true);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
    await button.click();
    await dialog.getByRole("button", { name: "Close video" }).click();
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });
});
