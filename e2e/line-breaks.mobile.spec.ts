import type { Page } from "@playwright/test";
import { messagesFor } from "../app/i18n/catalog";
import { ARABIC_MONTHS } from "../app/i18n/format";
import { LANGUAGES, localizePath, type LanguageCode } from "../app/i18n/languages";
import { expect, test } from "./fixtures";

// Lines on a phone: where a line may end in each script, and how each language writes its dates.

const STORY = "/stories/carbon-markets";
const PAGES = ["/", "/goals/13", STORY];

/** The month names a language's dates use: Intl's as the site writes them, and in Arabic the organization's. */
function monthNames(code: LanguageCode): string[] {
  const { intl } = LANGUAGES.find((language) => language.code === code) ?? LANGUAGES[2];
  const names = new Set<string>(code === "ar" ? ARABIC_MONTHS : []);
  for (let month = 0; month < 12; month++)
    for (const options of [
      { day: "numeric", month: "long" },
      { month: "long", year: "numeric" },
    ] as const) {
      const name = new Intl.DateTimeFormat(intl, { ...options, timeZone: "UTC" })
        .formatToParts(new Date(Date.UTC(2025, month, 15)))
        .find((part) => part.type === "month")?.value;
      if (name) names.add(name);
    }
  return [...names];
}

/** A month name as the page may write it: a slash may be followed by a word joiner. */
const monthPattern = (code: LanguageCode) =>
  monthNames(code)
    .sort((a, b) => b.length - a.length)
    .map((name) =>
      name
        .replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
        .replace(/[ /]/g, (c) => (c === "/" ? "/\\u2060?" : "\\s")),
    )
    .join("|");

/**
 * Runs in the page: the runs that must stay on one line (a number and its unit, a day and its
 * month, a month and its year, a Chinese word as Intl.Segmenter finds it, a Russian word but
 * at a soft hyphen) that a line break splits.
 */
async function splitRuns(page: Page, months: string): Promise<string[]> {
  return page.evaluate((months) => {
    const together = [
      /\d[\d.,\u00A0\u202F]*\s?(?:°C|%|per\scent|pour\scent|por\sciento|процент\p{L}*)/gu,
      new RegExp(`\\d{1,2}(?:er)?\\s(?:de\\s)?(?:${months})`, "gu"),
      new RegExp(`(?:${months})\\s(?:de\\s)?\\d{4}`, "gu"),
    ];
    const han = /^\p{Script=Han}{2,}$/u;
    const words = new Intl.Segmenter("zh", { granularity: "word" });
    const split: string[] = [];
    const check = (node: Text, start: number, end: number) => {
      const range = document.createRange();
      range.setStart(node, start);
      range.setEnd(node, end);
      const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
      const tops = rects.map((rect) => rect.top);
      const height = Math.min(...rects.map((rect) => rect.height));
      if (rects.length < 2 || Math.max(...tops) - Math.min(...tops) <= height / 2) return;
      // A run wider than its column has to break somewhere (overflow-wrap): the column is at fault.
      let block = node.parentElement;
      while (block && getComputedStyle(block).display.startsWith("inline"))
        block = block.parentElement;
      const style = block && getComputedStyle(block);
      // Clamped text ends with the clamp's own ellipsis; what it hides is laid out anyhow.
      if (style && style.webkitLineClamp !== "none") return;
      const column =
        block && style
          ? block.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
          : Infinity;
      const width = rects.reduce((sum, rect) => sum + rect.width, 0);
      split.push(
        `${node.data.slice(start, end)}${width > column ? ` (${Math.round(width)} px in a ${Math.round(column)} px column)` : ""}`,
      );
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node as Text;
      if (!text.parentElement?.checkVisibility()) continue;
      for (const rule of together)
        for (const match of text.data.matchAll(rule))
          check(text, match.index, match.index + match[0].length);
      // A Russian word breaks only where it is hyphenated (at a soft hyphen).
      if (document.documentElement.lang === "ru")
        for (const match of text.data.matchAll(/[а-яё]{2,}/giu)) {
          // A letter's box, from its single-letter range. Right after a soft hyphen where the
          // line broke, that range's box is the hyphen drawn at the end of the line before.
          const top = (at: number) => {
            const range = document.createRange();
            range.setStart(text, at);
            range.setEnd(text, at + 1);
            return range.getBoundingClientRect();
          };
          const first = top(match.index + (text.data[match.index - 1] === "\u00AD" ? 1 : 0));
          const last = top(match.index + match[0].length - 1);
          if (first.height > 0 && Math.abs(last.top - first.top) > first.height / 2)
            split.push(match[0]);
        }
      if (document.documentElement.lang.startsWith("zh"))
        for (const { segment, index } of words.segment(text.data))
          if (han.test(segment)) check(text, index, index + segment.length);
    }
    return split;
  }, months);
}

for (const { code } of LANGUAGES) {
  test(`${code}: at 375 px no line breaks a number from its unit, a date, or a word`, async ({
    page,
  }) => {
    const months = monthPattern(code);
    for (const path of PAGES) {
      await page.goto(localizePath(path, code));
      expect(await splitRuns(page, months), localizePath(path, code)).toEqual([]);
    }
  });
}

/** The form of each date a page writes, its numbers and month names left out: "9 M 9". */
async function dateForms(page: Page, code: LanguageCode): Promise<string[]> {
  const months = monthPattern(code);
  const date =
    code === "zh"
      ? "\\d{4}年\\d{1,2}月\\d{1,2}日"
      : `\\d{1,2}(?:er)?\\s(?:de\\s)?(?:${months})\\s(?:de\\s)?\\d{4}(?:\\s?(?:г\\.|года))?`;
  const text = await page.locator("main").innerText();
  return [...text.matchAll(new RegExp(date, "gu"))].map(([found]) =>
    (code === "zh" ? found : found.replace(new RegExp(months, "gu"), "M"))
      .replace(/\d+(?:er)?/g, "9")
      .replace(/[\s\u2060]+/gu, " "),
  );
}

test("each language writes its dates one way across a story, a listing and the news", async ({
  page,
}) => {
  for (const { code } of LANGUAGES) {
    const forms = new Set<string>();
    for (const path of [STORY, "/stories", "/news"]) {
      await page.goto(localizePath(path, code));
      (await dateForms(page, code)).forEach((form) => forms.add(form));
    }
    expect([...forms], code).toHaveLength(1);
  }
});

test("breadcrumb separators point in the reading direction and open the item they lead to", async ({
  page,
}) => {
  for (const code of ["ar", "en"] as const) {
    await page.goto(localizePath(STORY, code));
    const trail = page.getByRole("navigation", { name: messagesFor(code).article.breadcrumb });
    const pairs = await trail.locator('[aria-hidden="true"]').evaluateAll((marks) =>
      marks.map((mark) => {
        const next = mark.nextElementSibling?.getBoundingClientRect();
        const box = mark.getBoundingClientRect();
        return {
          mark: mark.textContent,
          box: box.toJSON() as DOMRect,
          next: next?.toJSON() as DOMRect,
        };
      }),
    );
    expect(pairs.length, code).toBeGreaterThan(0);
    for (const { mark, box, next } of pairs) {
      // The item it leads to follows on the same line: to its left in Arabic, to its right otherwise.
      expect(mark, code).toBe(code === "ar" ? "‹" : "›");
      expect(Math.abs(next.top - box.top), code).toBeLessThan(box.height);
      if (code === "ar") expect(next.right, code).toBeLessThanOrEqual(box.left + 1);
      else expect(next.left, code).toBeGreaterThanOrEqual(box.right - 1);
    }
  }
});
