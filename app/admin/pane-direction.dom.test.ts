import { describe, expect, it } from "vitest";
import { directPaneFields } from "./pane-direction";

/** A pane as Decap draws it: its language menu, then its fields. */
const pane = (language: string) => `
  <div class="css-1-ControlPaneContainer">
    <div><span>Writing in ${language}</span></div>
    <label>Title<input type="text" /></label>
    <textarea></textarea>
    <div contenteditable="true"></div>
  </div>`;

describe("the editor's panes", () => {
  it("give each field its pane's language and direction: Arabic right to left", () => {
    document.body.innerHTML = pane("EN") + pane("AR");
    directPaneFields();
    const [english, arabic] = document.querySelectorAll<HTMLElement>(
      '[class*="ControlPaneContainer"]',
    );
    for (const field of english?.querySelectorAll<HTMLElement>(
      "input, textarea, [contenteditable]",
    ) ?? [])
      expect([field.lang, field.dir]).toEqual(["en", "ltr"]);
    const arabicFields = [
      ...(arabic?.querySelectorAll<HTMLElement>("input, textarea, [contenteditable]") ?? []),
    ];
    expect(arabicFields).toHaveLength(3);
    for (const field of arabicFields) expect([field.lang, field.dir]).toEqual(["ar", "rtl"]);
  });
});
