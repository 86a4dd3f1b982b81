import { describe, expect, it } from "vitest";
import type { LanguageCode } from "~/i18n/languages";
import { isShown, resolveNotice } from "./notice.server";
import { readYaml } from "./read.server";

const exists = new Map<LanguageCode, Set<string>>([
  ["en", new Set(["/events", "/news"])],
  ["fr", new Set(["/news"])],
]);

function notices(files: Partial<Record<LanguageCode, string>>) {
  const problems: string[] = [];
  const read = new Map(
    Object.entries(files).flatMap(([code, text]) => {
      const file = `content/notice/notice.${code}.yml`;
      const yaml = readYaml(file, text ?? "", problems);
      return yaml ? [[code as LanguageCode, { file, yaml }]] : [];
    }),
  );
  return { notices: resolveNotice(read, exists, problems), problems };
}

const ENGLISH = "text: Read this.\nlink: /events\nlinkText: The events\nstarts: 2026-11-01\nends: 2026-11-30\n";

describe("the notice", () => {
  it("is shown in the languages it is written in, linking where the page exists", () => {
    const { notices: found, problems } = notices({
      en: ENGLISH,
      fr: "text: Lisez ceci.\nlinkText: Les événements\n",
    });
    expect(problems).toEqual([]);
    expect(found.get("en")).toMatchObject({ text: "Read this.", link: "/events" });
    // /events is not a page in French here: the French notice keeps its words, without the link.
    expect(found.get("fr")).toMatchObject({ text: "Lisez ceci." });
    expect(found.get("fr")?.link).toBeUndefined();
    expect(found.has("es")).toBe(false);
    expect(found.get("fr")?.id).toBe(found.get("en")?.id);
  });

  it("names each mistake with its file and field", () => {
    const { problems } = notices({
      en: "text: Read this.\nlink: /nowhere\nstarts: 2026-11-30\nends: 2026-11-01\n",
    });
    expect(problems).toEqual([
      "content/notice/notice.en.yml:4: ends: must be on or after starts",
      "content/notice/notice.en.yml: linkText: is needed with a link, and only with one",
    ]);
    expect(notices({ fr: "text: Lisez ceci.\n" }).problems).toEqual([
      "content/notice/notice.fr.yml: is a translation of content/notice/notice.en.yml, which does not exist",
    ]);
    expect(notices({ en: ENGLISH.replace("/events", "/nowhere") }).problems).toEqual([
      'content/notice/notice.en.yml: link: "/nowhere" leads to no page',
    ]);
  });

  it("shows from its first day to its last, both included", () => {
    const notice = { starts: "2026-11-01", ends: "2026-11-30" };
    expect(["2026-10-31", "2026-11-01", "2026-11-30", "2026-12-01"].map((day) => isShown(notice, day))).toEqual([
      false,
      true,
      true,
      false,
    ]);
  });
});
