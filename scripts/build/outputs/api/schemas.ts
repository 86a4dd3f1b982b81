/**
 * The API's shapes as zod schemas, the one definition from which the build checks what it writes,
 * the tests validate the build's files and each shape's JSON Schema (draft 2020-12) is written
 * under /api/schema/ with zod's own `z.toJSONSchema`.
 */
import { z } from "zod";
import { COLLECTION_NAMES, DOCUMENT_ORGANS, DOCUMENT_TYPES, EVENT_KINDS } from "~/content/collections";
import { LANGUAGE_CODES } from "~/i18n/languages";

const language = z.enum(LANGUAGE_CODES as [string, ...string[]]).meta({
  description: "A language code of the site: ar, zh, en, fr, ru or es.",
});
const sitePath = z
  .string()
  .regex(/^\//)
  .meta({ description: "An address on the site, with its language prefix (none for English)." });
const date = z.iso.date().meta({ description: "A calendar date, YYYY-MM-DD." });

/** The kinds of page the site has: what a page's JSON holds depends on it. */
export const PAGE_KINDS = [
  "home",
  "article",
  "goal",
  "listing",
  "about",
  "memberStates",
  "sdgs",
  "documents",
  "events",
  "goals",
  "siteIndex",
  "search",
] as const;

/** A page a page lists or links to. */
const pageLink = z.object({
  path: sitePath,
  title: z.string(),
  summary: z.string().optional().meta({ description: "The sentence the page shows under it." }),
  date: date.optional().meta({ description: "The date the page shows beside it." }),
});

export const pageSchema = z
  .object({
    path: sitePath.meta({ description: "The page's address." }),
    url: z.url().meta({ description: "The page's absolute address." }),
    language,
    dir: z.enum(["ltr", "rtl"]).meta({ description: "The direction of the page's text." }),
    kind: z.enum(PAGE_KINDS).meta({
      description:
        "article: a content page (its collection says which); goal: a Sustainable Development Goal; listing: a page of a section, a year, a goal's stories or the news; the others are the site's own pages.",
    }),
    collection: z
      .enum(COLLECTION_NAMES)
      .optional()
      .meta({ description: "The collection of a content page (article, goal)." }),
    title: z.string(),
    summary: z.string().meta({ description: "The page's description: its lead or introduction." }),
    dates: z.object({
      published: date.optional(),
      updated: date.optional().meta({ description: "When the text last changed in substance." }),
      checked: date.optional().meta({ description: "When its sources were last checked." }),
    }),
    body: z
      .string()
      .nullable()
      .meta({ description: "The page's text as HTML, as the page shows it; null for a page with none." }),
    image: z
      .object({
        src: sitePath.meta({ description: "The largest rendering of the picture." }),
        alt: z.string().meta({ description: "What the picture shows, for those who cannot see it." }),
        caption: z.string().optional(),
        credit: z.string().optional(),
      })
      .nullable(),
    related: z.array(pageLink.pick({ path: true, title: true })),
    items: z
      .array(pageLink)
      .meta({ description: "The pages a listing, a section or the home page lists, in its order." }),
    translations: z
      .partialRecord(language, sitePath)
      .meta({ description: "The same page in the other languages it exists in." }),
    document: z
      .object({
        symbol: z.string().optional(),
        adopted: date,
        organ: z.enum(DOCUMENT_ORGANS),
        type: z.enum(DOCUMENT_TYPES),
        officialText: z.partialRecord(language, z.url()),
      })
      .optional(),
    event: z
      .object({
        kind: z.enum(EVENT_KINDS),
        day: z.string().regex(/^\d\d-\d\d$/).optional(),
        proclaimedBy: z.string().optional(),
        proclaimed: date.optional(),
        dateFixedBy: z.string().optional(),
        dateFixed: date.optional(),
        organ: z.string().optional(),
        starts: z.string().optional(),
        ends: z.string().optional(),
        timeZone: z.string().optional(),
        place: z.string().optional(),
      })
      .optional(),
    goals: z.array(z.number().int().min(1).max(17)).optional(),
  })
  .meta({ title: "Page", description: "A page of the site: what it says, in one language." });

export type PageRecord = z.infer<typeof pageSchema>;

/** A collection's file in one language: its rows and what they are. */
export function datasetFileSchema(name: string, description: string, row: z.ZodType) {
  return z
    .object({
      name: z.literal(name),
      description: z.string(),
      language,
      count: z.number().int().min(0),
      csv: sitePath.meta({ description: "The same rows as CSV." }),
      schema: sitePath.meta({ description: "This file's JSON Schema." }),
      rows: z.array(row),
    })
    .meta({ title: name, description });
}

export const indexSchema = z
  .object({
    description: z.string(),
    site: z.url(),
    languages: z.array(language),
    schemas: z.record(z.string(), sitePath),
    datasets: z.array(
      z.object({
        name: z.string(),
        description: z.string(),
        schema: sitePath,
        files: z.array(
          z.object({ language, json: sitePath, csv: sitePath, count: z.number().int() }),
        ),
      }),
    ),
    pages: z.array(
      z.object({
        path: sitePath,
        language,
        kind: z.enum(PAGE_KINDS),
        title: z.string(),
        json: sitePath,
      }),
    ),
  })
  .meta({
    title: "API index",
    description: "Every file of the site's API: the collections, and each page's content.",
  });

export type ApiIndex = z.infer<typeof indexSchema>;

/** A shape's JSON Schema, draft 2020-12, with its address as its $id. */
export function jsonSchemaOf(schema: z.ZodType, id: string): Record<string, unknown> {
  return { ...z.toJSONSchema(schema, { target: "draft-2020-12", io: "output" }), $id: id };
}
