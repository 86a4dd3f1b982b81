import type { Page } from "@playwright/test";
import {
  expect,
  expectNoAxeViolations,
  present,
  test,
  waitForControls,
  WCAG_AA_TAGS,
} from "./fixtures";

test.use({ showSplash: true });

const MESSAGES = [
  "Promoting International Cooperation",
  "Maintaining International Peace and Security",
  "Developing Friendly Relations Among Nations",
];

/** One of the stylesheet's animations in the splash, as the browser has scheduled it. */
interface Scheduled {
  /** The animation's name and the class of what it animates, with the text of a rotating line. */
  name: string;
  on: string;
  line?: string;
  /** The moment (performance.now()) its clock started. */
  clock: number;
  /** When it starts and ends, in ms on that clock. */
  starts: number;
  ends: number;
}

/**
 * The splash's animations as the browser scheduled them. The stylesheet runs the timeline, so these
 * are the moments the glow, each line, the tagline, the full bar and the fade show, however busy
 * the page's scripts keep the main thread.
 */
async function splashSchedule(page: Page): Promise<Scheduled[]> {
  return page.evaluate(async () => {
    const splash = document.querySelector<HTMLElement>(".splash");
    if (!splash) throw new Error("no splash in the page");
    const animations = splash.getAnimations({ subtree: true }) as CSSAnimation[];
    await Promise.all(animations.map((animation) => animation.ready));
    return animations.map((animation) => {
      const timing = animation.effect?.getComputedTiming();
      const target = (animation.effect as KeyframeEffect | null)?.target;
      const starts = Number(timing?.delay);
      return {
        name: animation.animationName,
        on: target?.classList[0] ?? "",
        line: target?.classList.contains("splash__message")
          ? (target.textContent ?? "")
          : undefined,
        clock: Number(animation.startTime),
        starts,
        ends: starts + Number(timing?.activeDuration),
      };
    });
  });
}

/** The one scheduled animation of that name on that element (or line), which must exist. */
function scheduled(animations: Scheduled[], name: string, on: string): Scheduled {
  const matches = animations.filter(
    (animation) => animation.name === name && (animation.on === on || animation.line === on),
  );
  expect(matches, `${name} on ${on}`).toHaveLength(1);
  return present(matches[0], name);
}

interface FadeFrame {
  t: number;
  backdrop: number;
  words: number;
  hidden: boolean;
  lines: string[];
}

test.describe("splash screen", () => {
  test("first load: logo, rotating text, progress bar, tagline, then the site", async ({
    page,
  }) => {
    await page.goto("/");
    const splash = page.getByRole("region", { name: "Welcome to the United Nations" });
    await expect(splash).toBeVisible();
    await expect(splash.getByRole("img", { name: "United Nations Logo" })).toBeVisible();
    await expect(splash.getByRole("progressbar")).toBeVisible();
    await expect(splash).toHaveCSS("background-image", /linear-gradient/);
    await expect(splash.getByText(present(MESSAGES[0]))).toBeVisible();
    await expect(splash.getByText("A More Peaceful, Prosperous World")).toBeAttached();
    await expect(splash.getByText("United Nations • Founded 1945")).toBeAttached();
    await expect(splash.getByText(present(MESSAGES[1]))).toBeVisible({ timeout: 3000 });
    await expect(splash.getByText(present(MESSAGES[0])), "one line at a time").toBeHidden();
    await expect(splash.getByText("A More Peaceful, Prosperous World")).toHaveCSS("opacity", "1");
    await expect(splash.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "100");
    await expect(splash).toBeHidden({ timeout: 4000 });
    await expect(page.getByRole("heading", { level: 1, name: "United Nations" })).toBeVisible();

    expect(
      await page.evaluate(() => document.documentElement.classList.contains("splash-active")),
    ).toBe(false);
  });

  test("keeps the specification's times while the scripts are still on their way", async ({
    page,
  }) => {
    // A slow network: the page's scripts arrive 3 s late, after the glow and the second line.
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3000));
      await route.continue();
    });
    await page.goto("/", { waitUntil: "commit" });
    const splash = page.getByRole("region", { name: "Welcome to the United Nations" });
    await expect(splash).toBeVisible();
    // The whole page read, so every part of the splash is there (the held scripts wait).
    await page.waitForFunction(() => document.readyState !== "loading");
    const animations = await splashSchedule(page);

    const bar = scheduled(animations, "splash-progress", "splash__progress-fill");
    const lift = scheduled(animations, "splash-lift", "splash");
    const moments: Array<[string, number, number]> = [
      ["the glow", scheduled(animations, "splash-glow", "splash__logo").starts, 1500],
      ["the logo's pulse", scheduled(animations, "splash-pulse", "splash__logo").starts, 1500],
      ["the tagline", scheduled(animations, "splash-slide", "splash__tagline").starts, 2000],
      ["the tagline shown", scheduled(animations, "splash-shown", "splash__tagline").starts, 2000],
      ["the bar", bar.starts, 0],
      ["the full bar", bar.ends, 3500],
      [
        "the words' fade",
        scheduled(animations, "splash-words-out", "splash__content").starts,
        4000,
      ],
      ["the backdrop's lift", lift.starts, 4000],
      ["the end of the fade", lift.ends, 4800],
    ];
    for (const [index, message] of MESSAGES.entries()) {
      const turn = scheduled(animations, "splash-shown", message);
      const slide = scheduled(animations, "splash-slide", message);
      moments.push([`${message} slides in`, slide.starts, index * 2000]);
      moments.push([`${message} shown`, turn.starts, index * 2000]);
      moments.push([`${message} hidden`, turn.ends, (index + 1) * 2000]);
    }
    for (const [what, actual, expected] of moments) expect(actual, what).toBe(expected);
    // Every clock started with the splash's first frames, none with the scripts, held back 3 s.
    // The browser starts what it draws off the main thread (opacity, transform) as a frame reaches
    // the screen, and what it draws on the main thread (the lines' visibility) as it computes that
    // frame: 50-120 ms apart on this machine, and more while another test loads it.
    const clocks = animations.map(({ clock }) => clock);
    expect(Math.max(...clocks) - Math.min(...clocks)).toBeLessThan(1500);

    // With no script run yet, the second line and the glow come in their time.
    await expect(splash.getByText(present(MESSAGES[1]))).toBeVisible({ timeout: 3000 });
    await expect(splash.getByText(present(MESSAGES[0])), "one line at a time").toBeHidden();
    await expect
      .poll(() =>
        page.evaluate(() => {
          const logo = document.querySelector(".splash__logo");
          return logo ? Number(getComputedStyle(logo, "::before").opacity) : 0;
        }),
      )
      .toBeGreaterThan(0.5);
    // The splash's control keeps the progress bar's value; it has not started, nor any other.
    await expect(page.locator("html")).not.toHaveAttribute("data-controls-started");
    await expect(splash.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "0");
    const lines = animations.filter(
      (animation) => animation.name === "splash-shown" && animation.on === "splash__message",
    );
    expect(lines.map(({ line }) => line)).toEqual(MESSAGES);
  });

  test("as it fades, its last line is gone before the hero shows through", async ({ page }) => {
    await page.goto("/");
    // Every animation of the splash is paused and stepped through the fade, 40 frames in all, so
    // the frames do not depend on how fast the machine paints; then they run on from where they were.
    const frames = await page.evaluate(() => {
      const splash = document.querySelector<HTMLElement>(".splash");
      const words = splash?.querySelector(".splash__content");
      if (!splash || !words) throw new Error("no splash in the page");
      const animations = splash.getAnimations({ subtree: true }) as CSSAnimation[];
      const lift = animations.find((animation) => animation.animationName === "splash-lift");
      const timing = lift?.effect?.getComputedTiming();
      const fadeStart = Number(timing?.delay);
      const fade = Number(timing?.activeDuration);
      const resume = animations.map((animation) => [animation, animation.currentTime] as const);
      const opacity = (element: Element) => Number(getComputedStyle(element).opacity);
      const result: FadeFrame[] = [];
      for (let step = 0; step <= 40; step += 1) {
        const t = fadeStart + (fade * step) / 40;
        for (const animation of animations) {
          animation.pause();
          animation.currentTime = t;
        }
        result.push({
          t: t - fadeStart,
          backdrop: opacity(splash),
          words: opacity(words),
          hidden: getComputedStyle(splash).visibility === "hidden",
          lines: [...splash.querySelectorAll(".splash__message")]
            .filter((line) => getComputedStyle(line).visibility === "visible")
            .map((line) => line.textContent ?? ""),
        });
      }
      for (const [animation, currentTime] of resume) {
        animation.currentTime = currentTime;
        animation.play();
      }
      return result;
    });
    expect(frames).toHaveLength(41);
    expect(frames.at(-1)?.t, "the fade lasts 0.8 s").toBe(800);
    // Once it is hidden, so are its lines.
    const shown = frames.filter((frame) => !frame.hidden);
    expect(shown.every((frame) => frame.lines.join() === MESSAGES[2])).toBe(true);
    expect(frames.at(-1)?.backdrop).toBe(0);
    expect(frames.at(-1)?.hidden, "gone from the screen and the accessibility tree").toBe(true);
    expect(frames.filter((frame) => frame.hidden)).toHaveLength(1);
    // The hero shows through once the backdrop lifts, and then the words are already gone.
    for (const frame of frames) {
      if (frame.backdrop < 1) expect(frame.words, `at ${frame.t} ms`).toBe(0);
    }
    const hero = page.getByRole("heading", { level: 1, name: "United Nations" });
    await expect(page.getByRole("region", { name: "Welcome to the United Nations" })).toBeHidden({
      timeout: 6000,
    });
    await expect(hero).toHaveCSS("opacity", "1");
  });

  test("the page under the splash is painted at once and stays in the accessibility tree", async ({
    page,
  }) => {
    // The page's clock stands still, and so do the splash's animations once the page is loaded
    // (its control reads the time from them), so the splash stays however long axe takes on a
    // busy machine.
    await page.clock.install();
    await page.goto("/news");
    await page.locator(".splash").evaluate((element) => {
      for (const animation of element.getAnimations({ subtree: true })) animation.pause();
    });
    await waitForControls(page);
    const splash = page.getByRole("region", { name: "Welcome to the United Nations" });
    await expect(splash).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "News & Media" })).toHaveCSS(
      "opacity",
      "1",
    );
    // A screen reader arriving from a link finds the page's landmarks while the splash shows.
    await expect(page.getByRole("main")).toHaveCount(1);
    await expect(page.getByRole("banner")).toHaveCount(1);
    await expect(page.getByRole("contentinfo")).toHaveCount(1);
    await expectNoAxeViolations(page, [...WCAG_AA_TAGS, "best-practice"]);
    await expect(page.locator("html"), "checked while the splash shows").toHaveClass(
      /splash-active/,
    );
    await expect(splash, "checked while the splash shows").toBeVisible();
  });

  test("a first Tab lifts the splash, so that nothing focused is hidden under it", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForControls(page);
    const splash = page.getByRole("region", { name: "Welcome to the United Nations" });
    await expect(splash).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(splash).toBeHidden();
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
  });

  test("not shown again in the same tab: reload and in-app navigation", async ({ page }) => {
    await page.goto("/news");
    const splash = page.getByRole("region", { name: "Welcome to the United Nations" });
    await expect(splash).toBeVisible();
    await expect(splash).toBeHidden({ timeout: 6000 });
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Events" })
      .click();
    await expect(page).toHaveURL("/events");
    await expect(splash).toBeHidden();
    await page.reload();
    expect(
      await page.evaluate(() => document.documentElement.classList.contains("splash-active")),
    ).toBe(false);
    await expect(splash).toBeHidden();
  });

  test("a new tab shows it again", async ({ context }) => {
    const first = await context.newPage();
    await first.goto("/");
    await expect(
      first.getByRole("region", { name: "Welcome to the United Nations" }),
    ).toBeVisible();
    const second = await context.newPage();
    await second.goto("/news");
    await expect(
      second.getByRole("region", { name: "Welcome to the United Nations" }),
    ).toBeVisible();
  });

  test.describe("when the application's scripts cannot load", () => {
    test.use({ expectedConsoleProblems: [/Failed to load resource: net::ERR_FAILED/] });

    test("the stylesheet fades it on time, and the 5 s fallback gives the page back", async ({
      page,
    }) => {
      await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
      await page.goto("/", { waitUntil: "domcontentloaded" });
      const splash = page.locator(".splash");
      await expect(splash).toBeVisible();
      await expect(splash.getByText(present(MESSAGES[1]))).toBeVisible({ timeout: 3000 });
      await page.waitForFunction(() => {
        const start = (window as unknown as { __unSplashStart: number }).__unSplashStart;
        return performance.now() - start > 4700;
      });
      await expect(splash).toBeVisible();
      await expect(splash).toBeHidden({ timeout: 1000 });
      const released = await page.waitForFunction(
        () =>
          !document.documentElement.classList.contains("splash-active") &&
          performance.now() - (window as unknown as { __unSplashStart: number }).__unSplashStart,
        undefined,
        { polling: "raf", timeout: 2000 },
      );
      expect(await released.jsonValue()).toBeGreaterThanOrEqual(5000);
      await expect(page.locator("body")).toHaveCSS("overflow", "visible");
    });
  });

  test("under reduced motion the timeline and texts stay", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    const splash = page.getByRole("region", { name: "Welcome to the United Nations" });
    await expect(splash.getByText(present(MESSAGES[0]))).toBeVisible();
    await expect(splash.getByText(present(MESSAGES[1]))).toBeVisible({ timeout: 3000 });
    await expect(splash.locator(".splash__logo")).toHaveCSS("animation-name", "none");
    await expect(splash).toBeHidden({ timeout: 4000 });
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the splash never covers the content", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator(".splash")).toBeHidden();
    await expect(page.getByRole("heading", { level: 1, name: "United Nations" })).toBeVisible();
  });
});
