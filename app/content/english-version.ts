/**
 * Which English text a translation was made from: a short hash of the English file's translated
 * text, recorded in the translation as `englishVersion`. `npm run content:status` compares it with
 * the English file as it is now; the editor records it when a translation is first saved. Only the
 * words count: line breaks, blank lines and the fields that are not translated do not.
 */
import { parse, stringify } from "yaml";
import { FRONT_MATTER } from "./patterns";

/** The front matter fields a translation translates; the body too. */
const TRANSLATED_FIELDS = ["title", "lead", "imageAlt", "imageCaption"] as const;

const words = (value: unknown) => (typeof value === "string" ? value.replace(/\s+/g, " ").trim() : "");

/** Every text of a home file's records, in order: the cards' words. */
function recordTexts(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(recordTexts);
  if (value !== null && typeof value === "object")
    return Object.entries(value).flatMap(([key, field]) =>
      key === "englishVersion" ? [] : recordTexts(field),
    );
  return typeof value === "string" ? [words(value)] : [];
}

/** The words of an English file that translations translate: a page's, or the home records'. */
export function translatedText(file: string, text: string): string {
  if (file.endsWith(".yml")) return recordTexts(parse(text)).join("\n");
  const parts = FRONT_MATTER.exec(text)?.groups;
  const fields = (parts ? parse(parts.yaml ?? "") : {}) as Record<string, unknown> | null;
  return [...TRANSLATED_FIELDS.map((name) => words(fields?.[name])), words(parts?.body ?? text)].join(
    "\n",
  );
}

/** The 8-character version of an English text (the start of its SHA-256). */
export async function englishVersion(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest).slice(0, 4)]
    .map((byte) => byte.toString(16).padStart(2, "0"))
    .join("");
}

/** The version a translation file records, if any. */
export function recordedVersion(text: string): string | undefined {
  return /^englishVersion: (["']?)([0-9a-f]{8})\1\s*$/m.exec(text)?.[2];
}

/**
 * A translation file with `version` recorded: as its front matter's first field (a page), or its
 * first line (home records), in place of the one it had.
 */
export function withVersion(file: string, text: string, version: string): string {
  // Written as the editor's YAML writes it: quoted where it would read as a number ("1e234567").
  const line = stringify({ englishVersion: version }).trimEnd();
  const without = text.replace(/^englishVersion: .*\r?\n/m, "");
  if (file.endsWith(".yml")) return `${line}\n${without}`;
  return without.replace(/^---\r?\n/, `---\n${line}\n`);
}
