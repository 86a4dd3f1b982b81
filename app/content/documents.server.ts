/**
 * The documents' listing (content/documents): every document in a language, newest first, and the
 * choices that narrow it: by type, by issuing organ, by decade, each at an address of its own
 * ("/documents/type/resolution", "/documents/organ/security-council", "/documents/decade/2010"),
 * plain links that work without JavaScript.
 */
import { LANGUAGE_CODES, type LanguageCode } from "../i18n/languages";
import { COLLECTIONS, DOCUMENT_ORGANS, DOCUMENT_TYPES } from "./collections";
import type { Catalog, ContentPage, DocumentFacts } from "./types";

/** The ways to narrow the list, each a segment of the address: "/documents/<facet>/<value>". */
export const DOCUMENT_FACETS = ["type", "organ", "decade"] as const;

export type DocumentFacet = (typeof DOCUMENT_FACETS)[number];

export type DocumentPage = ContentPage & { document: DocumentFacts };

/** The decade a document was adopted in, by its first year: "2010". */
export const decadeOf = (adopted: string) => `${adopted.slice(0, 3)}0`;

/** The value of a document for a facet. */
function valueOf(facet: DocumentFacet, { document }: DocumentPage): string {
  if (facet === "type") return document.type;
  if (facet === "organ") return document.organ;
  return decadeOf(document.adopted);
}

/** The address of a choice. */
export const documentFilterPath = (facet: DocumentFacet, value: string) =>
  `${COLLECTIONS.documents.base}/${facet}/${value}`;

const newestFirst = (a: DocumentPage, b: DocumentPage) =>
  b.document.adopted.localeCompare(a.document.adopted) || a.path.localeCompare(b.path);

/** Every document published in a language, newest first. */
export function documentsIn(catalog: Catalog, code: LanguageCode): DocumentPage[] {
  return catalog
    .pagesIn(code)
    .filter((page): page is DocumentPage => page.collection === "documents" && !!page.document)
    .sort(newestFirst);
}

/** The values of a facet that some document has, in their order (decades newest first). */
export function facetValues(facet: DocumentFacet, documents: readonly DocumentPage[]): string[] {
  const present = new Set(documents.map((page) => valueOf(facet, page)));
  if (facet === "type") return DOCUMENT_TYPES.filter((type) => present.has(type));
  if (facet === "organ") return DOCUMENT_ORGANS.filter((organ) => present.has(organ));
  return [...present].sort().reverse();
}

/** The documents a choice keeps. */
export function filterDocuments(
  documents: readonly DocumentPage[],
  facet: DocumentFacet,
  value: string,
): DocumentPage[] {
  return documents.filter((page) => valueOf(facet, page) === value);
}

/** Every choice's page, with the languages it has documents in. */
export function documentFilterPages(catalog: Catalog): { path: string; languages: LanguageCode[] }[] {
  const pages = new Map<string, LanguageCode[]>();
  for (const code of LANGUAGE_CODES) {
    const documents = documentsIn(catalog, code);
    for (const facet of DOCUMENT_FACETS)
      for (const value of facetValues(facet, documents)) {
        const path = documentFilterPath(facet, value);
        pages.set(path, [...(pages.get(path) ?? []), code]);
      }
  }
  return Array.from(pages, ([path, languages]) => ({ path, languages }));
}
