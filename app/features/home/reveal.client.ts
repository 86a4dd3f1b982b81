/** Where a block stands in its entrance, as its `data-reveal` says. */
export type RevealState = "static" | "pending" | "revealed";

/** The classes of each item (app/styles/app.css): held back, then entering after its own delay. */
const ITEM_CLASSES: Record<RevealState, string | undefined> = {
  static: undefined,
  pending: "opacity-0",
  revealed: "stagger-in",
};

/**
 * Holds a list's items back until the list scrolls into view, then lets them enter one after
 * another (each item's `--stagger-delay`). The list is prerendered "static", so its content is
 * never hidden for good: without scripts, or without IntersectionObserver, it stays as it is.
 */
export function start(list: HTMLElement): () => void {
  if (typeof IntersectionObserver === "undefined") return () => undefined;

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
  show("pending");
  observer.observe(list);

  return () => {
    observer.disconnect();
    show("static");
  };
}
