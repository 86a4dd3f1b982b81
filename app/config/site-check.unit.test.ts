import { describe, expect, it } from "vitest";
import { siteCatalog } from "~/config/site-catalog.server";
import { LANGUAGE_CODES } from "~/i18n/languages";
import { siteLinkProblems } from "./site-check";

describe("the site's own links", () => {
  // The first read of the whole catalog: about 1.4 s alone, 3.5 s measured beside two busy loops.
  it("lead to a page in every language", { timeout: 30_000 }, () => {
    expect(siteLinkProblems(siteCatalog())).toEqual([]);
  });

  it("name the link and the languages it leads nowhere in", () => {
    const withoutFaqInFrench = {
      languagesOf: (path: string) =>
        path === "/faq" ? LANGUAGE_CODES.filter((code) => code !== "fr") : [...LANGUAGE_CODES],
    };
    expect(siteLinkProblems(withoutFaqInFrench)).toEqual([
      'app/config/navigation.ts (footer): "/faq" leads to no page in fr',
    ]);
  });
});
