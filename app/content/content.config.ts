/**
 * The content's collections, each defined once, as Astro's content.config.ts defines them: its
 * files (loader), their schema in English and in translation (schema.ts), and how the editor shows
 * them (editor-fields.ts). The build reads files with them (read.server.ts), the editor checks
 * entries with them (app/admin/validation.ts) and builds its form from them (app/admin/cms-config.ts).
 * Where each collection's pages are served, and which are dated, is collections.ts: the routes read it.
 */
import { COLLECTIONS, GOAL_NUMBERS, type CollectionName } from "./collections";
import { defineCollection, pageFiles, recordFiles, type EditorRules } from "./define-collection";
import { goalFields, HOME_FIELDS, NOTICE_FIELDS, pageFields } from "./editor-fields";
import { HOME_FILE, MEMBER_STATES_FILE, NOTICE_FILE } from "./patterns";
import {
  documentSchema,
  eventSchema,
  eventTranslationSchema,
  goalSchema,
  goalTranslationSchema,
  homeSchema,
  homeTranslationSchema,
  memberStatesSchema,
  memberStatesTranslationSchema,
  noticeSchema,
  noticeTranslationSchema,
  pageSchema,
  translationSchema,
} from "./schema";

/** A page's schemas: every field in English, the translated ones in a translation. */
const PAGE_SCHEMAS = { english: pageSchema, translation: translationSchema };

/** How the editor shows a collection of pages: added from the English title, never removed. */
function pageEditor(name: CollectionName, label: string, singular: string): EditorRules {
  return {
    label,
    singular,
    description: `Pages at ${COLLECTIONS[name].base}/<address>. The address is made from the English title when the page is first saved.`,
    create: true,
    // Other pages may link to a page: removing one is a developer's change.
    delete: false,
    slug: "{{slug}}",
    identifier_field: "title",
    summary: "{{title}}",
    fields: (pages) => pageFields(name, pages),
  };
}

/** A collection of pages with the page schema. */
const pages = (name: CollectionName, label: string, singular: string) =>
  defineCollection({
    name,
    loader: pageFiles(name),
    schema: PAGE_SCHEMAS,
    editor: pageEditor(name, label, singular),
  });

/** Every collection, the pages' in their order (COLLECTION_NAMES), then the home page's records and the notice. */
export const collections = {
  about: pages("about", "About", "About page"),
  stories: pages("stories", "Stories", "Story"),
  structure: pages("structure", "Structure", "Principal organ"),
  "global-issues": pages("global-issues", "Global issues", "Global issue"),
  media: pages("media", "Media", "Media page"),
  documents: defineCollection({
    name: "documents",
    loader: pageFiles("documents"),
    schema: { english: documentSchema, translation: translationSchema },
    editor: pageEditor("documents", "Documents", "Document"),
  }),
  events: defineCollection({
    name: "events",
    loader: pageFiles("events"),
    schema: { english: eventSchema, translation: eventTranslationSchema },
    editor: pageEditor("events", "Events and international days", "Event or international day"),
  }),
  topics: pages("topics", "Topics", "Topic"),
  help: pages("help", "Help", "Help page"),
  goals: defineCollection({
    name: "goals",
    // Numbered 1 to 17, each in every language: the home page of every language shows them all.
    loader: pageFiles("goals", GOAL_NUMBERS),
    schema: { english: goalSchema, translation: goalTranslationSchema },
    editor: {
      label: "Sustainable Development Goals",
      singular: "Goal",
      description: `The ${GOAL_NUMBERS.length} goals, one page each at ${COLLECTIONS.goals.base}/<number>; the home page and ${COLLECTIONS.goals.base} show them as tiles.`,
      // The goals are numbered 1 to 17: none is added or removed.
      create: false,
      delete: false,
      identifier_field: "title",
      summary: "{{slug}}. {{title}}",
      fields: goalFields,
    },
  }),
  /**
   * The home page's records, content/home/home.<language>.yml: a folder of one entry, as Decap writes
   * `multiple_files` for folders only (a file collection's i18n is one file for every language).
   */
  home: defineCollection({
    name: "home",
    loader: recordFiles("home", HOME_FILE, "the home page's records are named home.<language>.yml"),
    schema: { english: homeSchema, translation: homeTranslationSchema },
    editor: {
      label: "Home page",
      description:
        "Which pages the home page features, in what order, and their cards' text in each language.",
      create: false,
      delete: false,
      summary: "Home page cards",
      // The one entry has no title to list it by; its summary names it.
      identifier_field: "stories",
      fields: () => HOME_FIELDS,
    },
  }),
  /**
   * The notice, content/notice/notice.<language>.yml: one entry, which an editor creates to switch
   * the notice on and whose dates take it down.
   */
  notice: defineCollection({
    name: "notice",
    loader: recordFiles("notice", NOTICE_FILE, "the notice is named notice.<language>.yml"),
    schema: { english: noticeSchema, translation: noticeTranslationSchema },
    editor: {
      label: "Notice",
      description: "A notice every page shows at its top between two days, in each language.",
      create: true,
      delete: true,
      slug: "notice",
      summary: "{{text}}",
      identifier_field: "text",
      fields: () => NOTICE_FIELDS,
    },
  }),
  /**
   * The Member States and the observer States, content/member-states/member-states.<language>.yml:
   * the English file holds the codes, dates, English names and sources, each translation the names
   * by code. Read by member-states.server.ts. Not in the editor: the list changes only when the
   * General Assembly admits a State, each change needs its sources checked, and a list of 195
   * entries mirrored by position across six files is where the editor's translated lists go wrong.
   */
  "member-states": defineCollection({
    name: "member-states",
    loader: recordFiles(
      "member-states",
      MEMBER_STATES_FILE,
      "the Member States are named member-states.<language>.yml",
    ),
    schema: { english: memberStatesSchema, translation: memberStatesTranslationSchema },
  }),
};

export type ContentCollection = (typeof collections)[keyof typeof collections];

/** The collection whose files are in `content/<folder>`, if any. */
export function collectionIn(folder: string): ContentCollection | undefined {
  return Object.values(collections).find((each) => each.loader.folder === `content/${folder}`);
}
