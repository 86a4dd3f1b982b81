/**
 * The events (content/events): international days, every year on their day, and single events.
 * The section shows what comes in the twelve months from the build's day (the site rebuilds
 * daily), month by month; single events that have taken place are in its archive.
 */
import type { LanguageCode } from "../i18n/languages";
import type { Catalog, ContentPage, EventFacts } from "./types";

export type EventPage = ContentPage & { event: EventFacts };

/** One date on which an event falls: an observance's day in a given year, or an event's start. */
export interface Occurrence {
  page: EventPage;
  /** YYYY-MM-DD. */
  date: string;
}

/** The build's day, YYYY-MM-DD (UTC). */
export const buildDay = () => new Date().toISOString().slice(0, 10);

/** Every event published in a language, in the catalog's order. */
export function eventsIn(catalog: Catalog, code: LanguageCode): EventPage[] {
  return catalog
    .pagesIn(code)
    .filter((page): page is EventPage => page.collection === "events" && !!page.event);
}

/** An observance's date in `year`; 29 February falls on 28 February in other years. */
function dayIn(year: number, day: string): string {
  const [month = 1, date = 1] = day.split("-").map(Number);
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, "0")}-${String(Math.min(date, last)).padStart(2, "0")}`;
}

/** An event's own day, as its place counts it: "2025-09-24T14:00" falls on 2025-09-24. */
const eventDay = (event: EventFacts) => event.starts?.slice(0, 10);

/** The next date of an observance from `today` (today itself included). */
export function nextDay(day: string, today: string): string {
  const year = Number(today.slice(0, 4));
  const thisYear = dayIn(year, day);
  return thisYear >= today ? thisYear : dayIn(year + 1, day);
}

/**
 * What falls in the twelve months from `today` (today included): each observance once, on its next
 * day, and each event that has not ended, in date order.
 */
export function upcoming(events: readonly EventPage[], today: string): Occurrence[] {
  const until = dayIn(Number(today.slice(0, 4)) + 1, today.slice(5));
  return events
    .flatMap((page): Occurrence[] => {
      const { day } = page.event;
      if (day) return [{ page, date: nextDay(day, today) }];
      const date = eventDay(page.event);
      const end = page.event.ends?.slice(0, 10) ?? date;
      return date && end && end >= today && date < until ? [{ page, date }] : [];
    })
    .sort((a, b) => a.date.localeCompare(b.date) || a.page.title.localeCompare(b.page.title));
}

/** The single events that have ended before `today`, newest first. */
export function past(events: readonly EventPage[], today: string): Occurrence[] {
  return events
    .flatMap((page): Occurrence[] => {
      const date = eventDay(page.event);
      const end = page.event.ends?.slice(0, 10) ?? date;
      return !page.event.day && date && end && end < today ? [{ page, date }] : [];
    })
    .sort((a, b) => b.date.localeCompare(a.date));
}

/** Occurrences by month, in order: "2026-12" with its days. */
export function byMonth(occurrences: readonly Occurrence[]): [month: string, Occurrence[]][] {
  const months = new Map<string, Occurrence[]>();
  for (const occurrence of occurrences) {
    const month = occurrence.date.slice(0, 7);
    months.set(month, [...(months.get(month) ?? []), occurrence]);
  }
  return [...months];
}
