import type { CmsField } from "decap-cms-core";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { COLLECTION_NAMES, COLLECTIONS, GOAL_NUMBERS, GOAL_STORIES } from "~/content/collections";
import * as schema from "~/content/schema";
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from "~/i18n/languages";
import { editorConfig } from "./cms-config";

const config = editorConfig({ localBackend: "http://127.0.0.1:8081/api/v1" });
const collection = (name: string) => config.collections.find((each) => each.name === name);
const names = (fields: readonly CmsField[] = []) => fields.map((field) => field.name).sort();
const translated = (fields: readonly CmsField[] = []) =>
  names(fields.filter((field) => field.i18n === true));
const listItems = (field: CmsField | undefined) =>
  field && "fields" in field ? (field.fields ?? []) : [];
const keys = (schema: z.ZodObject) => Object.keys(schema.shape).sort();

describe("the editor's configuration", () => {
  it("edits every collection's files in every language, beside their English source", () => {
    expect(config.i18n).toEqual({
      structure: "multiple_files",
      locales: [DEFAULT_LANGUAGE, ...LANGUAGE_CODES.filter((code) => code !== DEFAULT_LANGUAGE)],
      default_locale: DEFAULT_LANGUAGE,
    });
    expect(config.collections.map((each) => each.folder)).toEqual([
      ...COLLECTION_NAMES.map((name) => `content/${name}`),
      "content/home",
      "content/notice",
    ]);
    expect(config.collections.every((each) => each.i18n === true)).toBe(true);
    expect([config.media_folder, config.public_folder]).toEqual([
      "public/images/uploads",
      "images/uploads",
    ]);
  });

  it("has the fields of the content format, translated where translations hold them", () => {
    for (const name of COLLECTION_NAMES) {
      const fields = collection(name)?.fields;
      const [english, translation] =
        name === "goals"
          ? [schema.goalSchema, schema.goalTranslationSchema]
          : name === "documents"
            ? [schema.documentSchema, schema.translationSchema]
            : name === "events"
              ? [schema.eventSchema, schema.eventTranslationSchema]
              : [schema.pageSchema, schema.translationSchema];
      const format = keys(english).filter(
        (key) =>
          (key !== "date" || COLLECTIONS[name].dated) && (key !== "goals" || name === GOAL_STORIES),
      );
      // Every field of English or of a translation (englishVersion is a translation's only).
      expect([name, names(fields)]).toEqual([
        name,
        [...new Set([...format, ...keys(translation)]), "body"].sort(),
      ]);
      expect([name, translated(fields)]).toEqual([name, [...keys(translation), "body"].sort()]);
      expect(fields?.filter((field) => field.i18n !== true).every((f) => f.i18n === false)).toBe(
        true,
      );
    }
  });

  it("offers stories the goals they concern, by number, written in English", () => {
    const goals = collection(GOAL_STORIES)?.fields?.find((field) => field.name === "goals");
    expect(goals).toMatchObject({ widget: "select", multiple: true, required: false, i18n: false });
    const options = (goals as { options: { value: number }[] }).options;
    expect(options.map((option) => option.value)).toEqual(GOAL_NUMBERS);
  });

  it("edits the goals' files without adding or removing a goal, the colour in English only", () => {
    const goals = collection("goals");
    expect(goals).toMatchObject({ folder: "content/goals", create: false, delete: false });
    expect(goals?.fields?.find((field) => field.name === "colour")).toMatchObject({
      widget: "color",
      i18n: false,
    });
  });

  it("has the home page's records, translated by link", () => {
    const fields = collection("home")?.fields ?? [];
    expect(names(fields)).toEqual(keys(schema.homeSchema));
    for (const list of fields) {
      const items = listItems(list);
      const english =
        schema.homeSchema.shape[list.name as keyof typeof schema.homeSchema.shape].element;
      const translation = (
        schema.homeTranslationSchema.shape[
          list.name as keyof typeof schema.homeTranslationSchema.shape
        ] as z.ZodArray<z.ZodObject>
      ).element;
      expect([list.name, names(items)]).toEqual([list.name, keys(english)]);
      expect([list.name, translated(items)]).toEqual([list.name, keys(translation)]);
    }
  });

  it("lists related pages by title when it knows the site's pages", () => {
    const withPages = editorConfig({ localBackend: "http://127.0.0.1:8081/api/v1" }, [
      { path: "/faq", title: "Frequently Asked Questions" },
    ]);
    const stories = withPages.collections.find((each) => each.name === "stories");
    expect(stories?.fields?.find((field) => field.name === "related")).toMatchObject({
      widget: "select",
      multiple: true,
      options: [{ label: "Frequently Asked Questions (/faq)", value: "/faq" }],
    });
  });

  it("writes the working copy through decap-server in development, pull requests in production", () => {
    expect(config).toMatchObject({
      backend: { name: "proxy", proxy_url: "http://127.0.0.1:8081/api/v1" },
      publish_mode: "simple",
    });
    const production = editorConfig({
      repo: "example/portal",
      branch: "main",
      authUrl: "https://auth.example.org",
    });
    expect(production).toMatchObject({
      backend: {
        name: "github",
        repo: "example/portal",
        branch: "main",
        base_url: "https://auth.example.org",
      },
      publish_mode: "editorial_workflow",
    });
  });
});
