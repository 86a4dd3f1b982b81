import { z } from "zod";
import { describe, expect, it } from "vitest";
import { DATASETS } from "./datasets";
import { datasetFileSchema, indexSchema, jsonSchemaOf, pageSchema, type PageRecord } from "./schemas";

const page: PageRecord = {
  path: "/fr/stories/carbon-markets",
  url: "https://example.org/fr/stories/carbon-markets",
  language: "fr",
  dir: "ltr",
  kind: "article",
  collection: "stories",
  title: "Les marchés du carbone",
  summary: "Comment ils fonctionnent.",
  dates: { published: "2025-11-12" },
  body: "<p>Texte</p>",
  image: { src: "/images/x-1280.webp", alt: "Des pièces" },
  related: [{ path: "/fr/goals/13", title: "Mesures relatives à la lutte contre les changements climatiques" }],
  items: [],
  translations: { en: "/stories/carbon-markets" },
  goals: [13],
};

describe("the API's JSON Schemas", () => {
  const shapes = {
    page: pageSchema,
    index: indexSchema,
    ...Object.fromEntries(
      DATASETS.map((dataset) => [
        dataset.name,
        datasetFileSchema(dataset.name, dataset.description, dataset.row),
      ]),
    ),
  };

  it.each(Object.entries(shapes))("%s is a draft 2020-12 schema with its address", (name, shape) => {
    const schema = jsonSchemaOf(shape, `https://example.org/api/schema/${name}.json`);
    expect(schema.$schema).toBe("https://json-schema.org/draft/2020-12/schema");
    expect(schema.$id).toBe(`https://example.org/api/schema/${name}.json`);
    expect(schema.type).toBe("object");
    expect(Object.keys(schema.properties as object).length).toBeGreaterThan(3);
  });

  it("accepts a page's record and refuses one without a title or with a wrong date, read back from its JSON Schema", () => {
    const published = z.fromJSONSchema(jsonSchemaOf(pageSchema, "https://example.org/page.json"));
    expect(published.safeParse(page).success).toBe(true);
    expect(published.safeParse({ ...page, title: undefined }).success).toBe(false);
    expect(published.safeParse({ ...page, dates: { published: "12/11/2025" } }).success).toBe(
      false,
    );
    expect(published.safeParse({ ...page, language: "de" }).success).toBe(false);
  });
});
