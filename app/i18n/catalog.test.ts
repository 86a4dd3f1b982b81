import { describe, expect, it } from "vitest";
import { contentPagesIn, homeContent } from "~/content/catalog";
import { messagesFor } from "./catalog";
import { en } from "./en";
import { PUBLISHED_LANGUAGES } from "./languages";

/** Every leaf of a messages tree as a dotted path, with arrays counted by position. */
function keyPaths(tree: unknown, prefix = ""): string[] {
  if (typeof tree === "string") return [prefix];
  return Object.entries(tree as Record<string, unknown>).flatMap(([key, value]) =>
    keyPaths(value, prefix ? `${prefix}.${key}` : key),
  );
}

function leaves(tree: unknown): string[] {
  if (typeof tree === "string") return [tree];
  return Object.values(tree as Record<string, unknown>).flatMap(leaves);
}

describe.each(PUBLISHED_LANGUAGES)("the %s translation", (code) => {
  const messages = messagesFor(code);

  it("has exactly the English keys: none missing, none left over", () => {
    expect(keyPaths(messages).sort()).toEqual(keyPaths(en).sort());
  });

  it("leaves no text empty", () => {
    expect(leaves(messages).filter((text) => text.trim() === "")).toEqual([]);
  });

  it("has every content page and home record of the English site", () => {
    const paths = (language: typeof code) => contentPagesIn(language).map((page) => page.path);
    expect(paths(code)).toEqual(paths("en"));
    const home = homeContent(code);
    const english = homeContent("en");
    expect(home.goals.map((goal) => goal.number)).toEqual(english.goals.map((goal) => goal.number));
    expect(home.stories.map((story) => story.link)).toEqual(english.stories.map((s) => s.link));
    expect(home.facts.map((fact) => fact.link)).toEqual(english.facts.map((fact) => fact.link));
    expect(home.mediaItems.map((item) => item.type)).toEqual(english.mediaItems.map((i) => i.type));
  });
});
