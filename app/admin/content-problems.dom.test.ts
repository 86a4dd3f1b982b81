import { describe, expect, it } from "vitest";
import { showContentProblems } from "./content-problems";

describe("the editor's notice of content problems", () => {
  it("names each file with its line and field, and says how to correct it", () => {
    document.body.innerHTML = "<div id='nc-root'></div>";
    showContentProblems([
      "content/stories/carbon-markets.en.md:2: front matter: Missing closing quote",
    ]);
    const notice = document.body.firstElementChild;
    expect(notice?.getAttribute("role")).toBe("alert");
    expect(notice?.querySelector("h2")?.textContent).toBe("Some content files have problems");
    expect(notice?.querySelector("li")?.textContent).toBe(
      "content/stories/carbon-markets.en.md:2: front matter: Missing closing quote",
    );
    expect(notice?.textContent).toContain("correct the line and field named");
  });

  it("shows nothing when the content has no problem", () => {
    document.body.innerHTML = "<div id='nc-root'></div>";
    showContentProblems([]);
    expect(document.body.children).toHaveLength(1);
  });
});
