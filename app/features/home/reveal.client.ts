/** Where a block stands in its entrance, as its `data-reveal` says. */
export type RevealState = "static" | "pending" | "revealed";

/** The classes of each item (app/styles/app.css): held back, then entering after its own delay. */
const ITEM_CLASSES: Record<RevealState, string | undefined> = {
  static: undefined,
  pending: "opacity-0",
  revealed: "stagger-in",
};

/** A visitor who asks for less motion sees the items in place, with no entrance at all. */
const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)";

/**
 * Holds a list's items back until the list scrolls into view, then lets them enter one after
 * another (each item's `--stagger-delay`). The list is prerendered "static", so its content is
 * never hidden for good: without scripts, without IntersectionObserver, or with reduced motion, it
 * stays as it is. Focus reaching an item (Shift+Tab from below comes before the list is seen) puts
 * every item in place at once: nothing reached by keyboard is ever invisible.
 */
export function start(list: HTMLElement): () => void {
  if (
    typeof IntersectionObserver === "undefined" ||
    window.matchMedia(REDUCED_MOTION_QUERY).matches
  )
    return () => undefined;

  const show = (state: RevealState) => {
    list.dataset.reveal = state;
    for (const item of list.children)
      for (const [name, className] of Object.entries(ITEM_CLASSES))
        if (className) item.classList.toggle(className, name === state);
  };

  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        show("revealed");
        observer.disconnect();
      }
    },
    { rootMargin: "0px 0px -10% 0px" },
  );
  const onFocusIn = () => {
    observer.disconnect();
    show("static");
  };
  show("pending");
  observer.observe(list);
  list.addEventListener("focusin", onFocusIn);

  return () => {
    observer.disconnect();
    list.removeEventListener("focusin", onFocusIn);
    show("static");
  };
}
