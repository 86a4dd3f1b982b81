// Stories for the scale benchmark: realistic in length and shape (600-1,200 words, headings, a
// list, related pages, goals, a photo) in the six languages, written into a copy of the site. Their
// sentences are drawn from the site's own content in each language, so each script (Latin,
// Cyrillic, Arabic, CJK) and its punctuation are real.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parse as parseYaml } from "yaml";
import { appModule } from "../app-module.mjs";

/** @type {typeof import("../../app/i18n/languages")} */
const {
  DEFAULT_LANGUAGE,
  isLanguageCode,
  LANGUAGE_CODES: LANGUAGES,
} = await appModule("app/i18n/languages.ts");
/** @type {typeof import("../../app/content/patterns")} */
const { FRONT_MATTER, PAGE_FILE } = await appModule("app/content/patterns.ts");
export { LANGUAGES };

/** A story's length in words; Chinese, written without spaces, counts CJK_CHARS_PER_WORD characters a word. */
export const STORY_WORDS = { min: 600, max: 1_200 };
const CJK_CHARS_PER_WORD = 1.6;

/** Stories a year: a portal like un.org's publishes about a thousand. */
const STORIES_PER_YEAR = 1_000;

/** A seeded generator of numbers in [0, 1): the same seed writes the same stories. */
export function random(seed) {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
}

const pick = (next, items) => items[Math.floor(next() * items.length)];
const between = (next, min, max) => min + Math.floor(next() * (max - min + 1));

/** The sentences of a paragraph, each with its closing punctuation. */
function sentencesOf(paragraph, language) {
  const parts =
    language === "zh"
      ? paragraph.match(/[^。！？]+[。！？]/g)
      : paragraph.match(/[^.!?؟]+[.!?؟]+(?=\s|$)/g);
  return (parts ?? []).map((part) => part.trim()).filter((part) => part.length > 8);
}

/**
 * Sentences, headings, list items, leads and photos from the site's content in each language,
 * without links, tables or quotes, which refer to their own page.
 */
export function readCorpus(root) {
  /** @type {Record<string, { sentences: string[], headings: string[], items: string[], leads: string[] }>} */
  const corpus = Object.fromEntries(
    LANGUAGES.map((code) => [code, { sentences: [], headings: [], items: [], leads: [] }]),
  );
  const photos = new Map();
  const contentDir = join(root, "content");
  for (const folder of readdirSync(contentDir)) {
    if (folder === "home") continue;
    for (const name of readdirSync(join(contentDir, folder))) {
      const { slug, language: code } = PAGE_FILE.exec(name)?.groups ?? {};
      if (!isLanguageCode(code)) continue;
      const { yaml = "", body = "" } =
        FRONT_MATTER.exec(readFileSync(join(contentDir, folder, name), "utf8"))?.groups ?? {};
      const front = parseYaml(yaml) ?? {};
      const photo = photos.get(`${folder}/${slug}`) ?? { alt: {} };
      if (code === DEFAULT_LANGUAGE && front.image) photo.image = front.image;
      if (front.imageAlt) photo.alt[code] = front.imageAlt;
      photos.set(`${folder}/${slug}`, photo);
      const text = corpus[code];
      if (front.lead) text.leads.push(front.lead);
      for (const line of body.split("\n").map((l) => l.trim())) {
        if (!line || /[[\]|<>*`]|^>|^\d+\./.test(line)) continue;
        if (line.startsWith("## ")) text.headings.push(line.slice(3));
        else if (line.startsWith("- ")) text.items.push(line.slice(2));
        else if (!line.startsWith("#")) text.sentences.push(...sentencesOf(line, code));
      }
    }
  }
  const complete = [...photos.values()].filter(
    ({ image, alt }) => image && LANGUAGES.every((code) => alt[code]),
  );
  return { corpus, photos: complete };
}

const wordsIn = (text, language) =>
  language === "zh"
    ? text.replace(/\s/g, "").length / CJK_CHARS_PER_WORD
    : text.split(/\s+/).filter(Boolean).length;

/** A story's body in one language: an opening paragraph, then sections with headings and a list. */
function storyBody(next, text, language, words, link) {
  const joiner = language === "zh" ? "" : " ";
  const paragraph = () =>
    Array.from({ length: between(next, 3, 6) }, () => pick(next, text.sentences)).join(joiner);
  const blocks = [paragraph()];
  let count = wordsIn(blocks[0], language);
  let section = 0;
  while (count < words) {
    const heading = `## ${pick(next, text.headings)}`;
    const block = [heading, paragraph()];
    if (section === 1)
      block.push(
        Array.from({ length: between(next, 3, 6) }, () => `- ${pick(next, text.items)}`).join("\n"),
      );
    if (section === 2) block.push(`[${pick(next, text.headings)}](${link})`);
    if (next() < 0.6) block.push(paragraph());
    const added = block.join("\n\n");
    count += wordsIn(added, language);
    blocks.push(added);
    section++;
  }
  return blocks.join("\n\n");
}

/** A title of a few words (or characters) from a sentence, without its closing punctuation. */
function titleFrom(sentence, language) {
  if (language === "zh") return sentence.slice(0, 18).replace(/[，、。：；]+$/, "");
  return sentence
    .split(/\s+/)
    .slice(0, 9)
    .join(" ")
    .replace(/[.,;:!?؟،]+$/, "");
}

const yamlString = (value) => JSON.stringify(value);

/** The slug of the benchmark's story number `index`. */
export const storySlug = (index) => `scale-story-${String(index + 1).padStart(5, "0")}`;

/**
 * Writes `count` stories, each in the six languages, into `root`'s content/stories/: one every
 * 365/1,000 days back from yesterday, newest first. Returns their slugs.
 */
export function writeStories(root, count, { seed = 1, today = new Date() } = {}) {
  const { corpus, photos } = readCorpus(root);
  const next = random(seed);
  const dir = join(root, "content", "stories");
  mkdirSync(dir, { recursive: true });
  const yesterday = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - 1);
  const slugs = [];
  for (let index = 0; index < count; index++) {
    const slug = storySlug(index);
    const days = Math.floor((index * 365) / STORIES_PER_YEAR);
    const date = new Date(yesterday - days * 86_400_000).toISOString().slice(0, 10);
    const photo = pick(next, photos);
    const goals = [
      ...new Set(Array.from({ length: between(next, 1, 3) }, () => between(next, 1, 17))),
    ];
    const related = [
      `/goals/${goals[0]}`,
      ...(index + 1 < count ? [`/stories/${storySlug(index + 1)}`] : []),
      pick(next, ["/climate-change", "/global-issues/climate", "/about/charter", "/faq"]),
    ];
    const words = between(next, STORY_WORDS.min, STORY_WORDS.max);
    for (const code of LANGUAGES) {
      const text = corpus[code];
      const front = [
        `title: ${yamlString(titleFrom(pick(next, text.sentences), code))}`,
        // A lead as long as the site's own: one of them.
        `lead: ${yamlString(pick(next, text.leads))}`,
        ...(code === DEFAULT_LANGUAGE
          ? [
              `date: ${date}`,
              `image: ${photo.image}`,
              `imageAlt: ${yamlString(photo.alt[DEFAULT_LANGUAGE])}`,
              `related:\n${related.map((path) => `  - ${path}`).join("\n")}`,
              `goals: [${goals.join(", ")}]`,
            ]
          : [`imageAlt: ${yamlString(photo.alt[code])}`]),
      ];
      const body = storyBody(next, text, code, words, `/goals/${goals.at(-1)}`);
      writeFileSync(join(dir, `${slug}.${code}.md`), `---\n${front.join("\n")}\n---\n\n${body}\n`);
    }
    slugs.push(slug);
  }
  return slugs;
}
