/** One run of an excerpt's text: marked where it matches the query, and a heading of the page's. */
export interface ExcerptPart {
  text: string;
  marked: boolean;
  heading?: boolean;
}

/** The end of a sentence, and any closing quotes or brackets after it. */
const SENTENCE_END = /[.!?。！？؟…][»”’"')）」』]*$/u;

/**
 * Punctuation an excerpt may not start with: any but opening quotes and brackets and the Spanish
 * ¿ and ¡, which open what follows them.
 */
const LEADING_PUNCTUATION = /^(?:\s|(?![¿¡])[\p{Po}\p{Pd}\p{Pe}\p{Pf}])+/u;

/** Punctuation that leaves a clause open, dropped where an excerpt is cut after it. */
const TRAILING_PAUSE = /[\s,;:、，；：،؛-]+$/u;

/** Chinese and Japanese characters and their full-width punctuation. */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff00-\uffef]/u;

/** The mark of a cut, as each language writes it: Chinese doubles it ("……"). */
function ellipsisOf(language: string | undefined): string {
  return language?.startsWith("zh") ? "……" : "…";
}

/** Punctuation or a space, which a match's mark leaves out: "climate," is marked "climate". */
const UNMARKED = /[\p{P}\s]/u;

/** A character of the excerpt, whether it lies in a match, and whether in a heading. */
interface Letter {
  char: string;
  marked: boolean;
  heading?: boolean;
}

function lettersOf(parts: readonly ExcerptPart[]): Letter[] {
  return parts.flatMap((part) => Array.from(part.text, (char) => ({ char, marked: part.marked })));
}

function partsOf(letters: readonly Letter[]): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  for (const { char, marked, heading } of letters) {
    const last = parts.at(-1);
    if (last && last.marked === marked && Boolean(last.heading) === Boolean(heading))
      last.text += char;
    else parts.push({ text: char, marked, ...(heading && { heading }) });
  }
  return parts;
}

const textOf = (letters: readonly Letter[]) => letters.map((letter) => letter.char).join("");

/** The letters with the punctuation and spaces at either end of each match left unmarked. */
function markedWordsOnly(letters: readonly Letter[]): Letter[] {
  const out = letters.map((letter) => ({ ...letter }));
  const edge = (i: number) => !out[i - 1]?.marked || !out[i + 1]?.marked;
  // From both ends inwards, so that "«climate»," loses its marks up to the word.
  for (const order of [out.keys(), [...out.keys()].reverse()])
    for (const i of order) {
      const letter = out[i];
      if (letter?.marked && UNMARKED.test(letter.char) && edge(i)) letter.marked = false;
    }
  return out;
}

/**
 * Pagefind joins a page's blocks (a heading, then a paragraph) with a Latin ". " or a space. In
 * Chinese and Japanese text such a joiner is the sentence's own full stop, and no space stands
 * between the characters.
 */
function withCjkJoiners(letters: readonly Letter[]): Letter[] {
  const out: Letter[] = [];
  letters.forEach((letter, i) => {
    const before = out.at(-1)?.char ?? "";
    const after = letters[i + 1]?.char ?? "";
    if (letter.char === "." && CJK.test(before) && (after === "" || /\s/.test(after))) {
      // After a full-width mark (a colon, a full stop) the joiner is dropped.
      const stop = /[\u3000-\u303f\uff00-\uffef]/.test(before) ? "" : "。";
      out.push({ ...letter, char: stop });
    } else if (!(/\s/.test(letter.char) && CJK.test(before) && (after === "" || CJK.test(after)))) {
      out.push(letter);
    }
  });
  return out.filter((letter) => letter.char !== "");
}

/**
 * Where the page's text after its heading starts: Pagefind's text of a page begins with its
 * heading (a goal's "Goal 13. Climate Action. "), which the result shows as its title already.
 */
function afterTitle(content: string, title: string): number {
  const at = content.indexOf(title);
  if (at < 0 || at > 40) return 0;
  const rest = content.slice(at + title.length).match(/^[.。]?\s*/u);
  return at + title.length + (rest?.[0].length ?? 0);
}

/**
 * The excerpt's letters with each of the page's headings found in it marked as one, without the
 * full stop Pagefind joined it to the next block with ("Heading. Text" or, in Chinese text,
 * "标题。正文"); a Chinese heading is followed by a full-width colon instead.
 */
function withHeadings(letters: readonly Letter[], headings: readonly string[]): Letter[] {
  let out = [...letters];
  for (const heading of headings) {
    if (!heading) continue;
    const length = Array.from(heading).length;
    for (let at = textOf(out).indexOf(heading); at >= 0;) {
      const index = Array.from(textOf(out).slice(0, at)).length;
      const joiner = out[index + length]?.char;
      const before = out[index - 1]?.char;
      const whole =
        (before === undefined || /[\s。…]/u.test(before)) && (joiner === "." || joiner === "。");
      if (whole) {
        const cjk = joiner === "。";
        out = [
          ...out.slice(0, index),
          ...out.slice(index, index + length).map((letter) => ({ ...letter, heading: true })),
          ...(cjk ? [{ char: "：", marked: false }] : []),
          ...out.slice(index + length + 1),
        ];
      }
      const next = textOf(out).indexOf(heading, at + heading.length);
      at = next;
    }
  }
  return out;
}

/**
 * An excerpt that reads as text: the title it repeats left out, cut at words with an ellipsis
 * where it stops or starts inside a sentence (the language's own: "……" in Chinese), never
 * starting with punctuation, Chinese text with its own punctuation, only words marked, and the
 * page's headings (`headings`) as headings, not sentences. `content` is the page's text as Pagefind indexed it, of which the
 * excerpt is a run of words.
 */
export function readableExcerpt(
  parts: readonly ExcerptPart[],
  {
    content,
    title,
    language,
    headings = [],
  }: { content: string; title: string; language?: string; headings?: readonly string[] },
): ExcerptPart[] {
  let letters = markedWordsOnly(lettersOf(parts));
  const found = content.indexOf(textOf(letters));
  let start = found;
  const end = found < 0 ? -1 : found + textOf(letters).length;

  // The title, which the result shows above the excerpt, is not repeated in it.
  const bodyStart = found < 0 ? 0 : afterTitle(content, title);
  if (found >= 0 && found < bodyStart) {
    const skipped = Array.from(content.slice(found, bodyStart)).length;
    if (skipped < letters.length) {
      letters = letters.slice(skipped);
      start = bodyStart;
    }
  }

  letters = withHeadings(withCjkJoiners(letters), headings);
  const lead = textOf(letters).match(LEADING_PUNCTUATION)?.[0] ?? "";
  letters = letters.slice(Array.from(lead).length);

  const before = found < 0 ? "" : content.slice(bodyStart, start).trim();
  const startsInside =
    found < 0
      ? /^\p{Ll}/u.test(textOf(letters)) || lead !== ""
      : before !== "" && !SENTENCE_END.test(before);
  const text = textOf(letters);
  const endsInside = !SENTENCE_END.test(text) && (found < 0 || end < content.length);
  if (endsInside) {
    const pause = text.match(TRAILING_PAUSE)?.[0] ?? "";
    letters = letters.slice(0, letters.length - Array.from(pause).length);
  }

  const mark = ellipsisOf(language);
  const ellipsis = (where: boolean): Letter[] =>
    where ? Array.from(mark, (char) => ({ char, marked: false })) : [];
  return partsOf([...ellipsis(startsInside), ...letters, ...ellipsis(endsInside)]);
}
