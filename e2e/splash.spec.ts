import { expect, test, waitForHydration, present } from "./fixtures";

test.use({ showSplash: true });

const MESSAGES = [
  "Promoting International Cooperation",
  "Maintaining International Peace and Security",
  "Developing Friendly Relations Among Nations",
];

/** Records, in page time since the splash appeared, each change the splash goes through. */
function recordSplashChanges() {
  const log: Array<{ what: string; t: number }> = [];
  (window as unknown as { splashLog: typeof log }).splashLog = log;
  const now = () =>
    performance.now() - (window as unknown as { __unSplashStart: number }).__unSplashStart;
  let last = "";
  const observer = new MutationObserver(() => {
    const splash = document.querySelector(".splash");
    const state = splash
      ? [
          splash.querySelector(".splash__message")?.textContent,
          splash.querySelector("[data-glow]")?.getAttribute("data-glow"),
          splash.querySelector("[data-visible]")?.getAttribute("data-visible"),
          splash.querySelector("[role=progressbar]")?.getAttribute("aria-valuenow") === "100",
          splash.getAttribute("data-phase"),
          document.documentElement.classList.contains("splash-active"),
        ].join("|")
      : "gone";
    if (state !== last) {
      log.push({ what: state, t: now() });
      last = state;
    }
  });
  document.addEventListener("DOMContentLoaded", () =>
    observer.observe(document.documentElement, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    }),
  );
}

interface SplashLogEntry {
  what: string;
  t: number;
}

/** The first moment the splash log shows a state that matches. */
function firstTime(log: SplashLogEntry[], matches: (fields: string[]) => boolean): number {
  const entry = log.find((item) => matches(item.what.split("|")));
  expect(entry, "state never reached").toBeDefined();
  return present(entry, "splash state").t;
}

const TOLERANCE_MS = 250;

interface FadeFrame {
  t: number;
  backdrop: number;
  words: number;
  line: string;
}

test.describe("splash screen", () => {
  test("first load: logo, rotating text, progress bar, tagline, then the site", async ({
    page,
  }) => {
    await page.addInitScript(recordSplashChanges);
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
    await expect(splash.getByText("A More Peaceful, Prosperous World")).toHaveCSS("opacity", "1");
    await expect(splash).toBeHidden({ timeout: 4000 });
    await expect(page.getByRole("heading", { level: 1, name: "United Nations" })).toBeVisible();

    const log = await page.evaluate(
      () => (window as unknown as { splashLog: SplashLogEntry[] }).splashLog,
    );
    const within = (actual: number, expected: number) => {
      expect(actual).toBeGreaterThanOrEqual(expected - 20);
      expect(actual).toBeLessThan(expected + TOLERANCE_MS);
    };
    within(
      firstTime(log, ([, glow]) => glow === "true"),
      1500,
    );
    within(
      firstTime(log, ([message]) => message === MESSAGES[1]),
      2000,
    );
    within(
      firstTime(log, ([, , tagline]) => tagline === "true"),
      2000,
    );
    within(
      firstTime(log, ([, , , full]) => full === "true"),
      3500,
    );
    within(
      firstTime(log, ([message]) => message === MESSAGES[2]),
      4000,
    );
    within(
      firstTime(log, ([, , , , phase]) => phase === "fading"),
      4000,
    );
    within(
      firstTime(log, ([state]) => state === "gone"),
      4800,
    );
    const messagesSeen = [...new Set(log.map((item) => item.what.split("|")[0]))].filter(
      (message) => message !== "gone",
    );
    expect(messagesSeen).toEqual(MESSAGES);
  });

  test("as it fades, its last line is gone before the hero shows through", async ({ page }) => {
    // When the fade starts, its animations are paused and stepped through, 40 frames in all, so
    // the frames do not depend on how fast the machine paints.
    await page.addInitScript(() => {
      const frames: FadeFrame[] = [];
      (window as unknown as { fadeFrames: FadeFrame[] }).fadeFrames = frames;
      const observer = new MutationObserver(() => {
        const splash = document.querySelector(".splash");
        const words = splash?.querySelector(".splash__content");
        if (!splash || !words || splash.getAttribute("data-phase") !== "fading") return;
        if (frames.length > 0) return;
        const opacity = (element: Element) => Number(getComputedStyle(element).opacity);
        opacity(splash);
        const animations = [...splash.getAnimations(), ...words.getAnimations()];
        const duration = Math.max(
          ...animations.map((animation) => Number(animation.effect?.getComputedTiming().endTime)),
        );
        for (let step = 0; step <= 40; step += 1) {
          for (const animation of animations) {
            animation.pause();
            animation.currentTime = (duration * step) / 40;
          }
          frames.push({
            t: (duration * step) / 40,
            backdrop: opacity(splash),
            words: opacity(words),
            line: splash.querySelector(".splash__message")?.textContent ?? "",
          });
        }
        for (const animation of animations) animation.play();
      });
      document.addEventListener("DOMContentLoaded", () =>
        observer.observe(document.documentElement, {
          subtree: true,
          attributes: true,
          attributeFilter: ["data-phase"],
        }),
      );
    });
    await page.goto("/");
    const hero = page.getByRole("heading", { level: 1, name: "United Nations" });
    await expect(page.getByRole("region", { name: "Welcome to the United Nations" })).toBeHidden({
      timeout: 6000,
    });
    const frames = await page.evaluate(
      () => (window as unknown as { fadeFrames: FadeFrame[] }).fadeFrames,
    );
    expect(frames).toHaveLength(41);
    expect(frames.at(-1)?.t, "the fade lasts 0.8 s").toBe(800);
    expect(frames.every((frame) => frame.line === MESSAGES[2])).toBe(true);
    expect(frames.at(-1)?.backdrop).toBe(0);
    // The hero shows through once the backdrop lifts, and then the words are already gone.
    for (const frame of frames) {
      if (frame.backdrop < 1) expect(frame.words, `at ${frame.t} ms`).toBe(0);
    }
    await expect(hero).toHaveCSS("opacity", "1");
  });

  test("the page under the splash is painted at once and cannot be tabbed into", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    const hero = page.getByRole("heading", { level: 1, name: "United Nations" });
    await expect(hero).toHaveCSS("opacity", "1");
    expect(await page.locator("#site-root").evaluate((el) => (el as HTMLElement).inert)).toBe(true);
    await expect(page.getByRole("region", { name: "Welcome to the United Nations" })).toBeHidden({
      timeout: 6000,
    });
    expect(await page.locator("#site-root").evaluate((el) => (el as HTMLElement).inert)).toBe(
      false,
    );
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

    test("the 5 s fallback hides the splash even so", async ({ page }) => {
      await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
      await page.goto("/", { waitUntil: "domcontentloaded" });
      const splash = page.locator(".splash");
      await expect(splash).toBeVisible();
      await page.waitForFunction(() => {
        const start = (window as unknown as { __unSplashStart: number }).__unSplashStart;
        return performance.now() - start > 4700;
      });
      await expect(splash).toBeVisible();
      await expect(splash).toBeHidden({ timeout: 1000 });
    });
  });

  test("under reduced motion the timeline and texts stay", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    const splash = page.getByRole("region", { name: "Welcome to the United Nations" });
    await expect(splash.getByText(present(MESSAGES[0]))).toBeVisible();
    await expect(splash.getByText(present(MESSAGES[1]))).toBeVisible({ timeout: 3000 });
    await expect(splash.locator(".splash__logo--glow")).toHaveCSS("animation-name", "none");
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
