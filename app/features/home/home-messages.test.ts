// @vitest-environment node
import { describe, expect, it } from "vitest";
import { messagesFor } from "~/i18n/catalog";
import { splitHomeMessages } from "./home-messages";

describe("splitHomeMessages", () => {
  const home = messagesFor("ru").home;
  const { hydrated, prerendered } = splitHomeMessages(home);

  it("keeps for hydration only the text of the sections that hydrate", () => {
    expect(Object.keys(hydrated).sort()).toEqual(["hero", "stories", "strip"]);
  });

  it("puts every other group, whole, with the prerendered records, and loses none", () => {
    expect(prerendered.stats).toBe(home.stats);
    expect(prerendered.climate).toBe(home.climate);
    expect({ ...hydrated, ...prerendered }).toEqual(home);
  });
});
