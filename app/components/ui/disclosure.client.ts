/**
 * The `disclosure` control: a button with `aria-expanded` and `aria-controls` (DisclosureButton)
 * shows and hides its panel's `hidden`. Escape closes an open panel and puts focus back on the
 * button; choosing a link in the panel closes it; so does a pointer press outside, where the
 * button asks for it (`data-closes-on-outside-press`); so does focus moving on to an element outside
 * the button and its panel, without moving focus (WCAG 2.4.11: what Tab reaches next is never left
 * under the panel). A page restored from the back/forward cache comes back with its panels closed.
 */

/** Fired on the button, bubbling, whenever its panel opens or closes: `detail.open` says which. */
export const DISCLOSURE_TOGGLE_EVENT = "disclosure-toggle";

export interface DisclosureToggleDetail {
  open: boolean;
}

/** The panel a disclosure button shows and hides. */
export function panelOf(button: HTMLElement): HTMLElement | null {
  const id = button.getAttribute("aria-controls");
  return id ? document.getElementById(id) : null;
}

export function isOpen(button: HTMLElement): boolean {
  return button.getAttribute("aria-expanded") === "true";
}

/** Opens or closes the button's panel, telling assistive technology and any listening control. */
export function setOpen(button: HTMLElement, open: boolean): void {
  const panel = panelOf(button);
  if (!panel || isOpen(button) === open) return;
  button.setAttribute("aria-expanded", String(open));
  panel.hidden = !open;
  button.dispatchEvent(
    new CustomEvent<DisclosureToggleDetail>(DISCLOSURE_TOGGLE_EVENT, {
      bubbles: true,
      detail: { open },
    }),
  );
}

export function start(button: HTMLElement): () => void {
  const panel = panelOf(button);
  if (!panel) return () => {};
  const onClick = () => setOpen(button, !isOpen(button));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !isOpen(button)) return;
    setOpen(button, false);
    button.focus();
  };
  const onPointerDown = (event: PointerEvent) => {
    const target = event.target as Node | null;
    if (target && !panel.contains(target) && !button.contains(target)) setOpen(button, false);
  };
  // Focus going nowhere (the window losing it, a press on the panel's padding) leaves it open.
  const onFocusOut = (event: FocusEvent) => {
    const next = event.relatedTarget;
    if (next instanceof Node && !panel.contains(next) && !button.contains(next))
      setOpen(button, false);
  };
  const onPanelClick = (event: MouseEvent) => {
    if ((event.target as Element | null)?.closest?.("a[href]")) setOpen(button, false);
  };
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted) setOpen(button, false);
  };

  const outsidePress = button.hasAttribute("data-closes-on-outside-press");
  button.addEventListener("click", onClick);
  button.addEventListener("focusout", onFocusOut);
  panel.addEventListener("focusout", onFocusOut);
  panel.addEventListener("click", onPanelClick);
  document.addEventListener("keydown", onKeyDown);
  if (outsidePress) document.addEventListener("pointerdown", onPointerDown);
  window.addEventListener("pageshow", onPageShow);
  return () => {
    button.removeEventListener("click", onClick);
    button.removeEventListener("focusout", onFocusOut);
    panel.removeEventListener("focusout", onFocusOut);
    panel.removeEventListener("click", onPanelClick);
    document.removeEventListener("keydown", onKeyDown);
    if (outsidePress) document.removeEventListener("pointerdown", onPointerDown);
    window.removeEventListener("pageshow", onPageShow);
  };
}
