import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { crumbsAbove } from "~/config/breadcrumbs";
import { I18nProvider } from "~/i18n/i18n-provider";
import { messagesFor } from "~/i18n/catalog";
import { languageByCode } from "~/i18n/languages";
import { englishI18n } from "~/test/i18n";
import { Breadcrumbs } from "./breadcrumbs";

function renderCrumbs(
  value: typeof englishI18n,
  crumbs: Parameters<typeof Breadcrumbs>[0]["crumbs"],
) {
  render(
    <MemoryRouter>
      <I18nProvider value={value}>
        <Breadcrumbs crumbs={crumbs} current="A page" />
      </I18nProvider>
    </MemoryRouter>,
  );
  return screen.getByRole("navigation", { name: value.messages.article.breadcrumb });
}

describe("Breadcrumbs", () => {
  it("is a labelled navigation with an ordered list, the current page last and marked", () => {
    const nav = renderCrumbs(englishI18n, crumbsAbove("stories", englishI18n.messages));
    const items = within(within(nav).getByRole("list")).getAllByRole("listitem");
    expect(nav.querySelector("ol")).not.toBeNull();
    expect(items.map((item) => item.textContent)).toEqual(["Home", "›Stories", "›A page"]);
    expect(items.at(-1)).toHaveAttribute("aria-current", "page");
    expect(within(nav).getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    expect(within(nav).getByRole("link", { name: "Stories" })).toHaveAttribute("href", "/stories");
    expect(within(nav).getAllByRole("link")).toHaveLength(2);
  });

  it("links an About page to its section, in the page's language", () => {
    const arabic = { language: languageByCode("ar"), messages: messagesFor("ar") };
    const nav = renderCrumbs(arabic, crumbsAbove("about", arabic.messages));
    const links = within(nav).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual(["/ar", "/ar/about"]);
    expect(nav).toHaveTextContent(arabic.messages.sectionNames["/about"]);
  });

  it("shows a step that is no page as text", () => {
    const nav = renderCrumbs(englishI18n, [{ label: "Home", path: "/" }, { label: "Not a page" }]);
    expect(within(nav).getAllByRole("link")).toHaveLength(1);
    expect(nav).toHaveTextContent("Not a page");
  });
});
