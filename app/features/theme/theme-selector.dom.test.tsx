import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { messagesFor } from "~/i18n/catalog";
import { I18nProvider, type I18nValue } from "~/i18n/i18n-provider";
import { languageByCode } from "~/i18n/languages";
import { englishI18n } from "~/test/i18n";
import { ThemeSelector } from "./theme-selector";
import { THEMES } from "./themes";

/** The selector as the build writes it into every page. */
function drawSelector(i18n: I18nValue = englishI18n) {
  const container = document.createElement("div");
  container.innerHTML = renderToStaticMarkup(
    <I18nProvider value={i18n}>
      <ThemeSelector />
    </I18nProvider>,
  );
  return container;
}

describe("the selector's markup", () => {
  it("draws the four options closed, none pressed: the build cannot know the visitor's theme", () => {
    const container = drawSelector();
    const element = container.querySelector("[data-control='theme-selector']");
    expect(element).toHaveAttribute("data-transitioning", "Applying theme…");
    expect(element).toHaveClass("needs-js", "theme-selector");
    const button = container.querySelector(".theme-selector > button");
    expect(button).toHaveAttribute("data-control", "disclosure");
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(button).toHaveAttribute("data-closes-on-outside-press");
    const panelElement = container.querySelector(`[id="${button?.getAttribute("aria-controls")}"]`);
    expect(panelElement).toHaveAttribute("hidden");
    expect(panelElement).toHaveAttribute("role", "group");
    const title = container.querySelector(
      `[id="${panelElement?.getAttribute("aria-labelledby")}"]`,
    );
    expect(title).toHaveTextContent("Display theme");
    const options = [...container.querySelectorAll(".theme-selector li button")];
    expect(options.map((element) => element.getAttribute("data-theme"))).toEqual([...THEMES]);
    for (const element of options) expect(element).toHaveAttribute("aria-pressed", "false");
    expect(container.querySelector("[aria-pressed='true']")).toBeNull();
    expect(options.map((element) => element.firstElementChild?.textContent)).toEqual([
      "High Contrast Dark",
      "Normal",
      "Light High Contrast",
      "System",
    ]);
    for (const element of options) {
      expect(element).toHaveAttribute("type", "button");
      expect(element).not.toHaveAttribute("disabled");
    }
    expect(container.querySelector("[role='status']")).toHaveTextContent("");
  });

  it("carries its status text in the page's language", () => {
    const french = { language: languageByCode("fr"), messages: messagesFor("fr") };
    const element = drawSelector(french).querySelector("[data-control='theme-selector']");
    expect(element).toHaveAttribute("data-transitioning", french.messages.theme.transitioning);
    expect(french.messages.theme.transitioning).not.toBe("Applying theme…");
  });
});
