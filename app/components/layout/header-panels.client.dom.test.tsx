import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { I18nProvider } from "~/i18n/i18n-provider";
import { englishI18n } from "~/test/i18n";
import { start } from "./header-panels.client";
import { SiteHeader } from "./site-header";

const undos: Array<() => void> = [];

/** The site header as the build draws it, its panels' control started. */
function renderHeader() {
  const router = createMemoryRouter(
    [
      {
        path: "*",
        element: (
          <I18nProvider value={englishI18n}>
            <SiteHeader />
            <main>
              <p>Page text</p>
            </main>
          </I18nProvider>
        ),
      },
    ],
    { initialEntries: ["/news"] },
  );
  const { container } = render(<RouterProvider router={router} />);
  const header = container.querySelector<HTMLElement>("[data-control='header-panels']");
  if (!header) throw new Error("The header's control is missing");
  undos.push(start(header));
  return header;
}

/** The `<details>` whose summary is named `name`. */
function panel(header: HTMLElement, name: string) {
  const summary = within(header)
    .getAllByText(name, { selector: "summary *" })
    .map((text) => text.closest("summary"))
    .find(Boolean);
  const details = summary?.parentElement;
  if (!summary || !(details instanceof HTMLDetailsElement))
    throw new Error(`No panel named ${name}`);
  return { details, summary };
}

const searchField = () => screen.getByRole("searchbox", { name: "Search this site" });

/** jsdom fires `toggle` a task after `open` changes, as browsers do. */
const toggled = (details: HTMLDetailsElement) =>
  new Promise<void>((resolve) =>
    details.addEventListener("toggle", () => resolve(), { once: true }),
  );

afterEach(() => {
  while (undos.length) undos.pop()?.();
});

describe("the header's markup", () => {
  it("is marked for its control and draws both panels closed", () => {
    const header = renderHeader();
    expect(header.tagName).toBe("HEADER");
    expect(panel(header, "Search").details.open).toBe(false);
    expect(panel(header, "Languages").details.open).toBe(false);
    expect(panel(header, "Search").details).toHaveAttribute("name", "site-header-panel");
    expect(panel(header, "Languages").details).toHaveAttribute("name", "site-header-panel");
  });
});

describe("header-panels", () => {
  it("opening the search panel puts focus in its field", async () => {
    const user = userEvent.setup();
    const header = renderHeader();
    const search = panel(header, "Search");
    const opened = toggled(search.details);
    await user.click(search.summary);
    await opened;
    expect(search.details.open).toBe(true);
    expect(searchField()).toHaveFocus();
  });

  it("opening the languages panel leaves focus on its summary", async () => {
    const user = userEvent.setup();
    const header = renderHeader();
    const languages = panel(header, "Languages");
    const opened = toggled(languages.details);
    await user.click(languages.summary);
    await opened;
    expect(languages.details.open).toBe(true);
    expect(languages.summary).toHaveFocus();
  });

  it.each(["Search", "Languages"])(
    "Escape closes the %s panel with focus back on its summary",
    async (name) => {
      const user = userEvent.setup();
      const header = renderHeader();
      const { details, summary } = panel(header, name);
      const opened = toggled(details);
      await user.click(summary);
      await opened;
      await user.keyboard("{Escape}");
      expect(details.open).toBe(false);
      expect(summary).toHaveFocus();
    },
  );

  it("a press outside closes the open panel; a press inside does not", async () => {
    const user = userEvent.setup();
    const header = renderHeader();
    const search = panel(header, "Search");
    await user.click(search.summary);
    await user.click(screen.getByRole("button", { name: "Search" }));
    expect(search.details.open).toBe(true);
    await user.click(screen.getByText("Page text"));
    expect(search.details.open).toBe(false);
  });

  it("focus moving on past a panel closes it, and stays where it went", async () => {
    const user = userEvent.setup();
    const header = renderHeader();
    const search = panel(header, "Search");
    const opened = toggled(search.details);
    await user.click(search.summary);
    await opened;
    await user.tab();
    expect(screen.getByRole("button", { name: "Search" })).toHaveFocus();
    expect(search.details.open).toBe(true);
    await user.tab();
    expect(search.details.open).toBe(false);
    expect(panel(header, "Languages").summary).toHaveFocus();
    // Focus going nowhere (the window losing it) leaves an open panel open.
    await user.click(panel(header, "Languages").summary);
    panel(header, "Languages").summary.blur();
    expect(panel(header, "Languages").details.open).toBe(true);
  });

  it("closes its panels on a page restored from the back/forward cache", async () => {
    const user = userEvent.setup();
    const header = renderHeader();
    const languages = panel(header, "Languages");
    await user.click(languages.summary);
    window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: false }));
    expect(languages.details.open).toBe(true);
    window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true }));
    expect(languages.details.open).toBe(false);
  });

  it("undoes itself", async () => {
    const user = userEvent.setup();
    const header = renderHeader();
    while (undos.length) undos.pop()?.();
    const { details, summary } = panel(header, "Languages");
    await user.click(summary);
    await user.keyboard("{Escape}");
    expect(details.open).toBe(true);
  });
});
