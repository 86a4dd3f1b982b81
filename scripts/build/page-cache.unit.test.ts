import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { catalogFrom, type Catalog, type CatalogData } from "~/content/catalog.server";
import type { ContentPage } from "~/content/types";
import { replaceFile } from "../postbuild/cache.mjs";
import { finishedWriter } from "../postbuild/finish-page.mjs";
import { pageCache, pageFile } from "./page-cache";

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

const story = (slug: string, title: string): ContentPage => ({
  path: `/stories/${slug}`,
  collection: "stories",
  title,
  lead: "L",
  date: "2025-01-01",
  html: "<p>Text</p>",
  sections: [],
  related: [],
});

const catalogOf = (pages: ContentPage[]) =>
  ({
    page: (code: string, path: string) =>
      code === "en" ? pages.find((page) => page.path === path) : undefined,
    pagesIn: (code: string) => (code === "en" ? pages : []),
    languagesOf: () => ["en"],
    goals: () => [],
  }) as unknown as Catalog;

/** A catalog made from its records, as the build's is (the pages drawn from the whole site can be kept). */
const catalogFromRecords = (pages: ContentPage[]) =>
  catalogFrom({
    pages: pages.map(({ path }) => ({ path, languages: ["en"] })),
    resolved: new Map([["en", pages]]),
    home: new Map(),
    notices: new Map(),
    goals: new Map(),
    addresses: new Map([["en", new Set(pages.map(({ path }) => path))]]),
    uploads: [],
    waiting: [],
    warnings: [],
  } as unknown as CatalogData);

const PATHS = ["/", "/stories", "/stories/a", "/stories/b", "/stories/c"];

/** Finishing as the build does it, in short: the file is marked, and only brotli is smaller. */
const finishFile = (_file: string, body: string) => ({
  content: Buffer.from(`${body} (finished)`),
  siblings: { ".br": Buffer.from("br"), ".gz": null },
});

/** A site with its sources, and a build that "renders" the paths it is given. */
function site() {
  const root = mkdtempSync(join(tmpdir(), "page-cache-"));
  roots.push(root);
  mkdirSync(join(root, "app"));
  writeFileSync(join(root, "app", "root.tsx"), "export default 1;");
  const clientDir = join(root, "build", "client");
  const jsonFile = (path: string) => join(clientDir, "api", "content", `${path}.json`);
  const build = (catalog: Catalog) => {
    rmSync(join(root, "build"), { recursive: true, force: true });
    const cache = pageCache({
      root,
      clientDir,
      dir: join(root, ".cache", "pages"),
      catalog,
    });
    const rendered = cache.toRender(PATHS);
    const files = cache.filesOf(PATHS, rendered);
    // The renderer writes each page finished, into the build and the cache (render-worker.ts).
    const writer = finishedWriter();
    for (const path of rendered) {
      writer.write(
        pageFile(clientDir, path),
        finishFile("", `${path} ${catalog.page("en", path)?.title ?? ""}`),
        files[path],
      );
      // A content page's API JSON too, kept beside its HTML.
      if (path.startsWith("/stories/"))
        writer.write(
          jsonFile(path),
          finishFile("", `{"path":"${path}"}`),
          files[path]?.replace(/\.html$/, ".json"),
        );
    }
    const htmlInPlace = vi.fn();
    return {
      rendered,
      htmlInPlace,
      finish: () => cache.reuse(PATHS, new Set(rendered), { jsonFile, htmlInPlace }),
    };
  };
  return { root, clientDir, jsonFile, build };
}

describe("the page cache", () => {
  it("renders every page once, then only the pages whose record changed", async () => {
    const { clientDir, jsonFile, build } = site();
    const first = build(catalogOf([story("a", "A"), story("b", "B"), story("c", "C")]));
    expect(first.rendered).toEqual(PATHS);
    expect(await first.finish()).toMatchObject({ reused: 0 });

    const second = build(catalogOf([story("a", "A"), story("b", "B, edited"), story("c", "C")]));
    expect(second.rendered).toEqual(["/", "/stories", "/stories/b"]);
    const { finished, json, ...counts } = await second.finish();
    expect(counts).toEqual({ reused: 2 });
    // Their API JSON too, with its siblings, once their HTML is in place.
    expect(second.htmlInPlace).toHaveBeenCalledOnce();
    expect([...json]).toEqual([jsonFile("/stories/a"), jsonFile("/stories/c")]);
    expect(readFileSync(jsonFile("/stories/a"), "utf8")).toBe('{"path":"/stories/a"} (finished)');
    expect(readFileSync(`${jsonFile("/stories/a")}.br`, "utf8")).toBe("br");
    expect(existsSync(`${jsonFile("/stories/a")}.gz`)).toBe(false);
    // The pages not rendered are the previous build's, finished, in their place in the build,
    // with the compressed siblings that were smaller.
    const html = pageFile(clientDir, "/stories/a");
    expect(readFileSync(html, "utf8")).toBe("/stories/a A (finished)");
    expect(readFileSync(`${html}.br`, "utf8")).toBe("br");
    expect(existsSync(`${html}.gz`)).toBe(false);
    expect(readFileSync(pageFile(clientDir, "/stories/b"), "utf8")).toBe(
      "/stories/b B, edited (finished)",
    );
    // The pages reused are listed as finished, for the finishing steps to leave alone.
    expect(finished).toEqual([
      pageFile(clientDir, "/stories/a"),
      pageFile(clientDir, "/stories/c"),
    ]);
  });

  it("links the pages it reuses to its copies, which a finishing step's new file leaves as they are", async () => {
    const { clientDir, build } = site();
    const catalog = catalogOf([story("a", "A"), story("b", "B"), story("c", "C")]);
    await build(catalog).finish();
    await build(catalog).finish();
    const html = pageFile(clientDir, "/stories/b");
    const cached = readdirSync(join(clientDir, "..", "..", ".cache", "pages"))
      .map((name) => join(clientDir, "..", "..", ".cache", "pages", name))
      .filter((file) => statSync(file).ino === statSync(html).ino);
    expect(cached).toHaveLength(1);
    await replaceFile(html, "finished");
    expect(readFileSync(html, "utf8")).toBe("finished");
    expect(readFileSync(cached[0] ?? "", "utf8")).toBe("/stories/b B (finished)");
  });

  it("renders nothing again when nothing changed", async () => {
    const { build } = site();
    const catalog = catalogOf([story("a", "A"), story("b", "B"), story("c", "C")]);
    await build(catalog).finish();
    const again = build(catalog);
    expect(again.rendered).toEqual(["/", "/stories"]);
    expect(await again.finish()).toMatchObject({ reused: 3 });
  });

  it("keeps the pages drawn from the whole site while no record but a body changes", async () => {
    const { build } = site();
    await build(catalogFromRecords([story("a", "A"), story("b", "B"), story("c", "C")])).finish();
    const body = build(
      catalogFromRecords([story("a", "A"), { ...story("b", "B"), html: "<p>New</p>" }, story("c", "C")]),
    );
    expect(body.rendered).toEqual(["/stories/b"]);
    await body.finish();
    const title = build(
      catalogFromRecords([story("a", "A"), { ...story("b", "B, edited"), html: "<p>New</p>" }, story("c", "C")]),
    );
    expect(title.rendered).toEqual(["/", "/stories", "/stories/b"]);
  });

  it("renders everything again when the code changes", async () => {
    const { root, build } = site();
    const catalog = catalogOf([story("a", "A"), story("b", "B"), story("c", "C")]);
    await build(catalog).finish();
    writeFileSync(join(root, "app", "root.tsx"), "export default 2;");
    expect(build(catalog).rendered).toEqual(PATHS);
  });

  it("renders everything again in another environment, such as React's development code", async () => {
    const { build } = site();
    const catalog = catalogOf([story("a", "A"), story("b", "B"), story("c", "C")]);
    await build(catalog).finish();
    const previous = process.env.VITE_SITE_URL;
    process.env.VITE_SITE_URL = "https://example.org";
    try {
      expect(build(catalog).rendered).toEqual(PATHS);
    } finally {
      if (previous === undefined) delete process.env.VITE_SITE_URL;
      else process.env.VITE_SITE_URL = previous;
    }
  });
});
