import { describe, expect, it } from "vitest";
import { keepSecondLanguage, localeOrder, SECOND_LANGUAGE_KEY } from "./second-language";

/** A pane as Decap draws it: its language menu's button, then a field. */
const pane = (language: string) => `
  <div class="css-1-PreviewPaneContainer-ControlPaneContainer">
    <div class="css-2-ControlPaneContainer">
      <div role="button"><span>Writing in ${language}</span></div>
      <input type="text" />
    </div>
  </div>`;

describe("the editor's second column", () => {
  it("opens in the language stored, placed second in Decap's order", () => {
    expect(localeOrder("fr")).toEqual(["en", "fr", "ar", "zh", "ru", "es"]);
    expect(localeOrder(undefined)).toEqual(["en", "ar", "zh", "fr", "ru", "es"]);
  });

  it("stores the language chosen in its menu, not the one it opened in", () => {
    localStorage.clear();
    document.body.innerHTML = pane("EN") + pane("AR");
    const follow = keepSecondLanguage();
    follow();
    expect(localStorage.getItem(SECOND_LANGUAGE_KEY)).toBeNull();
    const label = document.querySelectorAll("span")[1];
    if (label) label.textContent = "Writing in FR";
    follow();
    expect(localStorage.getItem(SECOND_LANGUAGE_KEY)).toBe("fr");
  });

  it("chooses the stored language in a newly drawn column's own menu", () => {
    localStorage.setItem(SECOND_LANGUAGE_KEY, "ru");
    document.body.innerHTML = pane("EN") + pane("AR");
    const clicked: string[] = [];
    document.querySelectorAll('[role="button"]')[1]?.addEventListener("click", () => {
      clicked.push("menu");
    });
    keepSecondLanguage()();
    expect(clicked).toEqual(["menu"]);
  });

  it("marks handled Decap's error of decaporg/decap-cms#6307 only", () => {
    keepSecondLanguage();
    const known = new ErrorEvent("error", {
      cancelable: true,
      error: new TypeError("this.props.onLocaleChange is not a function"),
    });
    const other = new ErrorEvent("error", { cancelable: true, error: new TypeError("x") });
    window.dispatchEvent(known);
    window.dispatchEvent(other);
    expect([known.defaultPrevented, other.defaultPrevented]).toEqual([true, false]);
  });
});
