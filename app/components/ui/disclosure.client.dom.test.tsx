import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SiteNav } from "~/components/layout/site-nav";
import { I18nProvider } from "~/i18n/i18n-provider";
import { englishI18n } from "~/test/i18n";
import { DisclosureButton } from "./disclosure-button";
import { DISCLOSURE_TOGGLE_EVENT, start } from "./disclosure.client";

const undos: Array<() => void> = [];

/** Starts every `disclosure` control in the container, as the page's script does. */
function startDisclosures(container: HTMLElement) {
  for (const element of container.querySelectorAll<HTMLElement>("[data-control~='disclosure']"))
    undos.push(start(element));
}

/** The main navigation, as the build draws it for `path`, with its controls started. */
function renderNav(path = "/news") {
  const { container } = render(
    <MemoryRouter initialEntries={[path]}>
      <I18nProvider value={englishI18n}>
        <SiteNav />
      </I18nProvider>
      <p>Page text</p>
      <button type="button">Outside</button>
    </MemoryRouter>,
  );
  startDisclosures(container);
}

/** A disclosure that also closes on a press outside, as the theme panel's. */
function renderPanel() {
  const { container } = render(
    <>
      <DisclosureButton controls="panel" closesOnOutsidePress>
        Options
      </DisclosureButton>
      <div id="panel" hidden>
        <p>Inside</p>
        <button type="button">Choice</button>
      </div>
      <button type="button">Outside</button>
    </>,
  );
  startDisclosures(container);
}

const menuButton = () => screen.getByRole("button", { name: "Menu" });
const menu = () => {
  const element = document.getElementById("mobile-menu");
  if (!element) throw new Error("The mobile menu is missing");
  return element;
};

afterEach(() => {
  while (undos.length) undos.pop()?.();
});

describe("the mobile menu's markup", () => {
  it("is drawn closed, its button naming the menu it controls", () => {
    const html = renderToStaticMarkup(
      <MemoryRouter initialEntries={["/news"]}>
        <I18nProvider value={englishI18n}>
          <SiteNav />
        </I18nProvider>
      </MemoryRouter>,
    );
    const container = document.createElement("div");
    container.innerHTML = html;
    const button = container.querySelector("button[aria-controls='mobile-menu']");
    expect(button).toHaveAttribute("data-control", "disclosure");
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(button).toHaveAttribute("type", "button");
    expect(container.querySelector("#mobile-menu")).toHaveAttribute("hidden");
    expect(container.querySelector("[aria-expanded='true']")).toBeNull();
  });
});

describe("disclosure", () => {
  it("toggles the mobile menu open and closed", async () => {
    const user = userEvent.setup();
    renderNav();
    expect(menuButton()).toHaveAttribute("aria-expanded", "false");
    expect(menuButton()).toHaveAttribute("aria-controls", "mobile-menu");
    expect(menu()).not.toBeVisible();

    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute("aria-expanded", "true");
    expect(menu()).toBeVisible();
    expect(within(menu()).getByRole("link", { name: "Careers" })).toHaveAttribute(
      "href",
      "/careers",
    );
    expect(within(menu()).getByRole("link", { name: "Overview & History" })).toBeVisible();

    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute("aria-expanded", "false");
    expect(menu()).not.toBeVisible();
  });

  it("opens by keyboard, as any button", async () => {
    const user = userEvent.setup();
    renderNav();
    menuButton().focus();
    await user.keyboard("{Enter}");
    expect(menu()).toBeVisible();
    await user.keyboard(" ");
    expect(menu()).not.toBeVisible();
  });

  it("Escape closes the menu and returns focus to its button", async () => {
    const user = userEvent.setup();
    renderNav();
    await user.click(menuButton());
    await user.tab();
    expect(within(menu()).getByRole("link", { name: "Home" })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(menuButton()).toHaveAttribute("aria-expanded", "false");
    expect(menu()).not.toBeVisible();
    expect(menuButton()).toHaveFocus();
  });

  it("Escape does nothing while the menu is closed", async () => {
    const user = userEvent.setup();
    renderNav();
    const outside = screen.getByRole("button", { name: "Outside" });
    outside.focus();
    await user.keyboard("{Escape}");
    expect(outside).toHaveFocus();
    expect(menuButton()).toHaveAttribute("aria-expanded", "false");
  });

  it.each(["Careers", "Membership"])("choosing the link %s in the menu closes it", async (name) => {
    const user = userEvent.setup();
    renderNav();
    // jsdom cannot load another page; the browser would.
    const stay = (event: Event) => event.preventDefault();
    document.addEventListener("click", stay);
    try {
      await user.click(menuButton());
      await user.click(within(menu()).getByRole("link", { name }));
      expect(menuButton()).toHaveAttribute("aria-expanded", "false");
      expect(menu()).not.toBeVisible();
    } finally {
      document.removeEventListener("click", stay);
    }
  });

  it("keeps the mobile menu open on a press outside it", async () => {
    const user = userEvent.setup();
    renderNav();
    await user.click(menuButton());
    await user.click(screen.getByText("Page text"));
    expect(menu()).toBeVisible();
  });

  it("closes when focus moves on past the panel, leaving focus where it went", async () => {
    const user = userEvent.setup();
    renderNav();
    await user.click(menuButton());
    const links = within(menu()).getAllByRole("link");
    links.at(-1)?.focus();
    await user.tab();
    expect(screen.getByRole("button", { name: "Outside" })).toHaveFocus();
    expect(menuButton()).toHaveAttribute("aria-expanded", "false");
    expect(menu()).not.toBeVisible();
  });

  it("stays open while focus moves between its button and its panel, or goes nowhere", async () => {
    const user = userEvent.setup();
    renderNav();
    await user.click(menuButton());
    await user.tab();
    expect(within(menu()).getAllByRole("link")[0]).toHaveFocus();
    await user.tab({ shift: true });
    expect(menuButton()).toHaveFocus();
    menuButton().blur();
    expect(menu()).toBeVisible();
  });

  it("closes a panel that asks for it on a press outside, not inside", async () => {
    const user = userEvent.setup();
    renderPanel();
    const button = screen.getByRole("button", { name: "Options" });
    await user.click(button);
    await user.click(screen.getByText("Inside"));
    await user.click(screen.getByRole("button", { name: "Choice" }));
    expect(button).toHaveAttribute("aria-expanded", "true");
    await user.click(screen.getByRole("button", { name: "Outside" }));
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(document.getElementById("panel")).not.toBeVisible();
    // Focus stays where the press put it.
    expect(screen.getByRole("button", { name: "Outside" })).toHaveFocus();
  });

  it("closes on a page restored from the back/forward cache, not on an ordinary show", async () => {
    const user = userEvent.setup();
    renderNav();
    await user.click(menuButton());
    window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: false }));
    expect(menu()).toBeVisible();
    window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true }));
    expect(menuButton()).toHaveAttribute("aria-expanded", "false");
    expect(menu()).not.toBeVisible();
  });

  it("tells other controls when its panel opens and closes", async () => {
    const user = userEvent.setup();
    renderPanel();
    const seen: boolean[] = [];
    const listener = (event: Event) =>
      seen.push((event as CustomEvent<{ open: boolean }>).detail.open);
    document.addEventListener(DISCLOSURE_TOGGLE_EVENT, listener);
    try {
      const button = screen.getByRole("button", { name: "Options" });
      await user.click(button);
      await user.click(button);
      await user.keyboard("{Escape}");
      expect(seen).toEqual([true, false]);
    } finally {
      document.removeEventListener(DISCLOSURE_TOGGLE_EVENT, listener);
    }
  });

  it("leaves a button without its panel alone", () => {
    const { container } = render(<DisclosureButton controls="missing">Lost</DisclosureButton>);
    const button = container.querySelector("button");
    if (!button) throw new Error("The button is missing");
    const undo = start(button);
    button.click();
    expect(button).toHaveAttribute("aria-expanded", "false");
    undo();
  });

  it("undoes itself: no listener is left behind", async () => {
    const user = userEvent.setup();
    const removed = vi.spyOn(document, "removeEventListener");
    renderPanel();
    while (undos.length) undos.pop()?.();
    expect(removed).toHaveBeenCalledWith("keydown", expect.any(Function));
    expect(removed).toHaveBeenCalledWith("pointerdown", expect.any(Function));
    removed.mockRestore();
    const button = screen.getByRole("button", { name: "Options" });
    await user.click(button);
    expect(button).toHaveAttribute("aria-expanded", "false");
  });
});
