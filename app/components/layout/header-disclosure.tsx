import * as React from "react";
import { usePathname } from "~/hooks/use-pathname";

/**
 * The header's panels (search, languages) are native `<details>`: they open and close without
 * JavaScript. With it, Escape closes the open one (focus back on its summary), as does a click
 * elsewhere or moving to another page; sharing a `name`, opening one closes the other.
 */
export function useHeaderDisclosures(header: React.RefObject<HTMLElement | null>) {
  const pathname = usePathname();

  React.useEffect(() => {
    const openPanels = () =>
      Array.from(header.current?.querySelectorAll<HTMLDetailsElement>("details[open]") ?? []);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      for (const panel of openPanels()) {
        panel.open = false;
        panel.querySelector("summary")?.focus();
      }
    };
    const onPointerDown = (event: PointerEvent) => {
      for (const panel of openPanels())
        if (!panel.contains(event.target as Node)) panel.open = false;
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, [header]);

  React.useEffect(() => {
    for (const panel of header.current?.querySelectorAll("details[open]") ?? [])
      (panel as HTMLDetailsElement).open = false;
  }, [header, pathname]);
}

/** The one name of the header's panels: the browser keeps at most one of them open. */
export const HEADER_PANELS = "site-header-panel";
