import { describe, expect, it } from "vitest";
import { csvField, parseCsv, toCsv, UTF8_BOM } from "./csv";

interface Row {
  title: string;
  count?: number;
}
const columns = [
  { name: "title", value: (row: Row) => row.title },
  { name: "count", value: (row: Row) => row.count },
];

describe("CSV as RFC 4180 writes it", () => {
  it("starts with a byte order mark and a header row, one CRLF-ended row per record", () => {
    const text = toCsv(columns, [{ title: "Charter", count: 1 }, { title: "Agenda" }]);
    expect(text.startsWith(UTF8_BOM)).toBe(true);
    expect(text.slice(1)).toBe("title,count\r\nCharter,1\r\nAgenda,\r\n");
  });

  it("quotes a field only where it holds a comma, a quote or a line break", () => {
    expect(csvField("plain text")).toBe("plain text");
    expect(csvField("a, b")).toBe('"a, b"');
    expect(csvField('the "Charter"')).toBe('"the ""Charter"""');
    expect(csvField("two\nlines")).toBe('"two\nlines"');
    expect(csvField("carriage\rreturn")).toBe('"carriage\rreturn"');
    expect(csvField(undefined)).toBe("");
    expect(csvField(0)).toBe("0");
  });

  it("gives back every field as written: commas, quotes, line breaks, other scripts", () => {
    const rows: Row[] = [
      { title: 'A/RES/70/1, "Transforming our world"' },
      { title: "first line\r\nsecond line\nthird" },
      { title: "الأمم المتحدة, 联合国, Организация" },
      { title: '"' },
      { title: "" },
    ];
    const parsed = parseCsv(toCsv(columns, rows));
    expect(parsed[0]).toEqual(["title", "count"]);
    expect(parsed.slice(1).map(([title]) => title)).toEqual(rows.map(({ title }) => title));
    expect(parsed).toHaveLength(rows.length + 1);
  });
});
