import { screen } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SITE_ROOT_ID } from "~/config/constants";
import { I18nProvider } from "~/i18n/i18n-provider";
import { englishI18n } from "~/test/i18n";
import { start } from "./splash.client";
import { SplashScreen } from "./splash-screen";

type SplashWindow = Window & { __unSplashStart?: number };
const html = () => document.documentElement;

let site: HTMLElement;
let undo: (() => void) | undefined;

/** The page as prerendered: the splash, and the site root it covers, with its markup. */
function startSplash(siteMarkup = "") {
  document.body.innerHTML = renderToStaticMarkup(
    <I18nProvider value={englishI18n}>
      <SplashScreen />
    </I18nProvider>,
  );
  site = document.createElement("div");
  site.id = SITE_ROOT_ID;
  site.innerHTML = siteMarkup;
  document.body.append(site);
  const element = document.querySelector<HTMLElement>('[data-control="splash"]');
  if (!element) throw new Error("no splash");
  undo = start(element);
}

const splash = () => screen.queryByRole("region", { name: "Welcome to the United Nations" });
const progress = () => screen.getByRole("progressbar", { name: "Loading the site" });

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "performance", "Date"],
  });
  html().className = "splash-active";
  (window as SplashWindow).__unSplashStart = performance.now();
});

afterEach(() => {
  undo?.();
  undo = undefined;
  vi.useRealTimers();
  html().className = "";
  delete (window as SplashWindow).__unSplashStart;
  document.body.innerHTML = "";
});

describe("the splash's control", () => {
  it("starts the progress value at 0 and advances it to 100 at 3500 ms", () => {
    startSplash();
    expect(progress()).toHaveAttribute("aria-valuenow", "0");
    vi.advanceTimersByTime(1750);
    expect(progress()).toHaveAttribute("aria-valuenow", "50");
    vi.advanceTimersByTime(1749);
    expect(Number(progress().getAttribute("aria-valuenow"))).toBeLessThan(100);
    vi.advanceTimersByTime(1);
    expect(progress()).toHaveAttribute("aria-valuenow", "100");
  });

  it("is gone at 4800 ms, when the fade has ended, with the class removed", () => {
    startSplash();
    vi.advanceTimersByTime(4799);
    expect(splash()).toBeInTheDocument();
    expect(html()).toHaveClass("splash-active");
    vi.advanceTimersByTime(1);
    expect(splash()).toBeNull();
    expect(screen.queryByAltText("United Nations Logo")).toBeNull();
    expect(html()).not.toHaveClass("splash-active");
  });

  it("continues from where the inline script started it", () => {
    (window as SplashWindow).__unSplashStart = performance.now() - 2500;
    startSplash();
    expect(progress()).toHaveAttribute("aria-valuenow", "71");
    vi.advanceTimersByTime(2299);
    expect(splash()).toBeInTheDocument();
    vi.advanceTimersByTime(1);
    expect(splash()).toBeNull();
  });

  it("keeps to the stylesheet's clock, which starts when the splash is first drawn", () => {
    // The script's moment says the splash has just appeared; its lift animation has run 4.7 s.
    const lift = { animationName: "splash-lift", currentTime: 4700 };
    const original = HTMLElement.prototype.getAnimations;
    HTMLElement.prototype.getAnimations = () => [lift as unknown as Animation];
    try {
      startSplash();
      expect(progress()).toHaveAttribute("aria-valuenow", "100");
      lift.currentTime = 4800;
      vi.advanceTimersByTime(100);
      expect(splash()).toBeNull();
      expect(html()).not.toHaveClass("splash-active");
    } finally {
      HTMLElement.prototype.getAnimations = original;
    }
  });

  it("removes the splash at once when started after it should have ended", () => {
    (window as SplashWindow).__unSplashStart = performance.now() - 6000;
    startSplash();
    expect(splash()).toBeNull();
    expect(html()).not.toHaveClass("splash-active");
  });

  it("drops the splash's markup, and waits for nothing, when <html> lacks the splash class", () => {
    html().className = "";
    startSplash();
    expect(splash()).toBeNull();
    expect(screen.queryByAltText("United Nations Logo")).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });

  it("goes away when the fallback script removes the class first", () => {
    startSplash();
    vi.advanceTimersByTime(1000);
    html().classList.remove("splash-active");
    vi.advanceTimersByTime(500);
    expect(splash()).toBeNull();
  });

  it("leaves the page under it to assistive technology, landmarks and all", () => {
    startSplash('<main id="main-content"><h1>United Nations</h1></main>');
    expect(site.inert).toBeFalsy();
    expect(site).not.toHaveAttribute("aria-hidden");
    expect(screen.getByRole("main")).toBeInTheDocument();
    expect(splash()).toBeInTheDocument();
  });

  it("gives way at once when focus enters the page, so nothing focused is hidden under it", () => {
    startSplash('<a href="#main-content">Skip to main content</a>');
    vi.advanceTimersByTime(1000);
    screen.getByRole("link", { name: "Skip to main content" }).focus();
    expect(splash()).toBeNull();
    expect(html()).not.toHaveClass("splash-active");
    expect(screen.getByRole("link", { name: "Skip to main content" })).toHaveFocus();
  });

  it("stops its timer and stops listening when undone", () => {
    startSplash('<a href="#main-content">Skip to main content</a>');
    undo?.();
    undo = undefined;
    expect(vi.getTimerCount()).toBe(0);
    screen.getByRole("link", { name: "Skip to main content" }).focus();
    expect(splash()).toBeInTheDocument();
  });
});
