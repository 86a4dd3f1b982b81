import * as React from "react";

/** Calls `onEscape` when Escape is pressed anywhere while `active`. */
export function useEscapeKey(active: boolean, onEscape: () => void): void {
  const callback = React.useRef(onEscape);
  React.useEffect(() => {
    callback.current = onEscape;
  });
  React.useEffect(() => {
    if (!active) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") callback.current();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [active]);
}
