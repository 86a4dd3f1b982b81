/**
 * Where the API's files lie in the build: each page's content beside nothing else, under
 * /api/content, at its address plus ".json" ("/fr/stories/x" -> "/api/content/fr/stories/x.json",
 * the home pages at "/api/content/index.json" and "/api/content/fr.json"); each collection at
 * "/api/<name>.json" and ".csv" in English and under "/api/<code>/" in the other languages.
 */
import { DEFAULT_LANGUAGE, type LanguageCode } from "~/i18n/languages";

/** The folder of the API in the site. */
export const API_BASE = "/api";

/** The folder of every page's content. */
export const CONTENT_BASE = `${API_BASE}/content`;

/** The folder of the JSON Schemas. */
export const SCHEMA_BASE = `${API_BASE}/schema`;

/** The API's own index. */
export const API_INDEX = `${API_BASE}/index.json`;

/** The address of a page's content: the page's address (with its prefix) plus ".json". */
export function contentJsonPath(pagePath: string): string {
  const trimmed = pagePath.replace(/\/+$/, "");
  return `${CONTENT_BASE}${trimmed === "" ? "/index" : trimmed}.json`;
}

/** The page a content file is of: contentJsonPath's inverse. */
export function pageOfContentJson(jsonPath: string): string | undefined {
  if (!jsonPath.startsWith(`${CONTENT_BASE}/`) || !jsonPath.endsWith(".json")) return undefined;
  const page = jsonPath.slice(CONTENT_BASE.length, -".json".length);
  return page === "/index" ? "/" : page;
}

/** The address of a collection in a language: "/api/documents.json", "/api/fr/documents.csv". */
export function datasetPath(name: string, code: LanguageCode, format: "json" | "csv"): string {
  const prefix = code === DEFAULT_LANGUAGE ? "" : `/${code}`;
  return `${API_BASE}${prefix}/${name}.${format}`;
}

/** The address of a shape's JSON Schema: "/api/schema/page.json". */
export const schemaPath = (shape: string) => `${SCHEMA_BASE}/${shape}.json`;
