import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadSiteCatalog } from "~/config/site-catalog.server";
import { LANGUAGE_CODES } from "~/i18n/languages";
import { readCatalogSnapshot, writeCatalogSnapshot } from "./catalog-snapshot.server";

describe("a catalog snapshot", () => {
  const dir = mkdtempSync(join(tmpdir(), "catalog-snapshot-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const catalog = loadSiteCatalog(process.cwd());
  const file = join(dir, "catalog.bin");
  writeCatalogSnapshot(catalog, file);
  const copy = readCatalogSnapshot(file);

  it("gives back every page in every language as it was, its body read when asked for", () => {
    for (const code of LANGUAGE_CODES) {
      expect(copy.pagesIn(code).map((page) => JSON.stringify(page))).toEqual(
        catalog.pagesIn(code).map((page) => JSON.stringify(page)),
      );
      for (const { path } of catalog.pages)
        expect({ ...copy.page(code, path) }).toEqual({ ...catalog.page(code, path) });
    }
    expect(copy.home("ar")).toEqual(catalog.home("ar"));
    expect(copy.goals("zh")).toEqual(catalog.goals("zh"));
    expect(copy.languagesOf("/stories")).toEqual(catalog.languagesOf("/stories"));
  });

  it("keeps the bodies, most of its size, in a file of their own", () => {
    expect(statSync(`${file}.bodies`).size).toBeGreaterThan(statSync(file).size);
  });
});
