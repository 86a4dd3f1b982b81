/** The instant a local time ("2025-09-24T14:00") stands for in `timeZone`. */
export function instantIn(local: string, timeZone: string): Date {
  const asUtc = new Date(`${local}:00Z`);
  // The zone's offset at that moment, read from how the zone writes the UTC instant; once more
  // from the corrected guess, for times near a change of offset.
  const offsetAt = (instant: Date) => {
    const parts = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    }).formatToParts(instant);
    const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
    const shown = Date.UTC(
      get("year"),
      get("month") - 1,
      get("day"),
      get("hour"),
      get("minute"),
      get("second"),
    );
    return shown - instant.getTime();
  };
  const guess = new Date(asUtc.getTime() - offsetAt(asUtc));
  return new Date(asUtc.getTime() - offsetAt(guess));
}
