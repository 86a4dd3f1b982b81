import { describe, expect, it } from "vitest";
import { excerptParts, resultPath } from "./pagefind";

describe("resultPath", () => {
  it("links a result as the site does, without the directory's trailing slash", () => {
    expect(resultPath("/fr/global-issues/atomic-energy/")).toBe("/fr/global-issues/atomic-energy");
    expect(resultPath("/")).toBe("/");
  });
});

describe("excerptParts", () => {
  it("keeps Pagefind's marks and reads everything else as text", () => {
    expect(
      excerptParts("The <mark>atomic</mark> age &amp; <b>its</b> <img src=x onerror=alert(1)>"),
    ).toEqual([
      { text: "The ", marked: false },
      { text: "atomic", marked: true },
      { text: " age & ", marked: false },
      { text: "its", marked: false },
      { text: " ", marked: false },
    ]);
  });
});
