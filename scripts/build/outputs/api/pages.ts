/**
 * Each page's content as the API serves it, from what the page itself is made of: what its route's
 * loader returned as the page was rendered (the rendering threads make each rendered page's JSON
 * beside its HTML), for its title, description and the pages it lists; a content page's record
 * from the catalog, its body typeset as the page's HTML is. Nothing is read back from the HTML.
 */
import { createStaticHandler, type MetaDescriptor } from "react-router";
import { PAGE_KINDS as SITE_PAGE_KINDS, type PageKind } from "~/config/page-kinds";
import { sitePages } from "~/config/site-pages";
import type { Catalog } from "~/content/catalog.server";
import { shareImageOf } from "~/content/images";
import type { ContentPage } from "~/content/types";
import { messagesFor } from "~/i18n/catalog";
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_CODES,
  languageByCode,
  languageFromPath,
  localizePath,
  pagePath,
  type LanguageCode,
} from "~/i18n/languages";
import { absoluteUrl } from "~/lib/meta";
import { titledLinks } from "~/lib/page-request.server";
import { siteRoutes } from "~/render/site-routes";
import { typesetHtml } from "~/render/typeset";
import { routeTable } from "~/routes";
import { PAGE_KINDS, type PageRecord } from "./schemas";

/** Loader values that are the page's navigation or interface text, not pages it lists. */
const NOT_LISTED = new Set([
  "meta",
  "crumbs",
  "listing",
  "choices",
  "all",
  "archive",
  "calendar",
  "messages",
  "pager",
  "years",
]);

type PageLink = PageRecord["items"][number];

/** An address the loaders give unprefixed ("/goals/7"), in the page's language. */
const inLanguage = (path: string, code: LanguageCode) =>
  languageFromPath(path) === DEFAULT_LANGUAGE ? localizePath(path, code) : path;

/** The ISO date of a loader's date: a page date ({ iso, text }) or a string. */
function isoOf(value: unknown): string | undefined {
  if (typeof value === "string" && /^\d{4}-\d\d-\d\d$/.test(value)) return value;
  if (value && typeof value === "object" && "iso" in value && typeof value.iso === "string")
    return value.iso;
  return undefined;
}

/**
 * The pages a loader's values list, in their order, once each: every record with a title and an
 * address (`link` or `path`), outside the page's navigation.
 */
export function listedPages(data: unknown, code: LanguageCode): PageLink[] {
  const found = new Map<string, PageLink>();
  const visit = (value: unknown) => {
    if (Array.isArray(value)) {
      for (const each of value) visit(each);
      return;
    }
    if (!value || typeof value !== "object") return;
    const record = value as Record<string, unknown>;
    const address = typeof record.link === "string" ? record.link : record.path;
    if (typeof address === "string" && address.startsWith("/") && typeof record.title === "string") {
      const path = inLanguage(address, code);
      const summary = record.description ?? record.lead;
      const date = isoOf(record.date) ?? isoOf(record.adopted);
      if (!found.has(path))
        found.set(path, {
          path,
          title: record.title,
          ...(typeof summary === "string" ? { summary } : {}),
          ...(date ? { date } : {}),
        });
      return;
    }
    for (const [key, each] of Object.entries(record)) if (!NOT_LISTED.has(key)) visit(each);
  };
  visit(data);
  return [...found.values()];
}

/** The title and description a page's loader gave its head. */
function headOf(meta: unknown): { title?: string; summary?: string } {
  const tags = Array.isArray(meta) ? (meta as MetaDescriptor[]) : [];
  const content = (match: (tag: Record<string, unknown>) => boolean) => {
    const tag = tags.find((each) => match(each as Record<string, unknown>)) as
      | { content?: unknown }
      | undefined;
    return typeof tag?.content === "string" ? tag.content : undefined;
  };
  return {
    title: content((tag) => tag.property === "og:title"),
    summary: content((tag) => tag.name === "description"),
  };
}

/** What a content page adds: its dates, body, picture, related pages and facts. */
function contentOf(page: ContentPage, code: LanguageCode) {
  const messages = messagesFor(code);
  const { image, document, event, goals } = page;
  return {
    collection: page.collection,
    dates: {
      ...(page.date ? { published: page.date } : {}),
      ...(page.updated ? { updated: page.updated } : {}),
      ...(page.checked ? { checked: page.checked } : {}),
    },
    // The page's HTML is typeset for its language as a whole (app/render/typeset.ts): the body too.
    body: typesetHtml(page.html, code),
    image: image
      ? {
          src: shareImageOf(image),
          alt: image.alt,
          ...(image.caption ? { caption: image.caption } : {}),
          ...(image.credit ? { credit: image.credit } : {}),
        }
      : null,
    related: titledLinks(page.related, messages).map(({ path, title }) => ({
      path: localizePath(path, code),
      title,
    })),
    ...(document ? { document } : {}),
    ...(event ? { event } : {}),
    ...(goals?.length ? { goals } : {}),
  };
}

/** A page's record as its JSON file holds it. */
export const pageJson = (record: PageRecord) => `${JSON.stringify(record)}\n`;

/**
 * The pages' records of a catalog: `fromLoaderData` makes a page's from what its route's loader
 * returned (the rendering threads have it), `read` runs the loader first. Each gives undefined for
 * an address with no content to serve (a not-found page).
 */
export function pageRecords(
  catalog: Catalog,
  /** Each page's languages, by its unprefixed path, where the caller has them (sitePages). */
  pageLanguages?: ReadonlyMap<string, readonly LanguageCode[]>,
) {
  const kinds = Object.entries(SITE_PAGE_KINDS) as [string, PageKind][];
  /** The kind of each page that is not a content file, by its unprefixed path: its kind's own pages first. */
  const kindOfOwnPage = new Map<string, string>(
    kinds.flatMap(([kind, { pages = [] }]) => pages.map((path) => [path, kind] as const)),
  );
  /**
   * Then the pages listed from the content, made when first asked for: listing every kind's took
   * a rendering thread 0.6 s at 1,000 stories before its first page, and a rebuild's few pages
   * (home pages, one story) seldom need it.
   */
  let kindOfListedPage: Map<string, string> | undefined;
  const kindOfPage = (path: string) =>
    kindOfOwnPage.get(path) ??
    (kindOfListedPage ??= new Map(
      kinds.flatMap(([kind, { listedPages }]) =>
        (listedPages?.(catalog) ?? []).map(({ path }) => [path, kind] as const),
      ),
    )).get(path);
  const languages: ReadonlyMap<string, readonly LanguageCode[]> =
    pageLanguages ?? new Map(sitePages().map(({ path, languages }) => [path, languages]));

  const fromLoaderData = (address: string, loaderData: unknown): PageRecord | undefined => {
    if (!loaderData || typeof loaderData !== "object") return undefined;
    const data = loaderData as Record<string, unknown>;
    const code = languageFromPath(address);
    const path = pagePath(address);
    const page = catalog.page(code, path);
    const kind = page
      ? page.collection === "goals"
        ? "goal"
        : "article"
      : "listing" in data
        ? "listing"
        : kindOfPage(path);
    // The not-found pages have no content to serve.
    if (!kind || !(PAGE_KINDS as readonly string[]).includes(kind)) return undefined;
    const { title = page?.title ?? "", summary = page?.lead ?? "" } = headOf(data.meta);
    const translations = Object.fromEntries(
      (languages.get(path) ?? LANGUAGE_CODES)
        .filter((other) => other !== code)
        .map((other) => [other, localizePath(path, other)]),
    );
    return {
      path: address,
      url: absoluteUrl(address),
      language: code,
      dir: languageByCode(code).dir,
      kind: kind as PageRecord["kind"],
      title,
      summary,
      dates: {},
      body: null,
      image: null,
      related: [],
      items: page ? [] : listedPages(data, code),
      translations,
      ...(page ? contentOf(page, code) : {}),
    };
  };

  let handler: ReturnType<typeof createStaticHandler> | undefined;
  return {
    fromLoaderData,
    async read(address: string): Promise<PageRecord | undefined> {
      handler ??= createStaticHandler(siteRoutes(routeTable(catalog)));
      const context = await handler.query(new Request(new URL(address, "http://localhost")));
      if (context instanceof Response || context.statusCode !== 200) return undefined;
      const leaf = context.matches.at(-1);
      return fromLoaderData(address, leaf && context.loaderData[leaf.route.id]);
    },
  };
}
