/**
 * The language of the editor's second column, kept from one page to the next and from one start
 * to the next, through Decap's configuration and its own language menu, without changing Decap.
 *
 * Decap gives the second column's language menu no handler (decaporg/decap-cms#6307): choosing a
 * language switches the column, then Decap's bundle throws "onLocaleChange is not a function"
 * once the switch is done. That error, and only it, is marked handled here.
 */
import { DEFAULT_LANGUAGE, isLanguageCode, LANGUAGE_CODES } from "../i18n/languages";

/** Where the editor's browser keeps the second column's language. */
export const SECOND_LANGUAGE_KEY = "editor-second-language";
const PANE = '[class*="ControlPaneContainer"]';
const WRITING_IN = /^Writing in ([A-Z]{2,3})$/;
const DECAP_6307 = /onLocaleChange is not a function/;

/** The language stored for the second column, if any. */
export function storedSecondLanguage(storage: Pick<Storage, "getItem"> = localStorage) {
  try {
    const code = storage.getItem(SECOND_LANGUAGE_KEY) ?? "";
    return isLanguageCode(code) && code !== DEFAULT_LANGUAGE ? code : undefined;
  } catch {
    return undefined;
  }
}

/** The languages in Decap's order: English, then the second column's, then the others. */
export function localeOrder(second: string | undefined): string[] {
  const others = LANGUAGE_CODES.filter((code) => code !== DEFAULT_LANGUAGE);
  return [DEFAULT_LANGUAGE, ...(second ? [second] : []), ...others.filter((c) => c !== second)];
}

/** The language a pane writes in ("Writing in FR"), lower-case. */
export function paneLanguage(pane: Element): string | undefined {
  const label = [...pane.querySelectorAll("span")].find((span) =>
    WRITING_IN.test(span.textContent ?? ""),
  );
  return WRITING_IN.exec(label?.textContent ?? "")?.[1]?.toLowerCase();
}

/** Marks Decap's error of decaporg/decap-cms#6307 handled: the column has switched already. */
function handleDecap6307(event: ErrorEvent) {
  const message = event.error instanceof Error ? event.error.message : event.message;
  if (DECAP_6307.test(message)) event.preventDefault();
}

/**
 * Follows the second column: a language chosen in its menu is stored; a column drawn for another
 * page opens in the stored language, chosen in its own menu as an editor would.
 */
export function keepSecondLanguage(
  storage: Storage = localStorage,
  page: () => string = () => location.hash,
): () => void {
  window.addEventListener("error", handleDecap6307);
  // Decap draws the column anew when its language changes: it is followed by the page it is on.
  let last: { page: string; shown: string } | undefined;
  return () => {
    // Decap nests one pane container in another: the columns are the outer ones.
    const second = [...document.querySelectorAll(PANE)].filter(
      (pane) => !pane.parentElement?.closest(PANE),
    )[1];
    const shown = second && paneLanguage(second);
    if (!second || !shown) return;
    const before = last;
    last = { page: page(), shown };
    if (before?.page === last.page) {
      if (before.shown !== shown && shown !== DEFAULT_LANGUAGE) {
        try {
          storage.setItem(SECOND_LANGUAGE_KEY, shown);
        } catch {
          // Without storage the column keeps Decap's first choice; nothing else changes.
        }
      }
      return;
    }
    const stored = storedSecondLanguage(storage);
    if (stored && stored !== shown) choose(second, stored);
  };
}

/** Chooses `code` in a pane's language menu. */
function choose(pane: Element, code: string) {
  const button = [...pane.querySelectorAll<HTMLElement>('[role="button"], button')].find(
    (element) => WRITING_IN.test(element.textContent?.trim() ?? ""),
  );
  if (!button) return;
  button.click();
  requestAnimationFrame(() => {
    const item = [...pane.querySelectorAll<HTMLElement>('[role="menuitem"]')].find(
      (element) => element.textContent?.trim() === code,
    );
    item?.click();
  });
}
