import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { I18nProvider } from "~/i18n/i18n-provider";
import { messagesFor } from "~/i18n/catalog";
import { languageByCode } from "~/i18n/languages";
import { englishI18n } from "~/test/i18n";
import { HomeMessagesProvider } from "./home-messages";
import { start } from "./intro-dialog.client";
import { HeroSection } from "./sections/hero-section";

let undoIntro: (() => void) | undefined;
let uninstallDialogs: (() => void) | undefined;
const playingFilms = new Set<HTMLMediaElement>();

/**
 * jsdom has no modal dialogs: this one opens and closes as a browser's does, the close event
 * queued, and Escape cancels the open modal dialog and closes it.
 */
function installDialogs() {
  const prototype = HTMLDialogElement.prototype as Partial<HTMLDialogElement>;
  prototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  prototype.close = function (this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute("open");
    setTimeout(() => this.dispatchEvent(new Event("close")));
  };
  const escape = (event: KeyboardEvent) => {
    const dialog = document.querySelector("dialog[open]");
    if (event.key !== "Escape" || !(dialog instanceof HTMLDialogElement)) return;
    if (dialog.dispatchEvent(new Event("cancel", { cancelable: true }))) dialog.close();
  };
  document.addEventListener("keydown", escape);
  return () => {
    delete prototype.showModal;
    delete prototype.close;
    document.removeEventListener("keydown", escape);
  };
}

/** The home page's hero as prerendered, in a language, with "Watch Intro" started. */
function startIntro(i18n = englishI18n) {
  document.body.innerHTML = renderToStaticMarkup(
    <I18nProvider value={i18n}>
      <HomeMessagesProvider value={i18n.messages.home}>
        <HeroSection />
      </HomeMessagesProvider>
    </I18nProvider>,
  );
  const element = document.querySelector<HTMLElement>('[data-control~="intro-dialog"]');
  if (!element) throw new Error("no intro-dialog control");
  undoIntro = start(element);
}

const heroFilm = () => document.querySelector("video[data-hero-film]") as HTMLVideoElement;
const player = () => screen.getByRole("dialog").querySelector("video");

beforeEach(() => {
  uninstallDialogs = installDialogs();
  vi.spyOn(HTMLMediaElement.prototype, "paused", "get").mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    return !playingFilms.has(this);
  });
  vi.spyOn(HTMLMediaElement.prototype, "play").mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    playingFilms.add(this);
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, "pause").mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    playingFilms.delete(this);
  });
});

afterEach(() => {
  undoIntro?.();
  undoIntro = undefined;
  uninstallDialogs?.();
  playingFilms.clear();
  vi.restoreAllMocks();
  document.body.innerHTML = "";
});

describe("Watch Intro", () => {
  it("is a button that opens a dialog, whose player is not in the page until it opens", () => {
    startIntro();
    const button = screen.getByRole("button", { name: "Watch Intro" });
    expect(button).toHaveAttribute("aria-haspopup", "dialog");
    expect(button).toHaveClass("needs-js");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.querySelectorAll("video")).toHaveLength(1);
    expect(document.querySelector("track")).toBeNull();
  });

  it("opens a modal player of the intro film with captions, plays it and pauses the hero's film", async () => {
    const user = userEvent.setup();
    startIntro();
    heroFilm().play();
    await user.click(screen.getByRole("button", { name: "Watch Intro" }));

    const dialog = screen.getByRole("dialog", { name: "Introducing the United Nations" });
    const film = player();
    expect(film).toHaveAttribute("controls");
    // Asked for, it loads at once: a player that waits for a request made before it chose its
    // source never loads in WebKit.
    expect(film).toHaveAttribute("preload", "auto");
    expect(film?.querySelector('source[type="video/mp4"]')).toHaveAttribute(
      "src",
      "/video/intro.mp4",
    );
    const track = film?.querySelector("track");
    expect(track).toHaveAttribute("kind", "captions");
    expect(track).toHaveAttribute("srclang", "en");
    expect(track).toHaveAttribute("label", "English captions");
    expect(track).toHaveAttribute("default");
    expect(film?.paused).toBe(false);
    expect(heroFilm().paused).toBe(true);
    expect(within(dialog).getByRole("button", { name: "Close video" })).toBeInTheDocument();
  });

  it("adds the page language's subtitles to the English captions", async () => {
    const user = userEvent.setup();
    startIntro({ language: languageByCode("fr"), messages: messagesFor("fr") });
    await user.click(screen.getByRole("button", { name: messagesFor("fr").home.hero.watchIntro }));
    const tracks = [...(player()?.querySelectorAll("track") ?? [])];
    expect(tracks.map((track) => [track.kind, track.srclang, track.default])).toEqual([
      ["captions", "en", false],
      ["subtitles", "fr", true],
    ]);
  });

  it("closes on Escape: the film stops and leaves the page, and the focus returns to the button", async () => {
    const user = userEvent.setup();
    startIntro();
    const button = screen.getByRole("button", { name: "Watch Intro" });
    await user.click(button);
    const film = player();
    await user.keyboard("{Escape}");

    await waitFor(() => expect(button).toHaveFocus());
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(film?.paused).toBe(true);
    expect(film?.isConnected).toBe(false);
    expect(document.querySelectorAll("video")).toHaveLength(1);
  });

  it("closes with its close button, and opens again with a new player", async () => {
    const user = userEvent.setup();
    startIntro();
    const button = screen.getByRole("button", { name: "Watch Intro" });
    await user.click(button);
    const first = player();
    await user.click(screen.getByRole("button", { name: "Close video" }));

    await waitFor(() => expect(button).toHaveFocus());
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(first?.paused).toBe(true);
    expect(first?.isConnected).toBe(false);

    await user.click(button);
    const second = player();
    expect(second).not.toBe(first);
    expect(second?.paused).toBe(false);
    expect(screen.getByRole("dialog").querySelectorAll("video")).toHaveLength(1);
  });

  it("no longer opens once undone", async () => {
    const user = userEvent.setup();
    startIntro();
    undoIntro?.();
    undoIntro = undefined;
    await user.click(screen.getByRole("button", { name: "Watch Intro" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
