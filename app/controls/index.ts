/**
 * The page's one script: starts each control the page has (registry.ts). A control that fails to
 * load or start leaves its plain HTML as it is; the others still start. The page asks for it once
 * it has painted and its document is parsed (after-first-paint.ts), so the controls it fetches
 * are not among what the first paint waits for either.
 */
import {
  CONTROL_ATTRIBUTE,
  CONTROL_IF_ATTRIBUTE,
  CONTROLS_STARTED_ATTRIBUTE,
  EVERY_PAGE_CONTROLS,
  PAGE_CONTROLS,
} from "./registry";

/** Starts the controls under `root`; resolves once the fetched ones have started or failed. */
export async function startControls(root: ParentNode = document): Promise<void> {
  const loading: Promise<void>[] = [];
  for (const element of root.querySelectorAll<HTMLElement>(`[${CONTROL_ATTRIBUTE}]`)) {
    // A control needed only while `<html>` has a class (the splash, on a tab's first load).
    const needs = element.getAttribute(CONTROL_IF_ATTRIBUTE);
    if (needs && !document.documentElement.classList.contains(needs)) continue;
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
      if (load)
        loading.push(
          load()
            .then(({ start: startLoaded }) => void startLoaded(element))
            .catch(console.error),
        );
    }
  }
  await Promise.all(loading);
}

// Says that the page's controls have started, the fetched ones included, as GOV.UK Frontend marks
// its pages: tests wait for it before they act.
void startControls().then(() =>
  document.documentElement.setAttribute(CONTROLS_STARTED_ATTRIBUTE, ""),
);
