import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { I18nProvider } from "~/i18n/i18n-provider";
import { englishI18n } from "~/test/i18n";
import { start } from "./about-menu.client";
import { SiteNav } from "./site-nav";

const undos: Array<() => void> = [];

/** The main navigation as the build draws it for `path`, its About dropdown started. */
function renderNav(path = "/news") {
  const { container } = render(
    <MemoryRouter initialEntries={[path]}>
      <I18nProvider value={englishI18n}>
        <SiteNav />
      </I18nProvider>
      <button type="button">Outside</button>
    </MemoryRouter>,
  );
  const item = container.querySelector<HTMLElement>("[data-control='about-menu']");
  if (!item) throw new Error("The About dropdown is missing");
  undos.push(start(item));
  return item;
}

const nav = () => screen.getByRole("navigation", { name: "Main" });
const toggle = () => within(nav()).getByRole("button", { name: "About submenu" });
/** A link of the dropdown; hidden ones count, so that closed lists can be checked. */
const subLink = (name: string) => {
  const list = document.getElementById(toggle().getAttribute("aria-controls") ?? "");
  if (!list) throw new Error("The list named by aria-controls is missing");
  return within(list).getByRole("link", { name, hidden: true });
};

const SUB_LINKS: Array<[string, string]> = [
  ["Overview & History", "/about/overview"],
  ["Charter", "/about/charter"],
  ["Membership", "/about/membership"],
  ["Member States", "/about/member-states"],
  ["System", "/about/structure"],
  ["Essential", "/about/essential"],
];

afterEach(() => {
  while (undos.length) undos.pop()?.();
});

describe("the About dropdown's markup", () => {
  it("is drawn closed, its button naming the list it controls", () => {
    renderNav();
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
    expect(toggle()).toHaveAttribute("type", "button");
    for (const [name, href] of SUB_LINKS) {
      expect(subLink(name)).toHaveAttribute("href", href);
      expect(subLink(name)).not.toBeVisible();
    }
  });

  it("marks a sub-page's link as the page and About as its section", () => {
    renderNav("/about/charter");
    expect(within(nav()).getByRole("link", { name: "About" })).toHaveAttribute(
      "aria-current",
      "true",
    );
    expect(subLink("Charter")).toHaveAttribute("aria-current", "page");
    expect(subLink("Membership")).not.toHaveAttribute("aria-current");
  });
});

describe("about-menu", () => {
  it("opens on hover and closes when the mouse leaves", async () => {
    const user = userEvent.setup();
    const item = renderNav();
    await user.hover(item);
    expect(toggle()).toHaveAttribute("aria-expanded", "true");
    for (const [name] of SUB_LINKS) expect(subLink(name)).toBeVisible();
    await user.unhover(item);
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
    expect(subLink("Charter")).not.toBeVisible();
  });

  it("its button toggles it, by pointer and by keyboard", async () => {
    const user = userEvent.setup();
    renderNav();
    // Reaching the button, the pointer has opened the list: the click closes it, the next opens it.
    await user.click(toggle());
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
    await user.click(toggle());
    expect(toggle()).toHaveAttribute("aria-expanded", "true");
    await user.unhover(toggle());
    expect(toggle()).toHaveAttribute("aria-expanded", "false");

    toggle().focus();
    await user.keyboard("{Enter}");
    expect(toggle()).toHaveAttribute("aria-expanded", "true");
    expect(subLink("Overview & History")).toBeVisible();
    await user.keyboard(" ");
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
  });

  it("ArrowDown on the button opens it on the first link; the arrows move and wrap", async () => {
    const user = userEvent.setup();
    renderNav();
    toggle().focus();
    await user.keyboard("{ArrowDown}");
    expect(toggle()).toHaveAttribute("aria-expanded", "true");
    expect(subLink("Overview & History")).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(subLink("Charter")).toHaveFocus();
    await user.keyboard("{ArrowUp}{ArrowUp}");
    expect(subLink("Essential")).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(subLink("Overview & History")).toHaveFocus();
  });

  it("ArrowUp on the button opens it on the last link; Home and End jump", async () => {
    const user = userEvent.setup();
    renderNav();
    toggle().focus();
    await user.keyboard("{ArrowUp}");
    expect(toggle()).toHaveAttribute("aria-expanded", "true");
    expect(subLink("Essential")).toHaveFocus();
    await user.keyboard("{Home}");
    expect(subLink("Overview & History")).toHaveFocus();
    await user.keyboard("{End}");
    expect(subLink("Essential")).toHaveFocus();
  });

  it("the arrows do not scroll the page", () => {
    renderNav();
    const down = new KeyboardEvent("keydown", {
      key: "ArrowDown",
      bubbles: true,
      cancelable: true,
    });
    toggle().dispatchEvent(down);
    expect(down.defaultPrevented).toBe(true);
    const end = new KeyboardEvent("keydown", { key: "End", bubbles: true, cancelable: true });
    subLink("Charter").dispatchEvent(end);
    expect(end.defaultPrevented).toBe(true);
    const tab = new KeyboardEvent("keydown", { key: "Tab", bubbles: true, cancelable: true });
    subLink("Charter").dispatchEvent(tab);
    expect(tab.defaultPrevented).toBe(false);
  });

  it("Escape closes it and returns focus to the button", async () => {
    const user = userEvent.setup();
    renderNav();
    toggle().focus();
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(subLink("Charter")).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
    expect(subLink("Charter")).not.toBeVisible();
    expect(toggle()).toHaveFocus();
    // And opens again from there.
    await user.keyboard("{ArrowDown}");
    expect(subLink("Overview & History")).toHaveFocus();
  });

  it("closes when focus leaves it, not while focus moves within it", async () => {
    const user = userEvent.setup();
    renderNav();
    toggle().focus();
    await user.keyboard("{ArrowDown}");
    await user.tab();
    expect(subLink("Charter")).toHaveFocus();
    expect(toggle()).toHaveAttribute("aria-expanded", "true");
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(toggle()).toHaveFocus();
    expect(toggle()).toHaveAttribute("aria-expanded", "true");
    await user.tab({ shift: true });
    expect(within(nav()).getByRole("link", { name: "About" })).toHaveFocus();
    expect(toggle()).toHaveAttribute("aria-expanded", "true");
    await user.tab({ shift: true });
    expect(within(nav()).getByRole("link", { name: "Home" })).toHaveFocus();
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
  });

  it("closes on a page restored from the back/forward cache", async () => {
    const user = userEvent.setup();
    renderNav();
    await user.click(toggle());
    window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true }));
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
  });

  it("undoes itself", async () => {
    const user = userEvent.setup();
    const item = renderNav();
    while (undos.length) undos.pop()?.();
    await user.hover(item);
    await user.click(toggle());
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
  });
});
