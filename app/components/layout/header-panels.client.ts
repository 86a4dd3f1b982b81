/**
 * The `header-panels` control, on the site header: its panels (search, languages) are native
 * `<details>`, which open and close without it. It adds what a menu is expected to do: Escape
 * closes the open panel with focus back on its summary, a pointer press outside it closes it, so
 * does focus moving on to an element outside it (without moving focus: what Tab reaches is never
 * left under the panel, WCAG 2.4.11), and opening a panel with a text field (the search) puts focus
 * in the field. A page restored from the back/forward cache comes back with its panels closed.
 */
export function start(header: HTMLElement): () => void {
  const openPanels = () => Array.from(header.querySelectorAll<HTMLDetailsElement>("details[open]"));

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape") return;
    for (const panel of openPanels()) {
      panel.open = false;
      panel.querySelector("summary")?.focus();
    }
  };
  const onPointerDown = (event: PointerEvent) => {
    for (const panel of openPanels())
      if (!panel.contains(event.target as Node | null)) panel.open = false;
  };
  // Focus going nowhere (the window losing it, a press on the panel's padding) leaves it open.
  const onFocusOut = (event: FocusEvent) => {
    const next = event.relatedTarget;
    if (!(next instanceof Node)) return;
    for (const panel of openPanels()) if (!panel.contains(next)) panel.open = false;
  };
  // `toggle` does not bubble: it is caught on its way down.
  const onToggle = (event: Event) => {
    const panel = event.target;
    if (panel instanceof HTMLDetailsElement && panel.open)
      panel.querySelector<HTMLInputElement>("input:not([type='hidden'])")?.focus();
  };
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted) for (const panel of openPanels()) panel.open = false;
  };

  document.addEventListener("keydown", onKeyDown);
  document.addEventListener("pointerdown", onPointerDown);
  header.addEventListener("focusout", onFocusOut);
  header.addEventListener("toggle", onToggle, true);
  window.addEventListener("pageshow", onPageShow);
  return () => {
    document.removeEventListener("keydown", onKeyDown);
    document.removeEventListener("pointerdown", onPointerDown);
    header.removeEventListener("focusout", onFocusOut);
    header.removeEventListener("toggle", onToggle, true);
    window.removeEventListener("pageshow", onPageShow);
  };
}
