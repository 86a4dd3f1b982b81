import { inlineScript } from "~/lib/inline-script";

/** The attribute of the inline script that names the page's script (`index.ts`, compiled). */
export const PAGE_SCRIPT_ATTRIBUTE = "data-page-script";

interface PageScriptOptions {
  attribute: string;
  /** How long after `load` the script is fetched where the browser never reports a first paint. */
  fallbackMs: number;
}

/**
 * Runs in `<head>`: fetches the page's script once the page has painted from its HTML and its
 * document is parsed. Nothing the first paint draws needs it, so the stylesheet and the hero image
 * have the connection to themselves, and a script the preload scanner cannot see is not counted
 * among what the first paint waited for (docs/performance.md, "First paint"). Where the browser
 * reports no first contentful paint (no Paint Timing, or a privacy mode that withholds it), the
 * script is fetched shortly after `load`. Kept free of imports and closures: it is serialised into
 * the page.
 */
function loadPageScriptAfterFirstPaint(options: PageScriptOptions) {
  const src = document.currentScript && document.currentScript.getAttribute(options.attribute);
  if (!src) return;
  let requested = false;
  const append = () => {
    if (requested) return;
    requested = true;
    const script = document.createElement("script");
    script.type = "module";
    script.src = src;
    document.head.appendChild(script);
  };
  // The script looks for the page's controls once: it waits for the whole document.
  const whenParsed = () => {
    if (document.readyState === "loading")
      document.addEventListener("DOMContentLoaded", append, { once: true });
    else append();
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
export const pageScriptLoader = /* @__PURE__ */ inlineScript<PageScriptOptions>(
  loadPageScriptAfterFirstPaint,
  { attribute: PAGE_SCRIPT_ATTRIBUTE, fallbackMs: 1000 },
);
