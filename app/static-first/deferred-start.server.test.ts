// @vitest-environment node
import { describe, expect, it, vi } from "vitest";
import { deferAppStart } from "./deferred-start.server";

const PAGE = `<html><head><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/root-2.js"/><link rel="modulepreload" href="/assets/jsx-runtime-5.js"/><link rel="stylesheet" href="/assets/app.css"/></head><body><main>Text</main><script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-2.js";
import * as route1 from "/assets/home-3.js";
  
  window.__reactRouterRouteModules = {"root":route0,"home":route1};

import("/assets/entry.client-4.js");</script></body></html>`;

describe("deferAppStart", () => {
  const html = deferAppStart(PAGE);

  it("removes the module preloads and keeps everything else", () => {
    expect(html).not.toContain(`<link rel="modulepreload"`);
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    expect(html).toContain("<main>Text</main>");
  });

  /** The deferred bootstrap run with stand-ins of the browser's objects it uses. */
  function runBootstrap(window: { __reactRouterRouteModules?: unknown; __appStartHold?: unknown }) {
    const script = /<script type="module">([\s\S]*)<\/script>/.exec(html)?.[1] ?? "";
    expect(script).not.toMatch(/^import /m);
    const imported: string[] = [];
    const preloaded: string[] = [];
    const document = {
      createElement: () => ({ rel: "", href: "" }),
      head: {
        append: (link: { rel: string; href: string }) => {
          expect(link.rel).toBe("modulepreload");
          preloaded.push(link.href);
        },
      },
    };
    type PaintList = { getEntriesByName: (name: string) => unknown[] };
    const observers: { callback: (list: PaintList, observer: unknown) => void; self: unknown }[] =
      [];
    class PerformanceObserver {
      static supportedEntryTypes = ["paint"];
      constructor(callback: (list: PaintList, observer: unknown) => void) {
        observers.push({ callback, self: this });
      }
      observe(options: { type: string }) {
        expect(options.type).toBe("paint");
      }
      disconnect() {}
    }
    const report = (names: string[]) =>
      observers.forEach(({ callback, self }) =>
        callback({ getEntriesByName: (name) => (names.includes(name) ? [{}] : []) }, self),
      );
    const run = new Function(
      "window",
      "document",
      "PerformanceObserver",
      "setTimeout",
      "import_",
      script.replaceAll("import(", "import_("),
    );
    run(
      window,
      document,
      PerformanceObserver,
      (callback: () => void) => callback(),
      (url: string) => {
        imported.push(url);
        return Promise.resolve({ url });
      },
    );
    return { imported, preloaded, report };
  }

  const settled = () => new Promise((resolve) => setTimeout(resolve));

  it("starts the same modules once the page has painted, then the entry, with the route modules set", async () => {
    const window: { __reactRouterRouteModules?: unknown } = {};
    const { imported, preloaded, report } = runBootstrap(window);
    report(["first-paint"]);
    expect(imported).toEqual([]);
    expect(preloaded).toEqual([]);
    report(["first-contentful-paint"]);
    await settled();
    expect(preloaded.toSorted()).toEqual([
      "/assets/entry.client-4.js",
      "/assets/home-3.js",
      "/assets/jsx-runtime-5.js",
      "/assets/manifest-1.js",
      "/assets/root-2.js",
    ]);
    expect(imported).toEqual([
      "/assets/manifest-1.js",
      "/assets/root-2.js",
      "/assets/home-3.js",
      "/assets/entry.client-4.js",
    ]);
    expect(window.__reactRouterRouteModules).toEqual({
      root: { url: "/assets/root-2.js" },
      home: { url: "/assets/home-3.js" },
    });
  });

  it("waits past the first paint for a hold the page's HTML set, then starts", async () => {
    let release = () => {};
    const window = { __appStartHold: new Promise<void>((resolve) => (release = resolve)) };
    const { imported, preloaded, report } = runBootstrap(window);
    report(["first-contentful-paint"]);
    await settled();
    expect(imported).toEqual([]);
    expect(preloaded).toEqual([]);
    release();
    await settled();
    expect(imported.at(-1)).toBe("/assets/entry.client-4.js");
    expect(preloaded).toHaveLength(5);
  });

  it("reads development's bootstrap, whose side-effect imports share a line, and runs them in order", async () => {
    const development = PAGE.replace(
      'import "/assets/manifest-1.js";',
      'import "/@id/hmr-runtime";import "/assets/manifest-1.js";',
    );
    const script = /<script type="module">([\s\S]*)<\/script>/.exec(
      deferAppStart(development),
    )?.[1];
    expect(script).toContain(
      'import("/@id/hmr-runtime")).then(()=>import("/assets/manifest-1.js"))',
    );
  });

  it("keeps the framework's own start, and says so once, for a bootstrap it does not understand", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const unknown = PAGE.replace('import("/assets/entry', 'eval("x");import("/assets/entry');
    expect(deferAppStart(unknown)).toBe(unknown);
    expect(deferAppStart("<html></html>")).toBe("<html></html>");
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(
      /React Router's bootstrap script.*eval\("x"\)|eval\("x"\).*React Router's bootstrap script/,
    );
    warn.mockRestore();
  });
});
