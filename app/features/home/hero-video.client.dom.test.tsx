import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { I18nProvider } from "~/i18n/i18n-provider";
import { englishI18n } from "~/test/i18n";
import { HomeMessagesProvider } from "./home-messages";
import { PHONE_SCREEN_QUERY } from "./home-links";
import { start } from "./hero-video.client";
import { HeroSection } from "./sections/hero-section";

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";
const REDUCED_DATA = "(prefers-reduced-data: reduce)";

/** The media queries that match in this test; every other does not. */
let matching: string[] = [];
let undo: (() => void) | undefined;
/** Whether the browser refuses to play (an autoplay policy, no playable source). */
let refuses = false;
const playingFilms = new Set<HTMLMediaElement>();

function setConnection(connection: Record<string, unknown> | undefined) {
  Object.defineProperty(navigator, "connection", { configurable: true, value: connection });
}

/** The home page's hero as prerendered. */
function renderHero() {
  document.body.innerHTML = renderToStaticMarkup(
    <I18nProvider value={englishI18n}>
      <HomeMessagesProvider value={englishI18n.messages.home}>
        <HeroSection />
      </HomeMessagesProvider>
    </I18nProvider>,
  );
}

/** The hero as prerendered, then its film's control started. */
function startHero() {
  renderHero();
  const hero = document.querySelector<HTMLElement>('[data-control~="hero-video"]');
  if (!hero) throw new Error("no hero-video control");
  undo = start(hero);
}

const film = () => document.querySelector("video") as HTMLVideoElement;
const pauseButton = () => screen.queryByRole("button", { name: "Pause background video" });
const playButton = () => screen.queryByRole("button", { name: "Play background video" });

beforeEach(() => {
  matching = [];
  refuses = false;
  vi.stubGlobal(
    "matchMedia",
    vi.fn((query: string) => ({ media: query, matches: matching.includes(query) })),
  );
  vi.spyOn(HTMLMediaElement.prototype, "paused", "get").mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    return !playingFilms.has(this);
  });
  vi.spyOn(HTMLMediaElement.prototype, "play").mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    if (refuses) return Promise.reject(new DOMException("refused", "NotAllowedError"));
    // As a browser does: `paused` is false at once, and the `play` event follows.
    playingFilms.add(this);
    queueMicrotask(() => this.dispatchEvent(new Event("play")));
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, "pause").mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    if (playingFilms.delete(this)) this.dispatchEvent(new Event("pause"));
  });
});

afterEach(() => {
  undo?.();
  undo = undefined;
  playingFilms.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, "connection");
  document.body.innerHTML = "";
});

describe("the hero's background film", () => {
  it("is prerendered muted, looping, inline and unloaded, with its button hidden", () => {
    renderHero();
    expect(film()).toHaveAttribute("muted");
    expect(film()).toHaveAttribute("loop");
    expect(film()).toHaveAttribute("playsinline");
    expect(film()).toHaveAttribute("preload", "none");
    expect(film()).toHaveAttribute("aria-hidden", "true");
    expect(screen.getByRole("heading", { level: 1, name: "United Nations" })).toBeInTheDocument();
    expect(playButton()).toBeNull();
    expect(pauseButton()).toBeNull();
  });

  it("starting by itself, offers to pause from the moment its button shows: its width never changes on its own", () => {
    startHero();
    expect(pauseButton()).toBeVisible();
    expect(playButton()).toBeNull();
  });

  it("plays by itself on a large screen, and its button pauses and plays it", async () => {
    const user = userEvent.setup();
    startHero();
    expect(film().play).toHaveBeenCalledTimes(1);
    await user.click(await screen.findByRole("button", { name: "Pause background video" }));
    expect(film().paused).toBe(true);
    expect(playButton()).toBeVisible();
    expect(pauseButton()).toBeNull();
    await user.click(screen.getByRole("button", { name: "Play background video" }));
    expect(film().paused).toBe(false);
    expect(pauseButton()).toBeVisible();
  });

  it("does not start under reduced motion, but offers to play it", async () => {
    const user = userEvent.setup();
    matching = [REDUCED_MOTION];
    startHero();
    expect(film().play).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Play background video" }));
    expect(film().paused).toBe(false);
    expect(pauseButton()).toBeVisible();
  });

  it.each([
    ["Save-Data", () => setConnection({ saveData: true })],
    ["a 2G connection", () => setConnection({ effectiveType: "2g" })],
    ["a slow 2G connection", () => setConnection({ effectiveType: "slow-2g" })],
    ["prefers-reduced-data", () => (matching = [REDUCED_DATA])],
  ])("is never loaded, and no button is offered, with %s", (_, saveData) => {
    saveData();
    startHero();
    expect(film().play).not.toHaveBeenCalled();
    expect(playButton()).toBeNull();
    expect(pauseButton()).toBeNull();
  });

  it("waits on a phone whose connection may be metered or slow", () => {
    matching = [PHONE_SCREEN_QUERY];
    setConnection({ effectiveType: "4g", type: "cellular" });
    startHero();
    expect(film().play).not.toHaveBeenCalled();
    expect(playButton()).toBeVisible();
  });

  it("waits on a phone that does not say what its connection is", () => {
    matching = [PHONE_SCREEN_QUERY];
    startHero();
    expect(film().play).not.toHaveBeenCalled();
    expect(playButton()).toBeVisible();
  });

  it("plays by itself on a phone on fast Wi-Fi", async () => {
    matching = [PHONE_SCREEN_QUERY];
    setConnection({ effectiveType: "4g", type: "wifi" });
    startHero();
    expect(film().play).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole("button", { name: "Pause background video" })).toBeVisible();
  });

  it("keeps offering to play when the browser refuses to", async () => {
    refuses = true;
    startHero();
    expect(film().play).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(playButton()).toBeVisible());
    expect(pauseButton()).toBeNull();
  });

  it("leaves the hero as prerendered when undone", () => {
    matching = [REDUCED_MOTION];
    startHero();
    undo?.();
    undo = undefined;
    expect(playButton()).toBeNull();
  });
});
