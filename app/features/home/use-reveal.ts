import * as React from "react";

export type RevealState = "static" | "pending" | "revealed";

/**
 * Holds a block back until it scrolls into view, then lets it animate in.
 * Rendered on the server (and without JavaScript) as "static", so content is never hidden for good.
 */
export function useReveal<T extends Element>() {
  const ref = React.useRef<T>(null);
  const [state, setState] = React.useState<RevealState>("static");

  React.useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setState("revealed");
          observer.disconnect();
        }
      },
      { rootMargin: "0px 0px -10% 0px" },
    );
    setState("pending");
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return { ref, state };
}
