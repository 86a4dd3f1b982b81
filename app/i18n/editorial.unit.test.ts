import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "~/i18n/languages";
import { textsOf, type Text } from "~/test/translation-texts";

const VIDEO_DIR = new URL("../../public/video/", import.meta.url);

/** The captions and subtitles of a language, cue by cue. */
function captionsOf(code: string): Text[] {
  return readdirSync(VIDEO_DIR)
    .filter((file) => file.endsWith(`.${code}.vtt`))
    .map((file) => ({
      where: `/video/${file}`,
      text: readFileSync(new URL(file, VIDEO_DIR), "utf8"),
    }));
}

/** Every passage of the texts that a rule catches, with a few words around it. */
function offences(texts: Text[], rule: RegExp, allowed: readonly string[] = []): string[] {
  return texts
    .filter(({ where }) => !allowed.includes(where))
    .flatMap(({ where, text }) =>
      [...text.matchAll(new RegExp(rule.source, `${rule.flags}g`))].map(
        (match) => `${where}: …${text.slice(Math.max(0, match.index - 25), match.index + 25)}…`,
      ),
    );
}

/**
 * The organization's spelling: "-ize" with "organization", as un.org writes, British otherwise
 * ("programme", "centre", "colour", "defence", "analyse").
 */
const NOT_OUR_SPELLING =
  /\b(organis|recognis|authoris|civilis|realis|summaris|prioritis|mobilis|criticis|specialis|minimis|maximis|utilis|characteris|symbolis|standardis|modernis|finalis|stabilis|apologis|categoris|harmonis|memoris|normalis|privatis|emphasis(?=e|ed|es|ing))(e|ed|es|ing|ation|ations)?\b|\b(program|programs|center|centers|centered|color|colors|colored|behavior|honor|labor|favor|neighbor|humor|endeavor|defense|catalog)\b|\banalyz/i;

/**
 * Where the specification itself writes a word otherwise: none. Its "organisation blue" (section 3)
 * is written "Organization blue", as the organization spells it (the product decisions).
 */
const SPECIFICATION_WORDING: string[] = [];

/** Words about how the site is made, which say nothing to a visitor. */
const IMPLEMENTATION_WORDS =
  /\b(localStorage|sessionStorage|un-theme|un-splash-seen|React|JSON|components?|hydrat\w*|prerender\w*)\b/;

describe("editorial consistency", () => {
  const english = [...textsOf("en"), ...captionsOf("en")];

  it("spells English the organization's way: -ize with organization, British otherwise", () => {
    expect(offences(english, NOT_OUR_SPELLING, SPECIFICATION_WORDING)).toEqual([]);
  });

  it("writes the normal theme's colour the organization's way", () => {
    const theme = english.find(({ where }) => where === "messages.theme.descriptions.normal");
    expect(theme?.text).toBe("Organization blue");
  });

  it.each(LANGUAGES.map((language) => language.code))(
    "writes Belém with its accent and no storage keys or implementation words (%s)",
    (code) => {
      const texts = [...textsOf(code), ...captionsOf(code)];
      expect(offences(texts, /\bBelem\b/)).toEqual([]);
      expect(offences(texts, IMPLEMENTATION_WORDS)).toEqual([]);
      // Cookies are named only where the site says it sets none.
      const cookies = offences(texts, /cookie/i).filter((hit) => !hit.includes("privacy-notice"));
      expect(cookies).toEqual([]);
    },
  );
});
