/**
 * What a collection is, in one definition, as Astro's `defineCollection({ loader, schema })`: where
 * its files are and how they are named (the loader), what their front matter or records may hold
 * (the schema, for English files and for translations) and how the editor shows them (the editor's
 * rules). The build (read.server.ts) and the editor (app/admin) read the same definitions
 * (content.config.ts); resolving the files into pages is a step of its own (catalog.server.ts).
 */
import type { CmsField } from "decap-cms-core";
import type { z } from "zod";
import type { PageChoice } from "./editor-fields";

/** How a collection's files are found: a folder of `content/` and how its files are named. */
export type Loader = PageLoader | RecordLoader;

export interface PageLoader {
  kind: "pages";
  /** The folder, "content/stories": each page is `<slug>.<language>.md`, front matter then text. */
  folder: string;
  /** The slugs a numbered collection has, each a page in every language (the goals: 1 to 17). */
  numbers?: readonly number[];
}

export interface RecordLoader {
  kind: "records";
  /** The folder, "content/home", of one entry written `<name>.<language>.yml`. */
  folder: string;
  /** A file's name, with its language as the group `language`. */
  file: RegExp;
  /** The problem of a file in the folder that is named otherwise, in the build's words. */
  misnamed: string;
}

/** How the editor (Decap CMS) shows a collection: its names, what editors may do, its form. */
export interface EditorRules {
  label: string;
  /** What one entry is called ("Story"); an entry of a folder of one entry has none. */
  singular?: string;
  description: string;
  /** Whether editors may add entries and remove them. */
  create: boolean;
  delete: boolean;
  /** Decap's slug template for a new entry's file name, where editors add entries. */
  slug?: string;
  summary: string;
  identifier_field: string;
  /**
   * The form's fields in the order the files list them, a page's text aside (the editor adds it);
   * `pages`, the site's pages to choose related pages from.
   */
  fields: (pages: readonly PageChoice[]) => CmsField[];
}

export interface CollectionDefinition<Name extends string = string, L extends Loader = Loader> {
  name: Name;
  loader: L;
  /** The schema of the English file, which holds every field, and of a translation. */
  schema: { english: z.ZodType; translation: z.ZodType };
  /** How the editor shows it; a collection without is edited in its files only. */
  editor?: EditorRules;
}

/** A collection's definition, checked against the shape every collection has. */
export function defineCollection<Name extends string, L extends Loader>(
  definition: CollectionDefinition<Name, L>,
): CollectionDefinition<Name, L> {
  return definition;
}

/** The loader of a folder of pages, `content/<name>/<slug>.<language>.md`. */
export const pageFiles = (name: string, numbers?: readonly number[]): PageLoader => ({
  kind: "pages",
  folder: `content/${name}`,
  ...(numbers ? { numbers } : {}),
});

/** The loader of a folder of one entry, `content/<name>/<name>.<language>.yml`. */
export const recordFiles = (name: string, file: RegExp, misnamed: string): RecordLoader => ({
  kind: "records",
  folder: `content/${name}`,
  file,
  misnamed,
});
