import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { LANGUAGE_CODES } from "~/i18n/languages";
import { instantIn } from "~/i18n/time-zone";
import { eventsCalendar, foldLine } from "./calendars";
import { siteCatalog } from "~/config/site-catalog.server";

const NOW = new Date("2026-11-28T06:00:00Z");

/** A language's calendar as a standard iCalendar library reads it. */
function parsed(code: (typeof LANGUAGE_CODES)[number]) {
  const text = eventsCalendar(siteCatalog(), code, {
    siteUrl: "https://example.org",
    now: NOW,
  });
  return { text, calendar: new ICAL.Component(ICAL.parse(text)) };
}

describe("the calendar of international days and events", () => {
  it.each(LANGUAGE_CODES)("parses as iCalendar in %s, with at least 30 events", (code) => {
    const { calendar } = parsed(code);
    expect(calendar.name).toBe("vcalendar");
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    const events = calendar.getAllSubcomponents("vevent");
    expect(events.length).toBeGreaterThanOrEqual(30);
    for (const event of events) {
      expect(event.getFirstPropertyValue("uid")).toMatch(/^events-[a-z0-9-]+@example\.org$/);
      expect(String(event.getFirstPropertyValue("summary")).trim()).not.toBe("");
      expect(event.getFirstPropertyValue("dtstamp")).toBeTruthy();
    }
  });

  it("gives each event the same UID in every language", () => {
    const uids = (code: (typeof LANGUAGE_CODES)[number]) =>
      parsed(code)
        .calendar.getAllSubcomponents("vevent")
        .map((event) => String(event.getFirstPropertyValue("uid")))
        .sort();
    expect(uids("fr")).toEqual(uids("en"));
    expect(uids("zh")).toEqual(uids("en"));
  });

  it("gives an international day as an all-day event, every year on its day", () => {
    const event = new ICAL.Event(
      parsed("en")
        .calendar.getAllSubcomponents("vevent")
        .find(
          (each) =>
            each.getFirstPropertyValue("uid") === "events-international-womens-day@example.org",
        ),
    );
    expect(event.startDate.isDate).toBe(true);
    expect([event.startDate.month, event.startDate.day]).toEqual([3, 8]);
    expect([event.endDate.isDate, event.endDate.month, event.endDate.day]).toEqual([true, 3, 9]);
    expect(event.isRecurring()).toBe(true);
    const next = event.iterator().next();
    expect(next?.toString()).toBe(event.startDate.toString());
  });

  it("starts a day whose date a later resolution fixed from that resolution, not the first", () => {
    const peace = siteCatalog().page("en", "/events/international-day-of-peace");
    // Proclaimed by 36/67 (30 November 1981); 55/282 (7 September 2001) fixed 21 September.
    expect(peace?.event).toMatchObject({
      proclaimedBy: "A/RES/36/67",
      proclaimed: "1981-11-30",
      dateFixedBy: "A/RES/55/282",
      dateFixed: "2001-09-07",
    });
    const event = new ICAL.Event(
      parsed("en")
        .calendar.getAllSubcomponents("vevent")
        .find(
          (each) =>
            each.getFirstPropertyValue("uid") === "events-international-day-of-peace@example.org",
        ),
    );
    expect(event.startDate.toString()).toBe("2001-09-21");
  });

  it("gives a single event in UTC, from its time in its own time zone", () => {
    const event = new ICAL.Event(
      parsed("en")
        .calendar.getAllSubcomponents("vevent")
        .find(
          (each) => each.getFirstPropertyValue("uid") === "events-climate-summit-2025@example.org",
        ),
    );
    // 14:00 to 19:00 in New York in September (UTC-4).
    expect(event.startDate.toJSDate().toISOString()).toBe("2025-09-24T18:00:00.000Z");
    expect(event.endDate.toJSDate().toISOString()).toBe("2025-09-24T23:00:00.000Z");
    expect(event.isRecurring()).toBe(false);
  });

  it("folds long lines at 75 octets without cutting a character", () => {
    const line = `SUMMARY:${"Journée internationale ".repeat(6)}`;
    const folded = foldLine(line);
    for (const part of folded.split("\r\n"))
      expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, "")).toBe(line);
  });

  it("reads local times across a change of offset", () => {
    expect(instantIn("2025-01-15T09:00", "America/New_York").toISOString()).toBe(
      "2025-01-15T14:00:00.000Z",
    );
    expect(instantIn("2025-07-15T09:00", "Asia/Tokyo").toISOString()).toBe(
      "2025-07-15T00:00:00.000Z",
    );
  });
});
