import {
  BANDS_LAID_OUT_ATTRIBUTE,
  LAY_OUT_AFTER_PAINT_CLASS,
  PHOTO_AFTER_PAINT_CLASS,
} from "~/config/constants";
import { inlineScript } from "~/lib/inline-script";

/** The attribute of the inline script that names the page's script (`index.ts`, compiled). */
export const PAGE_SCRIPT_ATTRIBUTE = "data-page-script";

interface AfterFirstPaintOptions {
  attribute: string;
  /** How long after `load` it all starts where the browser never reports a first paint. */
  fallbackMs: number;
  bandClass: string;
  photoClass: string;
  laidOutAttribute: string;
}

/**
 * Runs in `<head>`. Once the page has painted from its HTML and its document is parsed:
 *
 * - it fetches the page's script. Nothing the first paint draws needs it, so the stylesheet and
 *   the hero image have the connection to themselves, and a script the preload scanner cannot
 *   see is not counted among what the first paint waited for;
 * - it lays out the bands the first layout skipped (`content-visibility: auto` until then), one a
 *   frame, so that no frame's layout is long, and marks `<html>` when the last one is done. The
 *   first paint then lays out what is near the first screen alone, and the page has its full
 *   height a few frames later, before a reader can scroll it;
 * - it shows, at once, the photos loaded when scrolled near, which the first layout left out (not
 *   displayed in their frames until then): none is fetched before the first paint.
 *
 * Where the browser reports no first contentful paint (no Paint Timing, or a privacy mode that
 * withholds it), both start shortly after `load` (docs/performance.md, "First paint"). Kept free
 * of imports and closures: it is serialised into the page.
 */
function afterFirstPaint(options: AfterFirstPaintOptions) {
  const src = document.currentScript && document.currentScript.getAttribute(options.attribute);
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    if (src) {
      const script = document.createElement("script");
      script.type = "module";
      script.src = src;
      document.head.appendChild(script);
    }
    const photos: Element[] = Array.prototype.slice.call(
      document.getElementsByClassName(options.photoClass),
    );
    photos.forEach((photo) => photo.classList.remove(options.photoClass));
    const bands: Element[] = Array.prototype.slice.call(
      document.getElementsByClassName(options.bandClass),
    );
    const layOutNext = () => {
      const band = bands.shift();
      if (!band) {
        document.documentElement.setAttribute(options.laidOutAttribute, "");
        return;
      }
      band.classList.remove(options.bandClass);
      window.requestAnimationFrame(layOutNext);
    };
    window.requestAnimationFrame(layOutNext);
  };
  // The script looks for the page's controls once, and the bands are all in the document: both
  // wait for the whole document.
  const whenParsed = () => {
    if (document.readyState === "loading")
      document.addEventListener("DOMContentLoaded", start, { once: true });
    else start();
  };
  window.addEventListener("load", () => window.setTimeout(whenParsed, options.fallbackMs), {
    once: true,
  });
  const types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  if (!types || types.indexOf("paint") < 0) return;
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntriesByName("first-contentful-paint").length) return;
    observer.disconnect();
    whenParsed();
  });
  observer.observe({ type: "paint", buffered: true });
}

/** The inline script's source text; its hash is published in the Content Security Policy. */
export const afterFirstPaintScript = /* @__PURE__ */ inlineScript<AfterFirstPaintOptions>(
  afterFirstPaint,
  {
    attribute: PAGE_SCRIPT_ATTRIBUTE,
    fallbackMs: 1000,
    bandClass: LAY_OUT_AFTER_PAINT_CLASS,
    photoClass: PHOTO_AFTER_PAINT_CLASS,
    laidOutAttribute: BANDS_LAID_OUT_ATTRIBUTE,
  },
);
