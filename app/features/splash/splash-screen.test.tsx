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
const logoWrapper = () => screen.getByRole("img", { name: "United Nations Logo" }).parentElement;

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
    expect(splash()).toHaveAttribute("data-phase", "showing");
  });

  it("rotates to the second message at 2000 ms", () => {
    renderSplash();
    advance(1999);
    expect(screen.getByText(englishI18n.messages.splash.messages["1"])).toBeInTheDocument();
    advance(1);
    expect(screen.getByText("Maintaining International Peace and Security")).toBeInTheDocument();
    expect(screen.queryByText("Promoting International Cooperation")).toBeNull();
  });

  it("shows the tagline as visible from 2000 ms", () => {
    renderSplash();
    const tagline = () => screen.getByText("A More Peaceful, Prosperous World").parentElement;
    expect(tagline()).toHaveAttribute("data-visible", "false");
    advance(1999);
    expect(tagline()).toHaveAttribute("data-visible", "false");
    advance(1);
    expect(tagline()).toHaveAttribute("data-visible", "true");
  });

  it("turns the glow on at 1500 ms", () => {
    renderSplash();
    expect(logoWrapper()).toHaveAttribute("data-glow", "false");
    advance(1499);
    expect(logoWrapper()).toHaveAttribute("data-glow", "false");
    advance(1);
    expect(logoWrapper()).toHaveAttribute("data-glow", "true");
    expect(logoWrapper()).toHaveClass("splash__logo--glow");
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

  it("fades at 4000 ms and is gone at 4800 ms with the class removed", () => {
    renderSplash();
    advance(3999);
    expect(splash()).toHaveAttribute("data-phase", "showing");
    advance(1);
    expect(splash()).toHaveAttribute("data-phase", "fading");
    expect(splash()).toHaveClass("splash--fading");
    expect(html()).toHaveClass("splash-active");
    advance(799);
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
    expect(logoWrapper()).toHaveAttribute("data-glow", "true");
    expect(screen.getByText("Maintaining International Peace and Security")).toBeInTheDocument();
    advance(1500);
    expect(splash()).toHaveAttribute("data-phase", "fading");
    advance(800);
    expect(splash()).toBeNull();
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
