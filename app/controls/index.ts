/**
 * The page's one script: starts each control the page has (registry.ts). A control that fails to
 * load or start leaves its plain HTML as it is; the others still start.
 */
import {
  CONTROL_ATTRIBUTE,
  CONTROLS_STARTED_ATTRIBUTE,
  EVERY_PAGE_CONTROLS,
  PAGE_CONTROLS,
} from "./registry";

export function startControls(root: ParentNode = document): void {
  for (const element of root.querySelectorAll<HTMLElement>(`[${CONTROL_ATTRIBUTE}]`)) {
    for (const name of (element.getAttribute(CONTROL_ATTRIBUTE) ?? "").split(" ")) {
      const start = EVERY_PAGE_CONTROLS[name];
      if (start) {
        try {
          start(element);
        } catch (error) {
          console.error(error);
        }
        continue;
      }
      const load = PAGE_CONTROLS[name];
      if (load) void load().then(({ start: startLoaded }) => startLoaded(element), console.error);
    }
  }
}

startControls();
// Says that the page's script ran, as GOV.UK Frontend marks its pages: tests wait for it.
document.documentElement.setAttribute(CONTROLS_STARTED_ATTRIBUTE, "");
