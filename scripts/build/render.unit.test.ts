import { describe, expect, it } from "vitest";
import { sharesOf } from "./render";

describe("the rendering threads' shares", () => {
  it("give each thread every other page of each language, language after language", () => {
    const paths = ["/fr", "/", "/fr/news", "/news", "/fr/about", "/about", "/fr/events"];
    const groupOf = (path: string) => (path.startsWith("/fr") ? "fr" : "en");
    expect(sharesOf(paths, 2, groupOf)).toEqual([
      [
        { name: "fr", paths: ["/fr", "/fr/about"] },
        { name: "en", paths: ["/", "/about"] },
      ],
      [
        { name: "fr", paths: ["/fr/news", "/fr/events"] },
        { name: "en", paths: ["/news"] },
      ],
    ]);
  });
});
