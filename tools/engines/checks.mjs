// What differs between engines, checked the same way in each (run.mjs runs them in Firefox and
// WebKit; the Playwright tests cover Chromium and everything else). Each page is visited once,
// its checks grouped; a failed check is recorded and the next one runs.
import { setTimeout as sleep } from "node:timers/promises";

/** @typedef {import("./session.mjs").Session} Session */

/** One page of each kind (app/config/page-kinds.ts), the film's own page and the not-found page. */
export const PAGE_KINDS = [
  "/stories/carbon-markets",
  "/about",
  "/sdgs",
  "/news",
  "/documents",
  "/documents/a-res-70-1-2030-agenda",
  "/events",
  "/goals",
  "/goals/13",
  "/stories",
  "/site-index",
  "/no-such-page",
];

/** The page that shows the intro film in its text (an article with `film: intro`). */
const FILM_PAGE = "/media/un-80-achievements";

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 812 };

/**
 * Polls `fn` in the page until it returns a truthy value, and returns that value.
 * @param {Session} session
 * @param {string} what what is awaited, for the failure's message
 * @param {(...args: any[]) => unknown} fn
 * @param {unknown[]} args
 * @param {number} [timeoutMs]
 * @returns {Promise<any>}
 */
async function waitFor(session, what, fn, args = [], timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  let last;
  for (;;) {
    last = await session.evaluate(fn, ...args);
    if (last) return last;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

/** @param {unknown} ok @param {string} message */
function assert(ok, message) {
  if (!ok) throw new Error(message);
}

/**
 * Runs in the page: whether its script started its controls, the bands its first layout skipped
 * are laid out (app/controls/after-first-paint.ts), and it has one level-1 heading.
 */
function pageReady() {
  return (
    document.documentElement.hasAttribute("data-controls-started") &&
    document.documentElement.hasAttribute("data-bands-laid-out") &&
    document.querySelectorAll("h1").length === 1
  );
}

/** Runs in the page: whether the About menu is as `open` says, button and list alike. */
function aboutMenuOpen(open) {
  const button = document.querySelector('[data-control="about-menu"] > button');
  const list = document.querySelector('[data-control="about-menu"] > ul');
  return (
    button?.getAttribute("aria-expanded") === String(open) &&
    list instanceof HTMLElement &&
    list.hidden === !open
  );
}

/** Runs in the page: whether the phone's menu is as `open` says, its button focused when closed. */
function phoneMenuOpen(selector, open) {
  const button = document.querySelector(selector);
  const panel = document.getElementById(button?.getAttribute("aria-controls") ?? "");
  return (
    button?.getAttribute("aria-expanded") === String(open) &&
    panel?.hidden === !open &&
    (open || document.activeElement === button)
  );
}

/**
 * Runs in the page: what the checks read of the layout of a page, in one round trip.
 * @returns {{ nameLines: number, heroRow: boolean | null, search: { row: boolean, fieldWidth: number, formWidth: number } | null, splitNumbers: string[] }}
 */
function readLayout() {
  const name = document.querySelector(".site-header a[aria-label] > span");
  const nameStyle = name && getComputedStyle(name);
  const nameLines =
    name && nameStyle
      ? Math.round(name.getBoundingClientRect().height / parseFloat(nameStyle.lineHeight))
      : 0;
  const explore = document.querySelector("section.hero a.button--primary");
  const watch = document.querySelector('section.hero [data-control="intro-dialog"] > button');
  const heroRow =
    explore && watch
      ? Math.abs(explore.getBoundingClientRect().top - watch.getBoundingClientRect().top) < 2
      : null;
  const input = document.querySelector('main form[role="search"] input[type="search"]');
  const submit = document.querySelector('main form[role="search"] button[type="submit"]');
  const form = input?.closest("form");
  const search =
    input && submit && form
      ? {
          row: submit.getBoundingClientRect().top < input.getBoundingClientRect().bottom,
          fieldWidth: Math.round(input.getBoundingClientRect().width),
          formWidth: Math.round(form.getBoundingClientRect().width),
        }
      : null;
  // A number and its unit on one line (e2e/line-breaks.mobile.spec.ts checks every language in
  // Chromium; here, where engines' line breaking differs).
  const splitNumbers = [];
  const unit = /\d[\d.,\u00A0\u202F]*\s?(?:°C|%)/gu;
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = /** @type {Text} */ (node);
    if (!text.parentElement?.checkVisibility()) continue;
    for (const match of text.data.matchAll(unit)) {
      const range = document.createRange();
      range.setStart(text, match.index);
      range.setEnd(text, match.index + match[0].length);
      const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
      const tops = rects.map((rect) => rect.top);
      const height = Math.min(...rects.map((rect) => rect.height));
      if (rects.length > 1 && Math.max(...tops) - Math.min(...tops) > height / 2)
        splitNumbers.push(match[0]);
    }
  }
  return { nameLines, heroRow, search, splitNumbers };
}

/**
 * The checks, in the order they run; each gets the session, already on the page the check
 * before it left.
 * @type {[string, (session: Session) => Promise<void>][]}
 */
const CHECKS = [
  [
    "the splash shows on the first load of a tab, then the home page",
    async (session) => {
      await session.viewport(DESKTOP.width, DESKTOP.height);
      await session.goto("/");
      // Shown: the head's script marks when, whether or not a slow load outlasted the splash
      // (its control then takes it out of the page).
      const shown = await session.evaluate(
        () =>
          typeof (/** @type {{ __unSplashStart?: unknown }} */ (window).__unSplashStart) ===
          "number",
      );
      assert(shown, "no splash on the first load");
      await waitFor(
        session,
        "the splash to end",
        () => !document.documentElement.classList.contains("splash-active"),
        [],
        10_000,
      );
      await waitFor(session, "the page's controls", pageReady);
    },
  ],
  [
    "the hero film plays, and its button pauses it",
    async (session) => {
      await waitFor(session, "the hero film to play", () => {
        const film = document.querySelector("video[data-hero-film]");
        return film instanceof HTMLVideoElement && !film.paused && film.currentTime > 0;
      });
      await session.click("button[data-hero-film-toggle]");
      const after = await session.evaluate(() => {
        const film = /** @type {HTMLVideoElement} */ (
          document.querySelector("video[data-hero-film]")
        );
        const shown = document.querySelector(
          "button[data-hero-film-toggle] [data-shown-while]:not([hidden])",
        );
        return { paused: film.paused, label: shown?.getAttribute("data-shown-while") };
      });
      assert(after.paused && after.label === "paused", `after the press: ${JSON.stringify(after)}`);
    },
  ],
  [
    "the intro film plays with its poster, and captions in the page's language",
    async (session) => {
      await session.click('[data-control="intro-dialog"] > button');
      const film = await waitFor(session, "the intro film with captions showing", () => {
        const video = document.querySelector("dialog[open] video");
        if (!(video instanceof HTMLVideoElement) || video.paused || video.currentTime <= 0)
          return null;
        const lang = document.documentElement.lang;
        const showing = [...video.textTracks].filter((track) => track.mode === "showing");
        const cue = showing.find((track) => (track.activeCues?.length ?? 0) > 0);
        return cue
          ? {
              poster: video.poster,
              // Drawn under the picture too, where an engine drops the poster once asked to play.
              under: getComputedStyle(video).backgroundImage,
              languages: showing.map((track) => track.language),
              lang,
            }
          : null;
      });
      assert(
        film.languages.length === 1 && film.languages[0] === film.lang,
        `captions showing: ${film.languages.join(", ")} on a page in ${film.lang}`,
      );
      // The poster is allowed by the page's policy and decodes.
      const poster = await session.evaluate(async (src) => {
        const image = new Image();
        image.src = src;
        return image.decode().then(
          () => image.naturalWidth,
          () => 0,
        );
      }, film.poster);
      assert(poster > 0, `the poster ${film.poster} does not load`);
      assert(
        film.under.includes(new URL(film.poster).pathname),
        `under the picture: ${film.under}`,
      );
      await session.press("Escape");
      const closed = await session.evaluate(() => ({
        open: Boolean(document.querySelector("dialog[open]")),
        films: document.querySelectorAll("video").length,
        focus: document.activeElement?.matches('[data-control="intro-dialog"] > button') ?? false,
      }));
      assert(
        !closed.open && closed.films === 1 && closed.focus,
        `after Escape: ${JSON.stringify(closed)}`,
      );
    },
  ],
  [
    "the About menu opens and closes by mouse and by keyboard",
    async (session) => {
      await session.hover('[data-control="about-menu"] > a');
      await waitFor(session, "the About menu to open on hover", aboutMenuOpen, [true], 3000);
      await session.hover("main h1");
      await waitFor(session, "the About menu to close on leaving", aboutMenuOpen, [false], 3000);
      await session.evaluate(() =>
        /** @type {HTMLElement} */ (
          document.querySelector('[data-control="about-menu"] > button')
        ).focus(),
      );
      await session.press("Enter");
      assert(await session.evaluate(aboutMenuOpen, true), "Enter does not open the About menu");
      await session.press("Escape");
      const after = await session.evaluate(() => ({
        expanded: document
          .querySelector('[data-control="about-menu"] > button')
          ?.getAttribute("aria-expanded"),
        focus: document.activeElement?.matches('[data-control="about-menu"] > button') ?? false,
      }));
      assert(after.expanded === "false" && after.focus, `after Escape: ${JSON.stringify(after)}`);
    },
  ],
  [
    "the languages' panel opens by a press and closes on Escape",
    async (session) => {
      await session.click(".site-header details:last-of-type > summary");
      assert(
        await session.evaluate(() =>
          document.querySelector(".site-header details:last-of-type")?.hasAttribute("open"),
        ),
        "the languages' panel does not open",
      );
      await session.press("Escape");
      assert(
        await session.evaluate(
          () => !document.querySelector(".site-header details:last-of-type")?.hasAttribute("open"),
        ),
        "Escape does not close the languages' panel",
      );
    },
  ],
  [
    "a theme chosen in the panel applies and stays after a reload",
    async (session) => {
      await session.click(".theme-selector > button");
      await session.click('.theme-selector button[data-theme="high-contrast-dark"]');
      await session.reload();
      await waitFor(session, "the page's controls", pageReady);
      const after = await session.evaluate(() => ({
        theme: document.documentElement.className,
        pressed: document
          .querySelector('.theme-selector [aria-pressed="true"]')
          ?.getAttribute("data-theme"),
        header: getComputedStyle(/** @type {Element} */ (document.querySelector(".site-header")))
          .backgroundColor,
      }));
      assert(
        after.theme.includes("theme-high-contrast-dark") &&
          after.pressed === "high-contrast-dark" &&
          after.header === "rgb(0, 0, 0)",
        `after the reload: ${JSON.stringify(after)}`,
      );
      await session.evaluate(() => window.localStorage.clear());
    },
  ],
  [
    "every kind of page renders, its controls started",
    async (session) => {
      const failed = [];
      for (const path of [...PAGE_KINDS, FILM_PAGE]) {
        await session.goto(path);
        await waitFor(session, "the page's controls", pageReady, [], 5000).catch(() =>
          failed.push(path),
        );
      }
      assert(failed.length === 0, `not ready: ${failed.join(", ")}`);
    },
  ],
  [
    "the film in a page loads nothing until played, then plays with captions",
    async (session) => {
      // On the film's page, left there by the check before.
      const before = await session.evaluate(() => {
        const video = /** @type {HTMLVideoElement} */ (document.querySelector("main video"));
        return { state: video.readyState, preload: video.preload };
      });
      assert(
        before.state === 0 && before.preload === "none",
        `before playing: ${JSON.stringify(before)}`,
      );
      // Muted, as a page may start a film without a press: what is checked is the loading.
      await session.evaluate(() => {
        const video = /** @type {HTMLVideoElement} */ (document.querySelector("main video"));
        video.muted = true;
        void video.play();
      });
      await waitFor(session, "the film's captions", () => {
        const video = /** @type {HTMLVideoElement} */ (document.querySelector("main video"));
        return [...video.textTracks].some(
          (track) => track.mode === "showing" && (track.activeCues?.length ?? 0) > 0,
        );
      });
      await session.evaluate(() =>
        /** @type {HTMLVideoElement} */ (document.querySelector("main video")).pause(),
      );
    },
  ],
  [
    "search: a typed word finds a page",
    async (session) => {
      await session.goto("/search");
      await session.click('main input[type="search"]');
      await session.type("climate");
      await session.press("Enter");
      await waitFor(
        session,
        "a result",
        () => document.querySelectorAll("[data-search-results] a[href]").length > 0,
      );
    },
  ],
  [
    "Arabic at 1280 px: the site's name on one line, the hero's buttons side by side",
    async (session) => {
      await session.goto("/ar");
      await waitFor(session, "the page's controls", pageReady);
      const layout = await session.evaluate(readLayout);
      assert(layout.nameLines === 1, `the site's name takes ${layout.nameLines} lines`);
      assert(layout.heroRow === true, "the hero's two buttons are not side by side");
    },
  ],
  [
    "Arabic search at 1280 px: the field and its button on one row",
    async (session) => {
      await session.goto("/ar/search");
      await session.click('main input[type="search"]');
      await session.type("المناخ");
      const { search } = await session.evaluate(readLayout);
      assert(search?.row === true, `search form: ${JSON.stringify(search)}`);
    },
  ],
  [
    "Arabic search at 375 px: the field takes the row, its button below; the phone's menu",
    async (session) => {
      await session.viewport(PHONE.width, PHONE.height);
      await session.goto("/ar/search");
      await waitFor(session, "the page's controls", pageReady);
      const menu = ".site-header nav > button[aria-controls]";
      await session.click(menu);
      assert(await session.evaluate(phoneMenuOpen, menu, true), "a press does not open the menu");
      await session.press("Escape");
      assert(await session.evaluate(phoneMenuOpen, menu, false), "Escape does not close the menu");
      await session.click('main input[type="search"]');
      await session.type("المناخ");
      const { search } = await session.evaluate(readLayout);
      assert(
        search && !search.row && search.fieldWidth === search.formWidth,
        `search form: ${JSON.stringify(search)}`,
      );
    },
  ],
  [
    "Chinese at 375 px: no number split from its unit",
    async (session) => {
      await session.goto("/zh");
      await waitFor(session, "the page's controls", pageReady);
      const { splitNumbers } = await session.evaluate(readLayout);
      assert(splitNumbers.length === 0, `split: ${splitNumbers.join(", ")}`);
    },
  ],
];

/**
 * Screenshots of the pages whose layout differs most between engines, at both widths, for a
 * person to compare (run.mjs --screenshots <dir>).
 * @param {Session} session
 * @param {string} dir
 */
export async function takeScreenshots(session, dir) {
  for (const { width, height } of [DESKTOP, PHONE]) {
    await session.viewport(width, height);
    for (const path of ["/", "/ar", "/zh", "/ar/search"]) {
      await session.goto(path);
      await waitFor(session, "the page's controls", pageReady);
      if (path.endsWith("search")) {
        await session.click('main input[type="search"]');
        await session.type("المناخ");
      }
      const name = `${session.name.toLowerCase()}-${path.slice(1).replace("/", "-") || "en"}-${width}.png`;
      await session.screenshot(`${dir}/${name}`);
    }
  }
}

/**
 * Runs every check in a session and returns the failures, each with the console errors and
 * policy violations the page reported while it ran.
 * @param {Session} session
 * @param {(line: string) => void} report
 * @returns {Promise<string[]>}
 */
export async function runChecks(session, report) {
  const failures = [];
  for (const [name, check] of CHECKS) {
    const started = Date.now();
    // The page the check begins on: one that fails is undone by loading it again, so that what it
    // left behind (an open dialog over the page, a panel) does not fail the checks after it.
    const startedOn = await session.evaluate(() => location.pathname + location.search);
    let failure = "";
    try {
      await check(session);
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error);
      if (startedOn.startsWith("/"))
        await session
          .goto(startedOn)
          .then(() => waitFor(session, "the page's controls", pageReady))
          .catch((again) => (failure += `; loading ${startedOn} again: ${again}`));
    }
    const problems = (await session.problems()).filter(
      (problem) => !EXPECTED.some((pattern) => pattern.test(problem)),
    );
    if (problems.length > 0) failure = [failure, ...problems].filter(Boolean).join("\n    ");
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    report(
      `${failure ? "✘" : "✔"} ${session.name}: ${name} (${seconds} s)${failure ? `\n    ${failure}` : ""}`,
    );
    if (failure) failures.push(`${session.name}: ${name}: ${failure}`);
  }
  return failures;
}

/** The not-found page's own status, which an engine may report on its console. */
const EXPECTED = [/\b404\b.*no-such-page|no-such-page.*\b404\b/];
