import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { I18nProvider } from "~/i18n/i18n-provider";
import { englishI18n } from "~/test/i18n";
import { SITE_ROOT_ID } from "~/config/constants";
import { SplashScreen } from "./splash-screen";

type SplashWindow = Window & { __unSplashStart?: number };
const html = () => document.documentElement;

function renderSplash() {
  return render(
    <I18nProvider value={englishI18n}>
      <SplashScreen />
    </I18nProvider>,
  );
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

const splash = () => screen.queryByRole("region", { name: "Welcome to the United Nations" });

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "performance", "Date"],
  });
  html().className = "splash-active";
  (window as SplashWindow).__unSplashStart = performance.now();
});

afterEach(() => {
  vi.useRealTimers();
  html().className = "";
  delete (window as SplashWindow).__unSplashStart;
});

describe("SplashScreen", () => {
  it("shows the logo, the first message, a progress bar and the taglines", () => {
    renderSplash();
    expect(splash()).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "United Nations Logo" })).toBeInTheDocument();
    expect(screen.getByText("Promoting International Cooperation")).toBeInTheDocument();
    const progress = screen.getByRole("progressbar", { name: "Loading the site" });
    expect(progress).toHaveAttribute("aria-valuenow", "0");
    expect(progress).toHaveAttribute("aria-valuemin", "0");
    expect(progress).toHaveAttribute("aria-valuemax", "100");
    expect(screen.getByText("A More Peaceful, Prosperous World")).toBeInTheDocument();
    expect(screen.getByText("United Nations • Founded 1945")).toBeInTheDocument();
  });

  it("writes the lines it lives long enough to show, in order, for the stylesheet to turn", () => {
    renderSplash();
    const lines = splash()?.querySelectorAll(".splash__message");
    expect([...(lines ?? [])].map((line) => line.textContent)).toEqual([
      "Promoting International Cooperation",
      "Maintaining International Peace and Security",
      "Developing Friendly Relations Among Nations",
    ]);
  });

  it("advances the progress bar to 100 at 3500 ms", () => {
    renderSplash();
    const progress = () => screen.getByRole("progressbar");
    advance(1750);
    expect(progress()).toHaveAttribute("aria-valuenow", "50");
    advance(1749);
    expect(Number(progress().getAttribute("aria-valuenow"))).toBeLessThan(100);
    advance(1);
    expect(progress()).toHaveAttribute("aria-valuenow", "100");
  });

  it("is gone at 4800 ms, when the fade has ended, with the class removed", () => {
    renderSplash();
    advance(4799);
    expect(splash()).toBeInTheDocument();
    expect(html()).toHaveClass("splash-active");
    advance(1);
    expect(splash()).toBeNull();
    expect(screen.queryByAltText("United Nations Logo")).toBeNull();
    expect(html()).not.toHaveClass("splash-active");
  });

  it("continues from where the inline script started it", () => {
    (window as SplashWindow).__unSplashStart = performance.now() - 2500;
    renderSplash();
    expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "71");
    advance(2299);
    expect(splash()).toBeInTheDocument();
    advance(1);
    expect(splash()).toBeNull();
  });

  it("keeps to the stylesheet's clock, which starts when the splash is first drawn", () => {
    // The script's moment says the splash has just appeared; its lift animation has run 4.7 s.
    const lift = { animationName: "splash-lift", currentTime: 4700 };
    const original = HTMLElement.prototype.getAnimations;
    HTMLElement.prototype.getAnimations = () => [lift as unknown as Animation];
    try {
      renderSplash();
      expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "100");
      lift.currentTime = 4800;
      advance(100);
      expect(splash()).toBeNull();
      expect(html()).not.toHaveClass("splash-active");
    } finally {
      HTMLElement.prototype.getAnimations = original;
    }
  });

  it("removes itself at once when mounted after the splash should have ended", () => {
    (window as SplashWindow).__unSplashStart = performance.now() - 6000;
    renderSplash();
    expect(splash()).toBeNull();
    expect(html()).not.toHaveClass("splash-active");
  });

  it("renders nothing after mount when <html> lacks the splash class", () => {
    html().className = "";
    renderSplash();
    expect(splash()).toBeNull();
    expect(screen.queryByAltText("United Nations Logo")).toBeNull();
    advance(5000);
    expect(splash()).toBeNull();
  });

  it("goes away when the fallback script removes the class first", () => {
    renderSplash();
    advance(1000);
    html().classList.remove("splash-active");
    advance(500);
    expect(splash()).toBeNull();
  });

  it("makes the site root inert while covering it and restores it afterwards", () => {
    const site = document.createElement("div");
    site.id = SITE_ROOT_ID;
    document.body.append(site);
    try {
      renderSplash();
      expect(site.inert).toBe(true);
      advance(4800);
      expect(site.inert).toBe(false);
    } finally {
      site.remove();
    }
  });

  it("leaves the site root interactive when the splash is not shown", () => {
    html().className = "";
    const site = document.createElement("div");
    site.id = SITE_ROOT_ID;
    document.body.append(site);
    try {
      renderSplash();
      expect(site.inert).toBe(false);
    } finally {
      site.remove();
    }
  });

  it("stops its timer when unmounted", () => {
    const { unmount } = renderSplash();
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
