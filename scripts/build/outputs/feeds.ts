/**
 * The Atom feeds of stories (RFC 4287), one per language at `/feed.xml` and `/<lang>/feed.xml`,
 * written into the build from the content: the language's newest stories, newest first, with their
 * leads as summaries and absolute links to the public address (VITE_SITE_URL).
 */
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { Catalog } from "~/content/catalog.server";
import { COLLECTIONS } from "~/content/collections";
import { shareImageOf } from "~/content/images";
import {
  listingItems,
  listingPage,
  newsChoices,
  NEWS_BASE,
  newsFeedPath,
  newsFilterPath,
} from "~/content/listings.server";
import type { ContentPage } from "~/content/types";
import { messagesFor, metaMessagesFor } from "~/i18n/catalog";
import { LANGUAGE_CODES, localizePath, type LanguageCode } from "~/i18n/languages";
import { paths } from "~/config/paths";
import { SITE_URL } from "~/config/site";

/** The collection the feeds carry. */
const FEED_COLLECTION = "stories";

/** The newest stories a feed holds: readers poll it often, and the listing pages keep the rest. */
export const FEED_ENTRIES = 50;

export interface FeedEntry {
  /** Absolute address of the page. */
  url: string;
  title: string;
  summary: string;
  /** ISO date (YYYY-MM-DD). */
  date: string;
  /** When its text last changed in substance, where it says so (YYYY-MM-DD). */
  updated?: string;
  /** The story's picture: its largest rendering, with its description, caption and credit. */
  image?: { url: string; title: string };
}

export interface Feed {
  language: LanguageCode;
  title: string;
  subtitle: string;
  author: string;
  rights: string;
  /** Absolute addresses of the feed itself and of the page it follows. */
  selfUrl: string;
  pageUrl: string;
  /** Newest first. */
  entries: readonly FeedEntry[];
}

/** Characters XML 1.0 does not allow at all, even escaped. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point.
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

/** Text for an XML element or a double-quoted attribute. */
export function escapeXml(text: string): string {
  return text.replace(NOT_XML, "").replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}

/** A calendar date as an Atom date (RFC 3339): midnight UTC of that day. */
const atomDate = (date: string) => `${date}T00:00:00Z`;

/** The feed as an Atom 1.0 document. */
export function atomFeed(feed: Feed): string {
  const text = (name: string, value: string, indent = "  ") =>
    `${indent}<${name}>${escapeXml(value)}</${name}>`;
  const link = (rel: string, type: string, href: string, indent = "  ") =>
    `${indent}<link rel="${rel}" type="${type}" href="${escapeXml(href)}"/>`;
  const updated =
    feed.entries
      .map((entry) => entry.updated ?? entry.date)
      .sort()
      .at(-1) ?? new Date().toISOString().slice(0, 10);
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${escapeXml(feed.language)}">`,
    text("id", feed.selfUrl),
    text("title", feed.title),
    text("subtitle", feed.subtitle),
    link("self", "application/atom+xml", feed.selfUrl),
    link("alternate", "text/html", feed.pageUrl),
    text("updated", atomDate(updated)),
    `  <author>\n${text("name", feed.author, "    ")}\n  </author>`,
    text("rights", feed.rights),
    ...feed.entries.map((entry) =>
      [
        "  <entry>",
        text("id", entry.url, "    "),
        text("title", entry.title, "    "),
        link("alternate", "text/html", entry.url, "    "),
        text("published", atomDate(entry.date), "    "),
        text("updated", atomDate(entry.updated ?? entry.date), "    "),
        text("summary", entry.summary, "    "),
        ...(entry.image
          ? [
              `    <link rel="enclosure" type="image/webp" href="${escapeXml(entry.image.url)}" title="${escapeXml(entry.image.title)}"/>`,
            ]
          : []),
        "  </entry>",
      ].join("\n"),
    ),
    "</feed>",
    "",
  ].join("\n");
}

const absolute = (siteUrl: string, path: string) => `${siteUrl}${path}`;


/** A language's feed of stories, from the site's content. */
export function storiesFeed(catalog: Catalog, code: LanguageCode, siteUrl = SITE_URL): Feed {
  const messages = messagesFor(code);
  const stories = catalog
    .pagesIn(code)
    .filter((page) => page.collection === FEED_COLLECTION && page.date !== undefined);
  return feedOf(code, stories, {
    title: metaMessagesFor(code).feedTitle,
    subtitle: messages.sectionPage.intros[FEED_COLLECTION],
    self: paths.feed,
    page: COLLECTIONS[FEED_COLLECTION].base,
    siteUrl,
  });
}

/** A language's feed of the news flow, or of one of its topics. */
export function newsFeed(
  catalog: Catalog,
  code: LanguageCode,
  topic?: string,
  siteUrl = SITE_URL,
): Feed {
  const messages = messagesFor(code);
  const base = topic ? newsFilterPath("topic", topic) : NEWS_BASE;
  const listing = listingPage(catalog, code, base);
  const pages = listing
    ? listingItems(catalog, code, listing.listing).filter((page) => page.date !== undefined)
    : [];
  const heading = messages.sectionNames[paths.news];
  return feedOf(code, pages, {
    title: `${messages.siteName}: ${heading}`,
    subtitle: messages.news.intro,
    self: newsFeedPath(topic),
    page: base,
    siteUrl,
  });
}

/** A feed of `pages`, the newest first. */
function feedOf(
  code: LanguageCode,
  pages: readonly ContentPage[],
  {
    title,
    subtitle,
    self,
    page: pagePath,
    siteUrl,
  }: {
    title: string;
    subtitle: string;
    self: string;
    page: string;
    siteUrl: string;
  },
): Feed {
  const messages = messagesFor(code);
  const newest = [...pages]
    .sort((a, b) => (b.date ?? "").localeCompare(a.date ?? ""))
    .slice(0, FEED_ENTRIES);
  return {
    language: code,
    title,
    subtitle,
    author: messages.siteName,
    rights: messages.footer.copyright,
    selfUrl: absolute(siteUrl, localizePath(self, code)),
    pageUrl: absolute(siteUrl, localizePath(pagePath, code)),
    entries: newest.map((page) => ({
      url: absolute(siteUrl, localizePath(page.path, code)),
      title: page.title,
      summary: page.lead,
      date: page.date ?? "",
      ...(page.updated ? { updated: page.updated } : {}),
      ...(page.image
        ? {
            image: {
              url: absolute(siteUrl, shareImageOf(page.image)),
              // What a reader sees under the picture on the page: its caption and credit.
              title: [page.image.caption ?? page.image.alt, page.image.credit]
                .filter(Boolean)
                .join(" "),
            },
          }
        : {}),
    })),
  };
}

/**
 * Writes every language's feeds into the client build: its stories, its news flow and each of the
 * news topics it has pages on. Returns the files written.
 */
export async function writeFeeds(clientDir: string, catalog: Catalog): Promise<string[]> {
  const files: string[] = [];
  const write = async (path: string, feed: Feed) => {
    const file = join(clientDir, path);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, atomFeed(feed));
    files.push(file);
  };
  const topics = newsChoices(catalog).filter(({ facet }) => facet === "topic");
  for (const code of LANGUAGE_CODES) {
    await write(localizePath(paths.feed, code), storiesFeed(catalog, code));
    await write(localizePath(newsFeedPath(), code), newsFeed(catalog, code));
    for (const { value } of topics)
      if (listingPage(catalog, code, newsFilterPath("topic", value)))
        await write(localizePath(newsFeedPath(value), code), newsFeed(catalog, code, value));
  }
  return files;
}
