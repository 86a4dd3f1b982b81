/**
 * Decap gives every pane of the editor the page's direction, left to right. Each field a
 * translation is written in takes its language's direction and `lang` here, from the language the
 * pane names ("Writing in AR"), so Arabic is typed right to left; labels and hints stay English.
 */
import { isLanguageCode, languageByCode } from "../i18n/languages";

/** The panes' language menus: "Writing in EN", "Writing in AR". */
const WRITING_IN = /^Writing in ([A-Z]{2,3})$/;
const PANE = '[class*="ControlPaneContainer"]';
const FIELDS = 'input[type="text"], input:not([type]), textarea, [contenteditable="true"]';

/** Sets each pane's fields to the direction and language of the language it is writing in. */
export function directPaneFields(root: ParentNode = document): void {
  for (const pane of root.querySelectorAll<HTMLElement>(PANE)) {
    const label = [...pane.querySelectorAll("span")].find((span) =>
      WRITING_IN.test(span.textContent ?? ""),
    );
    const code = WRITING_IN.exec(label?.textContent ?? "")?.[1]?.toLowerCase() ?? "";
    if (!isLanguageCode(code)) continue;
    const { dir } = languageByCode(code);
    for (const field of pane.querySelectorAll<HTMLElement>(FIELDS)) {
      if (field.dir !== dir) field.dir = dir;
      if (field.lang !== code) field.lang = code;
    }
  }
}

/**
 * Keeps the panes' fields in their languages' directions as Decap draws and redraws them; `also`
 * runs at the same moments (see second-language.ts).
 */
export function keepPaneDirections(also: () => void = () => undefined): void {
  let queued = false;
  new MutationObserver(() => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => {
      queued = false;
      directPaneFields();
      also();
    });
  }).observe(document.body, { subtree: true, childList: true, characterData: true });
}
