import { describe, expect, it } from "vitest";
import { contentJsonPath, datasetPath, pageOfContentJson, schemaPath } from "./paths";

describe("the API's addresses", () => {
  it("puts a page's content at its address plus .json under /api/content", () => {
    expect(contentJsonPath("/stories/carbon-markets")).toBe(
      "/api/content/stories/carbon-markets.json",
    );
    expect(contentJsonPath("/fr/stories/carbon-markets")).toBe(
      "/api/content/fr/stories/carbon-markets.json",
    );
    expect(contentJsonPath("/news/page/2")).toBe("/api/content/news/page/2.json");
  });

  it("puts the home pages at index.json and <code>.json", () => {
    expect(contentJsonPath("/")).toBe("/api/content/index.json");
    expect(contentJsonPath("/fr")).toBe("/api/content/fr.json");
    expect(contentJsonPath("/zh/")).toBe("/api/content/zh.json");
  });

  it("finds the page again from its content's address", () => {
    for (const page of ["/", "/fr", "/stories/carbon-markets", "/ar/goals/7/stories/page/2"])
      expect(pageOfContentJson(contentJsonPath(page))).toBe(page);
    expect(pageOfContentJson("/api/documents.json")).toBeUndefined();
  });

  it("puts a collection at /api/<name> in English and /api/<code>/<name> in the others", () => {
    expect(datasetPath("documents", "en", "json")).toBe("/api/documents.json");
    expect(datasetPath("documents", "en", "csv")).toBe("/api/documents.csv");
    expect(datasetPath("events", "fr", "csv")).toBe("/api/fr/events.csv");
    expect(schemaPath("page")).toBe("/api/schema/page.json");
  });
});
