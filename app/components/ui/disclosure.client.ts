/**
 * The `disclosure` control: a button with `aria-expanded` and `aria-controls` (DisclosureButton)
 * shows and hides its panel's `hidden`. Escape closes an open panel and puts focus back on the
 * button; choosing a link in the panel closes it; so does a pointer press outside, where the
 * button asks for it (`data-closes-on-outside-press`). A page restored from the back/forward
 * cache comes back with its panels closed.
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
  const onPanelClick = (event: MouseEvent) => {
    if ((event.target as Element | null)?.closest?.("a[href]")) setOpen(button, false);
  };
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted) setOpen(button, false);
  };

  const outsidePress = button.hasAttribute("data-closes-on-outside-press");
  button.addEventListener("click", onClick);
  panel.addEventListener("click", onPanelClick);
  document.addEventListener("keydown", onKeyDown);
  if (outsidePress) document.addEventListener("pointerdown", onPointerDown);
  window.addEventListener("pageshow", onPageShow);
  return () => {
    button.removeEventListener("click", onClick);
    panel.removeEventListener("click", onPanelClick);
    document.removeEventListener("keydown", onKeyDown);
    if (outsidePress) document.removeEventListener("pointerdown", onPointerDown);
    window.removeEventListener("pageshow", onPageShow);
  };
}
