import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { I18nProvider } from "~/i18n/i18n-provider";
import { englishI18n } from "~/test/i18n";
import { PageSources } from "./page-sources";

const sources = [
  {
    url: "https://press.un.org/en/2007/ga10655.doc.htm",
    confirms: ["date" as const, "sponsor" as const],
    note: "Press release GA/10655 of 8 November 2007.",
  },
];

describe("PageSources", () => {
  it("lists each source by its address, with its note in English, then the day it was checked", () => {
    render(
      <I18nProvider value={englishI18n}>
        <PageSources sources={sources} checked={{ iso: "2026-11-29", text: "29 November 2026" }} />
      </I18nProvider>,
    );
    const region = screen.getByRole("region", { name: "Sources" });
    const link = within(region).getByRole("link", { name: "press.un.org/en/2007/ga10655.doc.htm" });
    expect(link.getAttribute("href")).toBe("https://press.un.org/en/2007/ga10655.doc.htm");
    expect(
      within(region)
        .getByText(/Press release GA\/10655/)
        .getAttribute("lang"),
    ).toBe("en");
    expect(within(region).getByText("Sources checked on 29 November 2026.")).toBeTruthy();
  });
});
