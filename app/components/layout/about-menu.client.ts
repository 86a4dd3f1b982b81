/**
 * The `about-menu` control: the About dropdown (site-nav.tsx), an `<li>` holding the About link, a
 * button with `aria-expanded` and `aria-controls`, and the list of sub-links it shows. The pointer
 * opens it on entering the item and closes it on leaving; the button toggles it; ArrowDown and
 * ArrowUp on the button open it on its first or last link; in the list the arrows, Home and End
 * move between links. Escape closes it with focus back on the button, as does focus leaving the
 * item (without moving focus).
 */
import { isOpen, panelOf, setOpen } from "~/components/ui/disclosure.client";

export function start(item: HTMLElement): () => void {
  const button = item.querySelector<HTMLButtonElement>("button[aria-controls]");
  const list = button && panelOf(button);
  if (!button || !list) return () => {};

  const links = () => Array.from(list.querySelectorAll<HTMLAnchorElement>("a[href]"));
  /** Focuses the link at `index`, counted round from either end. */
  const focusLink = (index: number) => {
    const all = links();
    all[((index % all.length) + all.length) % all.length]?.focus();
  };

  const onMouseEnter = () => setOpen(button, true);
  const onMouseLeave = () => setOpen(button, false);
  const onFocusOut = (event: FocusEvent) => {
    if (!item.contains(event.relatedTarget as Node | null)) setOpen(button, false);
  };
  const onClick = () => setOpen(button, !isOpen(button));
  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    event.preventDefault();
    setOpen(button, true);
    focusLink(event.key === "ArrowDown" ? 0 : -1);
  };
  const onListKeyDown = (event: KeyboardEvent) => {
    const all = links();
    const current = all.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === "ArrowDown") focusLink(current + 1);
    else if (event.key === "ArrowUp") focusLink(current - 1);
    else if (event.key === "Home") focusLink(0);
    else if (event.key === "End") focusLink(all.length - 1);
    else return;
    event.preventDefault();
  };
  const onDocumentKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !isOpen(button)) return;
    setOpen(button, false);
    button.focus();
  };
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted) setOpen(button, false);
  };

  item.addEventListener("mouseenter", onMouseEnter);
  item.addEventListener("mouseleave", onMouseLeave);
  item.addEventListener("focusout", onFocusOut);
  button.addEventListener("click", onClick);
  button.addEventListener("keydown", onButtonKeyDown);
  list.addEventListener("keydown", onListKeyDown);
  document.addEventListener("keydown", onDocumentKeyDown);
  window.addEventListener("pageshow", onPageShow);
  return () => {
    item.removeEventListener("mouseenter", onMouseEnter);
    item.removeEventListener("mouseleave", onMouseLeave);
    item.removeEventListener("focusout", onFocusOut);
    button.removeEventListener("click", onClick);
    button.removeEventListener("keydown", onButtonKeyDown);
    list.removeEventListener("keydown", onListKeyDown);
    document.removeEventListener("keydown", onDocumentKeyDown);
    window.removeEventListener("pageshow", onPageShow);
  };
}
