import type { Page } from "@playwright/test";

/** A panel that opens over the page from the header: what opens it, and what it shows. */
export interface HeaderPanel {
  name: string;
  /** The control that opens and closes it. */
  opener: string;
  /** What it shows while it is open. */
  content: string;
}

/** Every panel of the header, the menu's only where its toggle is shown (below 1280 px). */
export const HEADER_PANELS: readonly HeaderPanel[] = [
  { name: "menu", opener: "button[aria-controls='mobile-menu']", content: "#mobile-menu" },
  {
    name: "search",
    opener: ".site-header details:has(form[role=search]) > summary",
    content: ".site-header form[role=search]",
  },
  {
    name: "languages",
    opener: ".site-header details:not(:has(form)) > summary",
    content: ".site-header details nav",
  },
  { name: "theme", opener: ".theme-selector > button", content: ".theme-selector [role=group]" },
];

/** The panels whose opener this page shows at its width. */
export async function shownPanels(page: Page): Promise<HeaderPanel[]> {
  const shown: HeaderPanel[] = [];
  for (const panel of HEADER_PANELS)
    if (await page.locator(panel.opener).isVisible()) shown.push(panel);
  return shown;
}

/** Whether focus is on the panel's opener or within what it shows. */
export function focusWithin(page: Page, panel: HeaderPanel): Promise<boolean> {
  return page.evaluate(({ opener, content }) => {
    const focused = document.activeElement;
    return Boolean(focused?.closest(opener) ?? focused?.closest(content));
  }, panel);
}

/**
 * What the focused element shows: its name, whether the panel still shows, and whether the
 * focused element is the topmost thing at its centre (WCAG 2.4.11: not hidden under anything).
 */
export function focusedElement(
  page: Page,
  panel: HeaderPanel,
): Promise<{ name: string; panelShown: boolean; uncovered: boolean }> {
  return page.evaluate(({ content }) => {
    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement)) return { name: "", panelShown: true, uncovered: false };
    const box = focused.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return {
      name: (focused.textContent ?? "").trim().slice(0, 40),
      panelShown: document.querySelector(content)?.checkVisibility() ?? false,
      uncovered: top !== null && focused.contains(top),
    };
  }, panel);
}
