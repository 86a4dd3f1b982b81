import { screen } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Story } from "~/content/types";
import { I18nProvider } from "~/i18n/i18n-provider";
import { englishI18n } from "~/test/i18n";
import { installMatchMedia, type MatchMediaController } from "~/test/match-media";
import { HomeMessagesProvider } from "./home-messages";
import { start } from "./reveal.client";
import { StoriesSection } from "./sections/stories-section";

const STORIES: Story[] = Array.from({ length: 4 }, (_, index) => ({
  category: "Climate",
  title: `Story ${index}`,
  description: `What story ${index} says.`,
  link: `/stories/story-${index}`,
}));

/** The IntersectionObservers the control made, with what they watch and how. */
const observers: Array<{
  callback: IntersectionObserverCallback;
  options?: IntersectionObserverInit;
  observed: Element[];
  disconnected: boolean;
}> = [];

class FakeIntersectionObserver {
  private readonly record: (typeof observers)[number];
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.record = { callback, options, observed: [], disconnected: false };
    observers.push(this.record);
  }
  observe(element: Element) {
    this.record.observed.push(element);
  }
  disconnect() {
    this.record.disconnected = true;
  }
}

/** Tells the observer the list came into view (or did not). */
function scrollIntoView(isIntersecting: boolean) {
  for (const { callback, observed, disconnected } of observers)
    if (!disconnected)
      callback(
        observed.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry),
        {} as IntersectionObserver,
      );
}

let undo: (() => void) | undefined;
/** The visitor's motion preference: every query the control asks answers "reduce" or not. */
let reducedMotion: MatchMediaController;

function renderStories() {
  document.body.innerHTML = renderToStaticMarkup(
    <I18nProvider value={englishI18n}>
      <HomeMessagesProvider value={englishI18n.messages.home}>
        <StoriesSection stories={STORIES} />
      </HomeMessagesProvider>
    </I18nProvider>,
  );
  return document.querySelector<HTMLElement>('[data-control~="reveal"]') as HTMLElement;
}

const cards = () => screen.getAllByRole("listitem");

beforeEach(() => {
  vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
  reducedMotion = installMatchMedia(false);
});

afterEach(() => {
  undo?.();
  undo = undefined;
  observers.length = 0;
  reducedMotion.restore();
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});

describe("the Featured Stories' entrance", () => {
  it("is prerendered in place, each card with its delay", () => {
    const list = renderStories();
    expect(list).toHaveAttribute("data-reveal", "static");
    expect(cards()).toHaveLength(4);
    for (const card of cards()) expect(card).not.toHaveClass("opacity-0");
    expect(cards().map((card) => card.style.getPropertyValue("--stagger-delay"))).toEqual([
      "0ms",
      "150ms",
      "300ms",
      "450ms",
    ]);
    expect(screen.getByRole("link", { name: "Story 0" })).toHaveAttribute(
      "href",
      "/stories/story-0",
    );
  });

  it("holds the cards back until the list scrolls into view, then lets them enter", () => {
    const list = renderStories();
    undo = start(list);
    expect(list).toHaveAttribute("data-reveal", "pending");
    for (const card of cards()) expect(card).toHaveClass("opacity-0");
    expect(observers).toHaveLength(1);
    expect(observers[0]?.observed).toEqual([list]);
    expect(observers[0]?.options?.rootMargin).toBe("0px 0px -10% 0px");

    scrollIntoView(false);
    expect(list).toHaveAttribute("data-reveal", "pending");

    scrollIntoView(true);
    expect(list).toHaveAttribute("data-reveal", "revealed");
    for (const card of cards()) {
      expect(card).toHaveClass("stagger-in");
      expect(card).not.toHaveClass("opacity-0");
    }
    expect(observers[0]?.disconnected).toBe(true);
  });

  it("puts every card in place at once when focus reaches one, before or during the entrance", () => {
    const list = renderStories();
    undo = start(list);
    screen.getByRole("link", { name: "Story 3" }).focus();
    expect(list).toHaveAttribute("data-reveal", "static");
    for (const card of cards()) expect(card).not.toHaveClass("opacity-0");
    expect(observers[0]?.disconnected).toBe(true);

    undo();
    undo = start(list);
    scrollIntoView(true);
    expect(cards()[3]).toHaveClass("stagger-in");
    screen.getByRole("link", { name: "Story 2" }).focus();
    for (const card of cards()) expect(card).not.toHaveClass("stagger-in");
  });

  it("leaves the cards in place, with no entrance, for a visitor who asks for less motion", () => {
    reducedMotion.setMatches(true);
    const list = renderStories();
    undo = start(list);
    expect(reducedMotion.queries).toContain("(prefers-reduced-motion: reduce)");
    expect(list).toHaveAttribute("data-reveal", "static");
    for (const card of cards()) expect(card).not.toHaveClass("opacity-0");
    expect(observers).toHaveLength(0);
  });

  it("leaves the cards in place without IntersectionObserver", () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    const list = renderStories();
    undo = start(list);
    expect(list).toHaveAttribute("data-reveal", "static");
    for (const card of cards()) expect(card).not.toHaveClass("opacity-0");
  });

  it("stops watching and shows the cards when undone", () => {
    const list = renderStories();
    start(list)();
    expect(observers[0]?.disconnected).toBe(true);
    expect(list).toHaveAttribute("data-reveal", "static");
    for (const card of cards()) expect(card).not.toHaveClass("opacity-0");
  });
});
