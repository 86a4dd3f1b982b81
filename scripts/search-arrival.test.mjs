// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  APP_START_HOLD_MS,
  ARRIVAL_MODULE,
  arrivalModules,
  arrivalScript,
  indexVersion,
  SEARCH_VIEW_MODULE,
  withArrivalScript,
} from "./search-arrival.mjs";

const VITE_MANIFEST = {
  "node_modules/@react-router/dev/dist/config/defaults/entry.client.tsx": {
    file: "assets/entry.client-E.js",
    isEntry: true,
    imports: ["_jsx-runtime-J.js"],
  },
  "app/root.tsx?__react-router-build-client-route": {
    file: "assets/root-R.js",
    imports: ["_jsx-runtime-J.js", "_languages-L.js"],
  },
  "_jsx-runtime-J.js": { file: "assets/jsx-runtime-J.js" },
  "_languages-L.js": { file: "assets/languages-L.js" },
  "_pagefind-P.js": { file: "assets/pagefind-P.js" },
  "_link-K.js": { file: "assets/link-K.js", imports: ["_languages-L.js"] },
  [ARRIVAL_MODULE]: { file: "assets/search-arrival-A.js", imports: ["_pagefind-P.js"] },
  [SEARCH_VIEW_MODULE]: {
    file: "assets/search-view-V.js",
    imports: ["_jsx-runtime-J.js", "_link-K.js", "_pagefind-P.js"],
  },
};

const ENTRY_FILE = JSON.stringify({
  version: "1.6.0",
  languages: { en: { hash: "en_123", wasm: "en", page_count: 51 } },
});

describe("the search page's arrival script", () => {
  it("loads the search's and the view's chunks, less those the application's start brings", () => {
    expect(arrivalModules(VITE_MANIFEST)).toEqual({
      module: "/assets/search-arrival-A.js",
      searchChunks: ["/assets/pagefind-P.js"],
      viewChunks: ["/assets/search-view-V.js", "/assets/link-K.js"],
    });
  });

  it("stops the build when a module it needs is not in Vite's manifest", () => {
    const withoutView = Object.fromEntries(
      Object.entries(VITE_MANIFEST).filter(([key]) => key !== SEARCH_VIEW_MODULE),
    );
    expect(() => arrivalModules(withoutView)).toThrow(`${SEARCH_VIEW_MODULE} is not in`);
  });

  it("names the index's version after its entry file and the lists of its older parts", () => {
    const list =
      '{"since":"2026-01-01","parts":[{"path":"/pagefind/older/en-0123456789ab/","pages":9}]}';
    const version = indexVersion([ENTRY_FILE, list]);
    expect(version).toMatch(/^[0-9a-f]{12}$/);
    expect(indexVersion([ENTRY_FILE.replace("51", "52"), list])).not.toBe(version);
    expect(indexVersion([ENTRY_FILE, list.replace("0123", "3210")])).not.toBe(version);
  });

  it("goes first in the head, and does nothing for a page opened without a query", () => {
    const script = arrivalScript({
      module: "/assets/search-arrival-A.js",
      version: "v1",
      searchScripts: ["/pagefind/pagefind.js"],
      viewScripts: ["/assets/search-view-V.js"],
    });
    const html = withArrivalScript(
      '<html><head><meta charSet="utf-8"/><title>Search</title></head></html>',
      script,
      "/search/index.html",
    );
    expect(html).toBe(
      `<html><head><meta charSet="utf-8"/><script>${script}</script><title>Search</title></head></html>`,
    );
    expect(script).toMatch(
      /^if\(new URLSearchParams\(location\.search\)\.get\("q"\)\?\.trim\(\)\)/,
    );
    expect(script).toContain('m.arrive("v1")');
    expect(() => withArrivalScript("<html></html>", script, "/search/index.html")).toThrow(
      "/search/index.html has no <meta charSet>",
    );
  });

  it("holds the application's start until the results are drawn, or at most APP_START_HOLD_MS", async () => {
    const script = arrivalScript({
      module: "/assets/search-arrival-A.js",
      version: "v1",
      searchScripts: [],
      viewScripts: [],
    });
    /** The script run on a page at `search`, its arrival settling when `arrived` resolves. */
    const run = (/** @type {string} */ search, /** @type {Promise<void>} */ arrived) => {
      /** @type {{ __appStartHold?: Promise<void> }} */
      const window = {};
      /** @type {number[]} */
      const timeouts = [];
      new Function(
        "window",
        "location",
        "PerformanceObserver",
        "requestAnimationFrame",
        "setTimeout",
        "import_",
        script.replaceAll("import(", "import_("),
      )(
        window,
        { search },
        {},
        (/** @type {() => void} */ callback) => callback(),
        (/** @type {() => void} */ callback, /** @type {number | undefined} */ delay) => {
          if (delay === undefined) callback();
          else timeouts.push(delay);
        },
        () => Promise.resolve({ arrive: () => arrived }),
      );
      return { hold: window.__appStartHold, timeouts };
    };
    expect(run("", Promise.resolve()).hold).toBeUndefined();
    let arrive = () => {};
    const { hold, timeouts } = run(
      "?q=climate",
      new Promise((resolve) => (arrive = () => resolve(undefined))),
    );
    expect(timeouts).toEqual([APP_START_HOLD_MS]);
    let released = false;
    void hold?.then(() => (released = true));
    await new Promise((resolve) => setTimeout(resolve));
    expect(released).toBe(false);
    arrive();
    await new Promise((resolve) => setTimeout(resolve));
    expect(released).toBe(true);
    // An arrival that fails releases the start all the same.
    const failed = run("?q=climate", Promise.reject(new Error("offline")));
    await expect(failed.hold).resolves.toBeUndefined();
  });
});
