import { describe, expect, it } from "vitest";
import { parseRanges } from "./send-file.mjs";

describe("parseRanges", () => {
  it.each([
    ["bytes=0-0", [{ start: 0, end: 0 }]],
    ["bytes=-100", [{ start: 900, end: 999 }]],
    ["bytes=-2000", [{ start: 0, end: 999 }]],
    ["bytes=990-", [{ start: 990, end: 999 }]],
    ["bytes=0-5000", [{ start: 0, end: 999 }]],
    ["bytes=0-9, 10-19", [{ start: 0, end: 19 }]],
    [
      "bytes=20-29,0-9",
      [
        { start: 0, end: 9 },
        { start: 20, end: 29 },
      ],
    ],
  ])("reads %s of 1,000 bytes", (header, ranges) => {
    expect(parseRanges(header, 1000)).toEqual(ranges);
  });

  it("tells a malformed header, ignored, from an unsatisfiable one, refused", () => {
    expect(parseRanges("bytes=abc", 1000)).toBe("malformed");
    expect(parseRanges("bytes", 1000)).toBe("malformed");
    expect(parseRanges("bytes=5", 1000)).toBe("malformed");
    expect(parseRanges("bytes=1000-", 1000)).toBe("unsatisfiable");
    expect(parseRanges("bytes=-0", 1000)).toBe("unsatisfiable");
  });
});
