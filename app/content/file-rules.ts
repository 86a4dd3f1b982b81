/**
 * The build's rules for one content file beyond its schema (schema.ts), in the build's words: the
 * build (read.server.ts, catalog.server.ts, markdown.server.ts) and the editor (app/admin) both
 * check them with these functions, so that the editor refuses what the build would.
 */
import type { z } from "zod";
import { COLLECTIONS, GOAL_STORIES, type CollectionName } from "./collections";
import { MIN_PHOTO } from "./images";

/** A problem with one field of a file: the field's name and the build's words. */
export interface FieldProblem {
  field: string;
  message: string;
}

/** An English page's fields that depend on its collection: a date, the goals it concerns. */
export function collectionFieldProblems(
  folder: CollectionName,
  page: { date?: unknown; goals?: unknown },
): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (page.date === undefined && COLLECTIONS[folder].dated)
    problems.push({ field: "date", message: `is required for ${folder}` });
  if (page.date !== undefined && !COLLECTIONS[folder].dated)
    problems.push({ field: "date", message: `is not a field of ${folder} pages` });
  if (page.goals !== undefined && folder !== GOAL_STORIES)
    problems.push({ field: "goals", message: `is a field of ${GOAL_STORIES} only` });
  return problems;
}

/** A translation's photo fields against its English page's photo. */
export function translationPhotoProblems(
  english: { image?: unknown },
  translation: { imageAlt?: unknown; imageCaption?: unknown },
): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (english.image && !translation.imageAlt)
    problems.push({ field: "imageAlt", message: "is required: the English page has an image" });
  if (!english.image && translation.imageAlt)
    problems.push({ field: "imageAlt", message: "the English page has no image" });
  if (!english.image && translation.imageCaption)
    problems.push({ field: "imageCaption", message: "the English page has no image" });
  return problems;
}

/** A related page that does not exist. */
export const relatedNowhere = (path: string) => `"${path}" leads to no page`;

/** A link in a page's text that leads nowhere. */
export const linkNowhere = (href: string) => `the link "${href}" leads to no page or file`;

/** Two English files with one address. */
export const addressTaken = (path: string, other: string) =>
  `has the address "${path}" of ${other}: rename one of them`;

/** An address that a fixed page of the site holds. */
export const addressReserved = (path: string, why: string) =>
  `the address "${path}" ${why}: choose another slug`;

/** A picture in a page's text without its description. */
export const pictureWithoutDescription = (href: string) =>
  `the picture "${href}" needs a description: ![what it shows](${href})`;

/**
 * A photo's size against what it is shown as: a page's photo (`image`), cropped to 16:9, needs
 * MIN_PHOTO; a picture in the text (`body`), drawn whole, its width only. The problem, or none.
 */
export function photoSizeProblem(
  src: string,
  { width, height }: { width: number; height: number },
  shownAs: "image" | "body",
): string | undefined {
  const page = `as the page shows it up to ${MIN_PHOTO.width} pixels wide`;
  if (shownAs === "image" && (width < MIN_PHOTO.width || height < MIN_PHOTO.height))
    return `"${src}" is ${width} x ${height} pixels; a photo must be at least ${MIN_PHOTO.width} x ${MIN_PHOTO.height} pixels, ${page}`;
  if (shownAs === "body" && width < MIN_PHOTO.width)
    return `"${src}" is ${width} x ${height} pixels; a picture must be at least ${MIN_PHOTO.width} pixels wide, ${page}`;
  return undefined;
}

/** Why an address is a fixed page's. */
export const FIXED_PAGE = "is already a page of the site";

/** A field as editors read it: "related, item 2", "stories, item 1, link" (items count from 1). */
export function fieldName(path: readonly PropertyKey[]): string {
  return path
    .map((part) => (typeof part === "number" ? `item ${part + 1}` : String(part)))
    .join(", ");
}

/** A schema's issues in the build's words: the field's path and what is wrong with it. */
export function schemaIssues(
  error: z.ZodError,
): { path: readonly PropertyKey[]; message: string }[] {
  return error.issues.flatMap((issue) => {
    if (issue.code === "unrecognized_keys")
      return issue.keys.map((key) => ({
        path: [...issue.path, key],
        message: "is not a field of this file",
      }));
    if (issue.code === "invalid_type" && issue.input === undefined)
      return [{ path: issue.path, message: "is required" }];
    return [{ path: issue.path, message: issue.message }];
  });
}
