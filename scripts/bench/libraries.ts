/**
 * Our own feeds, calendars, Russian hyphenation and message formatter against the libraries that do
 * the same (`feed`, `ical-generator`, `hyphen`, `intl-messageformat`), on the site's own content:
 * what each produces (checked against its standard, and compared), and how long each takes.
 * Started by libraries.mjs, which says how to install the libraries that are not dependencies.
 */
import { loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import ICAL from "ical.js";
import { TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { loadSiteCatalog } from "~/config/site-catalog.server";
import type { Catalog } from "~/content/catalog.server";
import { eventsIn, nextDay, type EventPage } from "~/content/events.server";
import { newsChoices, newsFilterPath, listingPage } from "~/content/listings.server";
import { catalogueFor, messageEntries, messagesFor } from "~/i18n/catalog";
import { compileMessage, parseMessage } from "~/i18n/compile-messages.server";
import { LANGUAGE_CODES, languageByCode, localizePath, type LanguageCode } from "~/i18n/languages";
import { MESSAGE_ARGUMENTS } from "~/i18n/message-arguments";
import { formatMessageToParts, type Message } from "~/i18n/message-format";
import { instantIn } from "~/i18n/time-zone";
import { russianHyphens } from "~/render/typeset";
import { eventsCalendar } from "../build/outputs/calendars";
import { atomFeed, newsFeed, storiesFeed, type Feed } from "../build/outputs/feeds";

const SITE = "https://example.org";
const NOW = new Date("2026-11-28T06:00:00Z");

/** Median milliseconds of `runs` calls of `work`, after one call to warm up. */
function time(runs: number, work: () => unknown): number {
  work();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    work();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return Number((times[Math.floor(times.length / 2)] ?? 0).toFixed(2));
}

// ---- Atom feeds --------------------------------------------------------------------------------

/** Every feed the build writes: each language's stories, news and news topics. */
function allFeeds(catalog: Catalog): Feed[] {
  const topics = newsChoices(catalog).filter(({ facet }) => facet === "topic");
  return LANGUAGE_CODES.flatMap((code) => [
    storiesFeed(catalog, code, SITE),
    newsFeed(catalog, code, undefined, SITE),
    ...topics
      .filter(({ value }) => listingPage(catalog, code, newsFilterPath("topic", value)))
      .map(({ value }) => newsFeed(catalog, code, value, SITE)),
  ]);
}

/** What the benchmark uses of the libraries that are not dependencies (libraries.mjs loads them). */
export interface Candidates {
  /** `feed`'s Feed class. */
  Feed: new (options: object) => { addItem(item: object): void; atom1(): string };
  /** `ical-generator`'s default export. */
  ical: (options: object) => { createEvent(event: object): unknown; toString(): string };
  /** `intl-messageformat`'s IntlMessageFormat class. */
  IntlMessageFormat: new (
    message: MessageFormatElement[],
    locales: string,
  ) => { format(values?: object): unknown };
  /** A DOM's parser (jsdom's), to read the feeds as a feed reader does. */
  DOMParser: typeof DOMParser;
}

/** The same feed written by the `feed` package, with every field it has a place for. */
function libraryFeed({ Feed: FeedClass }: Candidates, feed: Feed): string {
  const updated = feed.entries
    .map((entry) => entry.updated ?? entry.date)
    .sort()
    .at(-1);
  const out = new FeedClass({
    id: feed.selfUrl,
    title: feed.title,
    description: feed.subtitle,
    link: feed.pageUrl,
    feed: feed.selfUrl,
    language: feed.language,
    ...(updated ? { updated: new Date(`${updated}T00:00:00Z`) } : {}),
    author: { name: feed.author },
    copyright: feed.rights,
    generator: false,
  });
  for (const entry of feed.entries)
    out.addItem({
      id: entry.url,
      link: entry.url,
      title: entry.title,
      description: entry.summary,
      date: new Date(`${entry.updated ?? entry.date}T00:00:00Z`),
      published: new Date(`${entry.date}T00:00:00Z`),
      ...(entry.image
        ? { enclosure: { url: entry.image.url, type: "image/webp", title: entry.image.title } }
        : {}),
    });
  return out.atom1();
}

const RFC_3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/;
// eslint-disable-next-line no-control-regex -- the characters XML 1.0 forbids.
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/**
 * What is wrong with an Atom document (RFC 4287) that should carry `feed`: well-formed, the
 * required elements, xml:lang, RFC 3339 dates, and every text and address read back as given.
 * A text construct of type "html" is read as HTML, as a feed reader does.
 */
function atomProblems(parser: DOMParser, xml: string, feed: Feed): string[] {
  const problems: string[] = [];
  const document = parser.parseFromString(xml, "application/xml");
  if (document.getElementsByTagName("parsererror").length) return ["not well-formed XML"];
  const root = document.documentElement;
  if (root.namespaceURI !== "http://www.w3.org/2005/Atom" || root.localName !== "feed")
    problems.push("root is not atom:feed");
  if (root.getAttribute("xml:lang") !== feed.language) problems.push("no xml:lang");
  const kids = (parent: Element, name: string) =>
    [...parent.children].filter((child) => child.localName === name);
  const text = (parent: Element, name: string) => {
    const element = kids(parent, name)[0];
    if (!element) return undefined;
    if (element.getAttribute("type") !== "html") return element.textContent ?? "";
    const html = parser.parseFromString(`<body>${element.textContent ?? ""}`, "text/html");
    return html.body.textContent ?? "";
  };
  const expectText = (parent: Element, name: string, value: string, where: string) => {
    const found = text(parent, name);
    if (found !== value.replace(NOT_XML, ""))
      problems.push(`${where} ${name}: ${JSON.stringify(found)}`);
  };
  for (const name of ["id", "title", "updated"])
    if (kids(root, name).length !== 1) problems.push(`feed has ${kids(root, name).length} ${name}`);
  expectText(root, "title", feed.title, "feed");
  expectText(root, "subtitle", feed.subtitle, "feed");
  expectText(root, "rights", feed.rights, "feed");
  if (!RFC_3339.test(text(root, "updated") ?? "")) problems.push("feed updated not RFC 3339");
  const self = kids(root, "link").find((link) => link.getAttribute("rel") === "self");
  if (self?.getAttribute("href") !== feed.selfUrl) problems.push("self link");
  const entries = kids(root, "entry");
  if (entries.length !== feed.entries.length) problems.push("entry count");
  entries.forEach((entry, i) => {
    const given = feed.entries[i];
    if (!given) return;
    for (const name of ["id", "title", "updated"])
      if (kids(entry, name).length !== 1) problems.push(`entry ${i} has no ${name}`);
    if (kids(root, "author").length === 0 && kids(entry, "author").length === 0)
      problems.push(`entry ${i} has no author`);
    expectText(entry, "title", given.title, `entry ${i}`);
    expectText(entry, "summary", given.summary, `entry ${i}`);
    for (const name of ["updated", "published"])
      if (!RFC_3339.test(text(entry, name) ?? "")) problems.push(`entry ${i} ${name} not RFC 3339`);
    const links = kids(entry, "link");
    const alternate = links.find(
      (link) => (link.getAttribute("rel") ?? "alternate") === "alternate",
    );
    if (alternate?.getAttribute("href") !== given.url) problems.push(`entry ${i} link`);
    if (given.image) {
      const enclosure = links.find((link) => link.getAttribute("rel") === "enclosure");
      if (enclosure?.getAttribute("title") !== given.image.title.replace(NOT_XML, ""))
        problems.push(`entry ${i} enclosure title`);
    }
  });
  return problems;
}

/** A feed whose texts hold everything XML and HTML treat specially. */
const AWKWARD = `Fish & "chips" <b>'bold'</b> ]]> &amp; \u0001end`;
const awkwardFeed: Feed = {
  language: "en",
  title: AWKWARD,
  subtitle: AWKWARD,
  author: AWKWARD,
  rights: AWKWARD,
  selfUrl: "https://example.org/feed.xml?a=1&b=2",
  pageUrl: "https://example.org/stories",
  entries: [
    {
      url: "https://example.org/s?x=1&y=2",
      title: AWKWARD,
      summary: AWKWARD,
      date: "2025-01-02",
      image: { url: "https://example.org/a.webp", title: AWKWARD },
    },
  ],
};

// ---- Calendars ---------------------------------------------------------------------------------

/** The same calendar written by `ical-generator`, from the same content. */
function libraryCalendar(lib: Candidates, catalog: Catalog, code: LanguageCode): string {
  const host = new URL(SITE).host;
  const calendar = lib.ical({
    prodId: `//${host}//events//${code.toUpperCase()}`,
    name: messagesFor(code).events.calendarName,
    method: "PUBLISH",
    scale: "gregorian",
    ttl: 24 * 60 * 60,
  });
  for (const page of eventsIn(catalog, code) as EventPage[]) {
    const { event } = page;
    const url = `${SITE}${localizePath(page.path, code)}`;
    const common = {
      id: `${page.path.slice(1).replaceAll("/", "-")}@${host}`,
      stamp: NOW,
      summary: page.title,
      description: `${page.lead}\n${url}`,
      url,
    };
    if (event.day) {
      const first = nextDay(
        event.day,
        event.dateFixed ?? event.proclaimed ?? `${NOW.toISOString().slice(0, 4)}-01-01`,
      );
      const start = new Date(`${first}T00:00:00Z`);
      calendar.createEvent({
        ...common,
        start,
        end: new Date(start.getTime() + 24 * 60 * 60 * 1000),
        allDay: true,
        repeating: { freq: "YEARLY" },
        transparency: "TRANSPARENT",
      });
    } else if (event.starts && event.timeZone) {
      const start = instantIn(event.starts, event.timeZone);
      calendar.createEvent({
        ...common,
        start,
        end: event.ends
          ? instantIn(event.ends, event.timeZone)
          : new Date(start.getTime() + 60 * 60 * 1000),
        ...(event.place ? { location: event.place } : {}),
      });
    }
  }
  return calendar.toString();
}

/** The same calendar written by `ical.js`, property by property. */
function icalJsCalendar(catalog: Catalog, code: LanguageCode): string {
  const host = new URL(SITE).host;
  const calendar = new ICAL.Component(["vcalendar", [], []]);
  const add = (component: ICAL.Component, name: string, value: unknown) =>
    component.addPropertyWithValue(name, value as string);
  add(calendar, "version", "2.0");
  add(calendar, "prodid", `-//${host}//events//${code.toUpperCase()}`);
  add(calendar, "calscale", "GREGORIAN");
  add(calendar, "method", "PUBLISH");
  add(calendar, "x-wr-calname", messagesFor(code).events.calendarName);
  add(calendar, "refresh-interval", ICAL.Duration.fromString("P1D"));
  add(calendar, "x-published-ttl", "P1D");
  for (const page of eventsIn(catalog, code)) {
    const { event } = page;
    const url = `${SITE}${localizePath(page.path, code)}`;
    const vevent = new ICAL.Component("vevent");
    add(vevent, "uid", `${page.path.slice(1).replaceAll("/", "-")}@${host}`);
    add(vevent, "dtstamp", ICAL.Time.fromJSDate(NOW, true));
    if (event.day) {
      const first = nextDay(
        event.day,
        event.dateFixed ?? event.proclaimed ?? `${NOW.toISOString().slice(0, 4)}-01-01`,
      );
      const start = ICAL.Time.fromDateString(first);
      const end = start.clone();
      end.adjust(1, 0, 0, 0);
      add(vevent, "dtstart", start);
      add(vevent, "dtend", end);
      add(vevent, "rrule", ICAL.Recur.fromString("FREQ=YEARLY"));
      add(vevent, "transp", "TRANSPARENT");
    } else if (event.starts && event.timeZone) {
      const start = instantIn(event.starts, event.timeZone);
      const end = event.ends
        ? instantIn(event.ends, event.timeZone)
        : new Date(start.getTime() + 60 * 60 * 1000);
      add(vevent, "dtstart", ICAL.Time.fromJSDate(start, true));
      add(vevent, "dtend", ICAL.Time.fromJSDate(end, true));
      if (event.place) add(vevent, "location", event.place);
    } else continue;
    add(vevent, "summary", page.title);
    add(vevent, "description", `${page.lead}\n${url}`);
    add(vevent, "url", url);
    calendar.addSubcomponent(vevent);
  }
  return calendar.toString();
}

/** What is wrong with an iCalendar text as RFC 5545 writes it (3.1: lines, folding, CRLF). */
function icalProblems(text: string): string[] {
  const problems: string[] = [];
  if (!text.endsWith("\r\n")) problems.push("does not end with CRLF");
  if (/[^\r]\n/.test(text)) problems.push("bare LF");
  const lines = text.split("\r\n");
  const long = lines.filter((line) => Buffer.byteLength(line) > 75).length;
  if (long) problems.push(`${long} lines over 75 octets`);
  if (lines.some((line) => line.includes("\uFFFD"))) problems.push("a character cut in a fold");
  const longest = Math.max(...lines.map((line) => Buffer.byteLength(line)));
  if (longest > 75) problems.push(`lines of up to ${longest} octets`);
  for (const name of ["DTSTAMP", "UID"])
    if (text.split("BEGIN:VEVENT").length - 1 !== text.split(`\r\n${name}`).length - 1)
      problems.push(`an event without ${name}`);
  return problems;
}

/** Each event as a calendar application reads it, by UID. */
function eventsRead(text: string): Map<string, Record<string, string>> {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const out = new Map<string, Record<string, string>>();
  for (const component of calendar.getAllSubcomponents("vevent")) {
    const event = new ICAL.Event(component);
    const value = (name: string) => String(component.getFirstPropertyValue(name) ?? "");
    out.set(event.uid, {
      summary: event.summary,
      description: event.description,
      location: event.location ?? "",
      url: value("url"),
      start: `${event.startDate.toString()}${event.startDate.isDate ? " (date)" : ""}`,
      end: `${event.endDate.toString()}${event.endDate.isDate ? " (date)" : ""}`,
      rrule: value("rrule"),
      transp: value("transp"),
      dtstamp: value("dtstamp"),
    });
  }
  return out;
}

const calendarHeader = (text: string) =>
  Object.fromEntries(
    ["PRODID", "CALSCALE", "METHOD", "X-WR-CALNAME", "REFRESH-INTERVAL", "X-PUBLISHED-TTL"].map(
      (name) => [name, text.match(new RegExp(`\\r\\n${name}[;:]([^\\r]*)`))?.[1] ?? "(none)"],
    ),
  );

// ---- Russian hyphenation -----------------------------------------------------------------------

const SOFT_HYPHEN = "\u00AD";

/**
 * The site's former Russian hyphenation, kept here to be measured: the syllable rules of
 * P. Khristov's algorithm (after й, ь or ъ, and between syllables), at least two letters a side.
 */
const KHRISTOV_RULES = (() => {
  const x = "[йьъ]";
  const g = "[аеёиоуыэюя]";
  const s = "[бвгджзклмнпрстфхцчшщ]";
  const l = "[а-яё]";
  return [
    `(${x})(?=${l}${l})`,
    `(${g}${s})(?=${s}${g})`,
    `(${s}${g})(?=${s}${g})`,
    `(${g}${s})(?=${s}${s}${g})`,
    `(${g}${s}${s})(?=${s}${s}${g})`,
    `(${g}${s}${s})(?=${s}${g})`,
  ].map((rule) => new RegExp(`(?<=${l})${rule}`, "giu"));
})();

function khristovHyphens(text: string): string {
  return text.replace(/[а-яё]{12,}/giu, (word) => {
    let marked = word;
    for (const rule of KHRISTOV_RULES) marked = marked.replace(rule, `$1${SOFT_HYPHEN}`);
    const parts = marked.split(SOFT_HYPHEN).filter(Boolean);
    let out = parts[0] ?? "";
    for (let i = 1; i < parts.length; i++) {
      const rest = parts.slice(i).join("");
      out += out.length >= 2 && rest.length >= 2 ? `${SOFT_HYPHEN}${parts[i]}` : parts[i];
    }
    return out;
  });
}

const VOWEL = /[аеёиоуыэюя]/iu;

/** A hyphenated word's breaks that Russian rules forbid (a part without a vowel, ь ъ й carried, one letter left). */
function ruleBreaks(word: string): string[] {
  const parts = word.split("\u00AD");
  const problems: string[] = [];
  parts.forEach((part, i) => {
    if (!VOWEL.test(part)) problems.push(`part without a vowel: ${part}`);
    if (i > 0 && /^[ьъй]/iu.test(part)) problems.push(`carries ${part[0]}`);
  });
  if ((parts[0]?.length ?? 0) < 2 || (parts.at(-1)?.length ?? 0) < 2)
    problems.push("one letter left");
  return problems.map((problem) => `${parts.join("-")}: ${problem}`);
}

/** Every text between tags of the Russian pages' content, as the typesetter receives it. */
function russianTexts(catalog: Catalog): string[] {
  return catalog
    .pagesIn("ru")
    .flatMap((page) => [page.title, page.lead ?? "", ...page.html.split(/<[^>]*>/)])
    .filter((text) => /[а-яё]/iu.test(text));
}

// ---- Messages ----------------------------------------------------------------------------------

type Values = Record<string, unknown>;

/**
 * A message's tree with each count given as `{n}` written `{n, number}`: the library formats a
 * bare argument with String(), where our formatter writes a number in the language's format.
 */
function numbered(key: string, elements: MessageFormatElement[]): MessageFormatElement[] {
  const kinds = (MESSAGE_ARGUMENTS as Record<string, Record<string, string>>)[key] ?? {};
  const visit = (list: MessageFormatElement[]): MessageFormatElement[] =>
    list.map((element) => {
      if (element.type === TYPE.argument && kinds[element.value] === "number")
        return { type: TYPE.number, value: element.value, style: null };
      if (element.type === TYPE.plural || element.type === TYPE.select)
        for (const option of Object.values(element.options)) option.value = visit(option.value);
      if (element.type === TYPE.tag) element.children = visit(element.children);
      return element;
    });
  return visit(elements);
}

/** Sample values for a message's arguments: every plural form a count can take, each select key. */
function samples(key: string): Values[] {
  const kinds = (MESSAGE_ARGUMENTS as Record<string, Record<string, string>>)[key];
  if (!kinds) return [{}];
  let out: Values[] = [{}];
  for (const [name, kind] of Object.entries(kinds)) {
    const choices: unknown[] =
      kind === "number"
        ? [0, 1, 2, 3, 4, 5, 11, 12, 21, 22, 25, 100, 101, 102, 111, 193, 1000, 12345, 1.5]
        : kind === "tag"
          ? [(chunks: unknown[]) => `<${name}>${chunks.join("")}</${name}>`]
          : [`«${name}»`];
    out = out.flatMap((values) => choices.map((choice) => ({ ...values, [name]: choice })));
  }
  return out;
}

// ---- The run -----------------------------------------------------------------------------------

export function main({ runs, candidates }: { runs: number; candidates: Candidates }) {
  const { IntlMessageFormat } = candidates;
  const parser = new candidates.DOMParser();
  const catalog = loadSiteCatalog(process.cwd());
  const report: Record<string, unknown> = { loadavg: loadavg().map((n) => n.toFixed(1)) };

  // Feeds.
  const feeds = allFeeds(catalog);
  const ours = feeds.map(atomFeed);
  const theirs = feeds.map((feed) => libraryFeed(candidates, feed));
  report.feeds = {
    count: feeds.length,
    entries: feeds.reduce((sum, feed) => sum + feed.entries.length, 0),
    bytes: {
      ours: ours.reduce((s, x) => s + Buffer.byteLength(x), 0),
      library: theirs.reduce((s, x) => s + Buffer.byteLength(x), 0),
    },
    problems: {
      ours: feeds.flatMap((feed, i) => atomProblems(parser, ours[i] ?? "", feed)).length,
      library: [
        ...new Set(feeds.flatMap((feed, i) => atomProblems(parser, theirs[i] ?? "", feed))),
      ],
    },
    awkward: {
      ours: atomProblems(parser, atomFeed(awkwardFeed), awkwardFeed),
      library: atomProblems(parser, libraryFeed(candidates, awkwardFeed), awkwardFeed),
    },
    ms: {
      ours: time(runs, () => feeds.map(atomFeed)),
      library: time(runs, () => feeds.map((feed) => libraryFeed(candidates, feed))),
    },
    sampleLibrary: theirs[0]?.slice(0, 1600),
  };

  // Calendars.
  const ourCalendars = LANGUAGE_CODES.map((code) =>
    eventsCalendar(catalog, code, { siteUrl: SITE, now: NOW }),
  );
  const libCalendars = LANGUAGE_CODES.map((code) => libraryCalendar(candidates, catalog, code));
  const icalJsCalendars = LANGUAGE_CODES.map((code) => icalJsCalendar(catalog, code));
  const differences: string[] = [];
  LANGUAGE_CODES.forEach((code, i) => {
    const a = eventsRead(ourCalendars[i] ?? "");
    const b = eventsRead(libCalendars[i] ?? "");
    const c = eventsRead(icalJsCalendars[i] ?? "");
    for (const [uid, event] of a)
      for (const [field, value] of Object.entries(event))
        if (c.get(uid)?.[field] !== value)
          differences.push(`ical.js ${code} ${uid} ${field}: ${value} | ${c.get(uid)?.[field]}`);
    if (a.size !== b.size) differences.push(`${code}: ${a.size} events, library ${b.size}`);
    for (const [uid, event] of a) {
      const other = b.get(uid);
      for (const [field, value] of Object.entries(event))
        if (other?.[field] !== value)
          differences.push(`${code} ${uid} ${field}: ${value} | ${other?.[field]}`);
    }
  });
  report.calendars = {
    events: LANGUAGE_CODES.map((code) => eventsIn(catalog, code).length),
    bytes: {
      ours: ourCalendars.reduce((s, x) => s + Buffer.byteLength(x), 0),
      library: libCalendars.reduce((s, x) => s + Buffer.byteLength(x), 0),
      icalJs: icalJsCalendars.reduce((s, x) => s + Buffer.byteLength(x), 0),
    },
    problems: {
      ours: ourCalendars.flatMap(icalProblems),
      library: [...new Set(libCalendars.flatMap(icalProblems))],
      icalJs: [...new Set(icalJsCalendars.flatMap(icalProblems))],
    },
    header: {
      ours: calendarHeader(ourCalendars[2] ?? ""),
      library: calendarHeader(libCalendars[2] ?? ""),
      icalJs: calendarHeader(icalJsCalendars[2] ?? ""),
    },
    differences: differences.length,
    sampleDifferences: differences.slice(0, 12),
    ms: {
      ours: time(runs, () =>
        LANGUAGE_CODES.map((code) => eventsCalendar(catalog, code, { siteUrl: SITE, now: NOW })),
      ),
      library: time(runs, () =>
        LANGUAGE_CODES.map((code) => libraryCalendar(candidates, catalog, code)),
      ),
      icalJs: time(runs, () => LANGUAGE_CODES.map((code) => icalJsCalendar(catalog, code))),
    },
    sampleLibrary: libCalendars[2]
      ?.split("BEGIN:VEVENT")
      .slice(0, 2)
      .join("BEGIN:VEVENT")
      .slice(0, 1500),
  };

  // Russian hyphenation.
  const texts = russianTexts(catalog);
  const words = [...new Set(texts.join(" ").match(/[а-яё]+/giu) ?? [])];
  const long = words.filter((word) => word.length >= 12);
  const ourWords = long.map((word) => khristovHyphens(word));
  const libWords = long.map((word) => russianHyphens(word));
  const same = ourWords.filter((word, i) => word === libWords[i]).length;
  const breaks = (list: string[]) => list.reduce((s, w) => s + w.split("\u00AD").length - 1, 0);
  report.hyphenation = {
    pages: catalog.pagesIn("ru").length,
    texts: texts.length,
    words: words.length,
    longWords: long.length,
    identical: same,
    breaks: { ours: breaks(ourWords), library: breaks(libWords) },
    unbroken: {
      ours: ourWords.filter((w) => !w.includes("\u00AD")).length,
      library: libWords.filter((w) => !w.includes("\u00AD")).length,
    },
    ruleBreaks: {
      ours: ourWords.flatMap(ruleBreaks).slice(0, 10),
      library: libWords.flatMap(ruleBreaks).slice(0, 10),
    },
    sample: long
      .map(
        (_, i) =>
          `${ourWords[i]?.replaceAll("\u00AD", "-")} | ${libWords[i]?.replaceAll("\u00AD", "-")}`,
      )
      .filter((_, i) => ourWords[i] !== libWords[i])
      .filter((_, i) => i % Math.max(1, Math.floor(long.length / 40)) === 0)
      .slice(0, 40),
    ms: {
      ours: time(runs, () => texts.map(khristovHyphens)),
      library: time(runs, () => texts.map(russianHyphens)),
    },
  };

  // Messages.
  const jobs = LANGUAGE_CODES.flatMap((code) =>
    messageEntries(catalogueFor(code)).map(([key, source]) => ({ code, key, source })),
  );
  let formatted = 0;
  const mismatches: string[] = [];
  const ourFormat = (
    code: LanguageCode,
    compiled: ReturnType<typeof compileMessage>,
    values: Values,
  ) =>
    typeof compiled === "string"
      ? compiled
      : formatMessageToParts(languageByCode(code), compiled as Message<Values>, values).join("");
  const libraryOf = (code: LanguageCode, key: string, source: string) =>
    new IntlMessageFormat(numbered(key, parseMessage(source)), languageByCode(code).intl);
  for (const { code, key, source } of jobs) {
    const compiled = compileMessage(source);
    const library = libraryOf(code, key, source);
    for (const values of samples(key)) {
      formatted++;
      const a = ourFormat(code, compiled, values);
      const b = library.format(values as never);
      const text = Array.isArray(b) ? b.join("") : String(b);
      if (a !== text) mismatches.push(`${code} ${key} ${JSON.stringify(values)}: ${a} | ${text}`);
    }
  }
  const compiledJobs = jobs.map((job) => ({
    ...job,
    compiled: compileMessage(job.source),
    ast: numbered(job.key, parseMessage(job.source)),
    values: samples(job.key),
  }));
  report.messages = {
    messages: jobs.length,
    formatted,
    mismatches: mismatches.length,
    // What a page carries of its messages: our parts, or the parser's tree that the library formats.
    dataBytes: {
      ours: Buffer.byteLength(JSON.stringify(compiledJobs.map((job) => job.compiled))),
      library: Buffer.byteLength(JSON.stringify(compiledJobs.map((job) => job.ast))),
    },
    sampleMismatches: mismatches.slice(0, 10),
    ms: {
      oursFormat: time(runs, () => {
        for (const job of compiledJobs)
          for (const values of job.values) ourFormat(job.code, job.compiled, values);
      }),
      libraryFormat: time(runs, () => {
        for (const job of compiledJobs) {
          const message = new IntlMessageFormat(job.ast, languageByCode(job.code).intl);
          for (const values of job.values) message.format(values as never);
        }
      }),
      compileOurs: time(runs, () => compiledJobs.map((job) => compileMessage(job.source))),
      parseOnly: time(runs, () => compiledJobs.map((job) => parseMessage(job.source))),
    },
  };
  return report;
}
