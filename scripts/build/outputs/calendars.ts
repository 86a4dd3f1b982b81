/**
 * The calendar of international days and events (RFC 5545), one per language at `/events.ics` and
 * `/<lang>/events.ics`, written into the build from the content: any calendar application can
 * subscribe to it. International days recur every year as all-day events; a single event is given
 * in UTC, computed from its time zone. Each has a stable UID, its page's address.
 */
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { Catalog } from "~/content/catalog.server";
import { eventsIn, nextDay, type EventPage } from "~/content/events.server";
import { messagesFor } from "~/i18n/catalog";
import { LANGUAGE_CODES, localizePath, type LanguageCode } from "~/i18n/languages";
import { instantIn } from "~/i18n/time-zone";
import { paths } from "~/config/paths";
import { SITE_URL } from "~/config/site";

/** TEXT values escape backslashes, semicolons, commas and line breaks (RFC 5545, 3.3.11). */
const escapeText = (value: string) =>
  value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");

/** A content line folded at 75 octets, continuation lines starting with a space (3.1). */
export function foldLine(line: string): string {
  const bytes = Buffer.from(line, "utf8");
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let start = 0;
  let limit = 75;
  while (start < bytes.length) {
    let end = Math.min(start + limit, bytes.length);
    // Never inside a character: back up to the first byte of a UTF-8 sequence.
    while (end < bytes.length && ((bytes[end] ?? 0) & 0xc0) === 0x80) end--;
    parts.push(bytes.subarray(start, end).toString("utf8"));
    start = end;
    limit = 74;
  }
  return parts.join("\r\n ");
}

/** "2025-09-24" as a DATE value: "20250924". */
const dateValue = (isoDate: string) => isoDate.replaceAll("-", "");

/** The day after an ISO date. */
function nextDate(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** A UTC DATE-TIME value: "20250924T180000Z". */
const utcValue = (date: Date) => `${date.toISOString().slice(0, 19).replace(/[-:]/g, "")}Z`;


/**
 * The first time an observance fell on its day: on or after the resolution that fixed that day,
 * else the one that proclaimed it (or `fallbackYear`).
 */
function firstDay(page: EventPage, fallbackYear: string): string {
  const { day = "01-01", proclaimed, dateFixed } = page.event;
  return nextDay(day, dateFixed ?? proclaimed ?? `${fallbackYear}-01-01`);
}

/** When an event takes place, as iCalendar properties; none for an event that says no time. */
function timingOf(page: EventPage, now: Date): string[] | undefined {
  const { event } = page;
  if (event.day) {
    const first = firstDay(page, now.toISOString().slice(0, 4));
    return [
      `DTSTART;VALUE=DATE:${dateValue(first)}`,
      `DTEND;VALUE=DATE:${dateValue(nextDate(first))}`,
      "RRULE:FREQ=YEARLY",
      "TRANSP:TRANSPARENT",
    ];
  }
  if (!event.starts || !event.timeZone) return undefined;
  const starts = instantIn(event.starts, event.timeZone);
  const ends = event.ends
    ? instantIn(event.ends, event.timeZone)
    : new Date(starts.getTime() + 60 * 60 * 1000);
  return [
    `DTSTART:${utcValue(starts)}`,
    `DTEND:${utcValue(ends)}`,
    ...(event.place ? [`LOCATION:${escapeText(event.place)}`] : []),
  ];
}

export interface CalendarOptions {
  siteUrl?: string;
  /** When the calendar is made (its DTSTAMP). */
  now?: Date;
}

/** A language's calendar, as the text of an iCalendar file. */
export function eventsCalendar(
  catalog: Catalog,
  code: LanguageCode,
  { siteUrl = SITE_URL, now = new Date() }: CalendarOptions = {},
): string {
  const messages = messagesFor(code);
  const host = new URL(siteUrl).host;
  const stamp = utcValue(now);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${host}//events//${code.toUpperCase()}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(messages.events.calendarName)}`,
    // Calendar applications poll a subscription: once a day, as the site rebuilds.
    "REFRESH-INTERVAL;VALUE=DURATION:P1D",
    "X-PUBLISHED-TTL:P1D",
  ];
  for (const page of eventsIn(catalog, code)) {
    const timing = timingOf(page, now);
    if (!timing) continue;
    const url = `${siteUrl}${localizePath(page.path, code)}`;
    lines.push(
      "BEGIN:VEVENT",
      // The page's address without its language: one UID per event whatever the language.
      `UID:${page.path.slice(1).replaceAll("/", "-")}@${host}`,
      `DTSTAMP:${stamp}`,
      ...timing,
      `SUMMARY:${escapeText(page.title)}`,
      `DESCRIPTION:${escapeText(`${page.lead}\n${url}`)}`,
      `URL:${url}`,
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}

/** Writes every language's calendar into the client build; returns the files written. */
export async function writeCalendars(clientDir: string, catalog: Catalog): Promise<string[]> {
  const files: string[] = [];
  const now = new Date();
  for (const code of LANGUAGE_CODES) {
    const file = join(clientDir, localizePath(paths.calendar, code));
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, eventsCalendar(catalog, code, { now }));
    files.push(file);
  }
  return files;
}
