/** See search-index.mjs. */
export interface Language {
  code: string;
  prefix: string;
}
export interface IndexedPage {
  sourcePath: string;
  content: string;
  date?: string;
}
export interface OlderParts {
  since: string | null;
  parts: { path: string; pages: number }[];
}
export const SEARCH_INDEX_DIR: "pagefind";
export const PART_PAGES: number;
export const OLDER_DIR: "older";
export function isLanguageIndex(name: string): boolean;
export function languageOfPath(languages: Language[], path: string): string | undefined;
export function filesByLanguage(
  clientDir: string,
  files: string[],
  languages: Language[],
): Map<string | undefined, string[]>;
export function indexedRegion(html: string): string | undefined;
export function searchDocument(html: string): string | undefined;
export function splitParts(
  pages: IndexedPage[],
  most: number,
): { parts: IndexedPage[][]; since: string | undefined };
export function olderParts(indexDir: string, code: string): Promise<OlderParts>;
export function writeSearchIndex(
  clientDir: string,
  languages: Language[],
  options?: { partPages?: number },
): Promise<Record<string, number>>;
export function searchIndexBeside(
  clientDir: string,
  languages: Language[],
  options?: { partPages?: number },
): { written(code: string): void; rendered(): Promise<void> };
export function isUnusedSearchFile(name: string): boolean;
