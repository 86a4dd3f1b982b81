/**
 * The Member States of the United Nations and the non-member observer States, in each language:
 * read from content/member-states (the collection "member-states" of content.config.ts), checked
 * against its schemas, and given as plain records. The Member States page and the open data read
 * them from here, and from nowhere else.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from "../i18n/languages";
import { collections } from "./content.config";
import { ContentError } from "./content-error";
import type { MemberStatesRecords, MemberStatesTranslation, SourceRecord } from "./schema";

/** A Member State in one language: its codes, its name there and its date of admission. */
export interface MemberState {
  /** The ISO 3166-1 alpha-3 code, as the Statistics Division's M49 list gives it: "CIV". */
  iso3: string;
  /** The three-digit M49 code: "384". */
  m49: string;
  /** The name as the organization writes it in the language. */
  name: string;
  /** The day of admission, YYYY-MM-DD. */
  admitted: string;
}

/** A non-member observer State in one language, with the day it became an observer State. */
export interface ObserverState {
  iso3: string;
  m49: string;
  name: string;
  /** The day it became a non-member observer State, YYYY-MM-DD. */
  observerSince: string;
}

/** The list in one language, in the English file's order, with the sources of its facts. */
export interface MemberStatesData {
  language: LanguageCode;
  memberStates: MemberState[];
  observers: ObserverState[];
  sources: SourceRecord[];
  /** The day the sources were last checked against the list, YYYY-MM-DD. */
  checked: string;
}

const { loader, schema } = collections["member-states"];

/** The collection's file in a language: "content/member-states/member-states.fr.yml". */
export const memberStatesFile = (code: LanguageCode) =>
  `${loader.folder}/member-states.${code}.yml`;

/** A file read and checked against its schema; a problem names the file and the field. */
function readChecked<T>(root: string, code: LanguageCode, check: typeof schema.english): T {
  const file = memberStatesFile(code);
  const result = check.safeParse(parse(readFileSync(join(root, file), "utf8")));
  if (result.success) return result.data as T;
  throw new ContentError(
    result.error.issues.map((issue) => `${file}: ${issue.path.join(".")} ${issue.message}`),
  );
}

/** Every language's list, read from the content at `root` (the repository). */
export function loadMemberStates(root: string): Map<LanguageCode, MemberStatesData> {
  const english = readChecked<MemberStatesRecords>(root, DEFAULT_LANGUAGE, schema.english);
  const lists = new Map<LanguageCode, MemberStatesData>();
  for (const code of LANGUAGE_CODES) {
    const names =
      code === DEFAULT_LANGUAGE
        ? undefined
        : readChecked<MemberStatesTranslation>(root, code, schema.translation).names;
    const nameOf = (state: { code: string; name: string }) => {
      if (!names) return state.name;
      const name = names[state.code];
      if (name === undefined)
        throw new ContentError([`${memberStatesFile(code)}: names.${state.code} is missing`]);
      return name;
    };
    lists.set(code, {
      language: code,
      memberStates: english.states.map((state) => ({
        iso3: state.code,
        m49: state.m49,
        name: nameOf(state),
        admitted: state.admitted,
      })),
      observers: english.observers.map((state) => ({
        iso3: state.code,
        m49: state.m49,
        name: nameOf(state),
        observerSince: state.since,
      })),
      sources: english.sources,
      checked: english.checked,
    });
  }
  return lists;
}

let loaded: Map<LanguageCode, MemberStatesData> | undefined;

/**
 * The Member States and observer States in a language, read once per process from the working
 * directory's content: what the page shows and what the open data (/api/member-states.json) gives.
 */
export function memberStatesIn(code: LanguageCode): MemberStatesData {
  loaded ??= loadMemberStates(process.cwd());
  const list = loaded.get(code);
  if (!list) throw new Error(`no Member States list in ${code}`);
  return list;
}
