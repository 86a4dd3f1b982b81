/**
 * The notice (content/notice): one sentence every page shows between its first and last day, in
 * each language it is written in, with a link to the page that says more. Its files are checked
 * as the build reads them, one line per problem.
 */
import { createHash } from "node:crypto";
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from "../i18n/languages";
import { parse, type ReadYaml } from "./read.server";
import { noticeSchema, noticeTranslationSchema } from "./schema";
import type { Notice } from "./types";

/** The notice in each language it is written in; none when there is no notice file. */
export function resolveNotice(
  files: ReadonlyMap<LanguageCode, { file: string; yaml: ReadYaml }>,
  exists: ReadonlyMap<LanguageCode, ReadonlySet<string>>,
  problems: string[],
): Map<LanguageCode, Notice> {
  const notices = new Map<LanguageCode, Notice>();
  const english = files.get(DEFAULT_LANGUAGE);
  if (!english) {
    for (const { file } of files.values())
      problems.push(`${file}: is a translation of content/notice/notice.en.yml, which does not exist`);
    return notices;
  }
  const source = parse(noticeSchema, english.file, english.yaml, problems);
  if (!source) return notices;
  if (source.link && !exists.get(DEFAULT_LANGUAGE)?.has(source.link))
    problems.push(`${english.file}: link: "${source.link}" leads to no page`);
  // One notice, one identity: a visitor who dismissed it is shown the next one.
  const id = createHash("sha256")
    .update(JSON.stringify(source))
    .digest("hex")
    .slice(0, 12);
  for (const code of LANGUAGE_CODES) {
    const text =
      code === DEFAULT_LANGUAGE
        ? source
        : (() => {
            const file = files.get(code);
            return file ? parse(noticeTranslationSchema, file.file, file.yaml, problems) : undefined;
          })();
    if (!text) continue;
    if (source.link && !text.linkText && code !== DEFAULT_LANGUAGE)
      problems.push(`${files.get(code)?.file}: linkText: is required: the English notice has a link`);
    const link = source.link && exists.get(code)?.has(source.link) ? source.link : undefined;
    notices.set(code, {
      id,
      text: text.text,
      starts: source.starts,
      ends: source.ends,
      ...(link && text.linkText ? { link, linkText: text.linkText } : {}),
    });
  }
  return notices;
}

/** Whether a notice is shown on `day` (YYYY-MM-DD): from its first day to its last, both included. */
export const isShown = (notice: Pick<Notice, "starts" | "ends">, day: string) =>
  notice.starts <= day && day <= notice.ends;
