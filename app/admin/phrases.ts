/**
 * Decap's English words that told editors something untrue, replaced through its public
 * `registerLocale` (issue 39): every other phrase stays Decap's own.
 */
import type { CmsLocalePhrases } from "decap-cms-core";

/** Phrases by their path in Decap's English locale, and the words that are true here. */
export const TRUER_PHRASES: Readonly<Record<string, string>> = {
  // Shown for a blank new entry too, where nothing was ever saved.
  "editor.editorToolbar.changesSaved": "No unsaved changes",
  // The button copies the photo's site address ("/images/uploads/…", see copy-address.ts), as a
  // page names it: not the path Decap's "Copy Path" would copy.
  "mediaLibrary.mediaLibraryCard.copyPath": "Copy address",
};

/** Decap's phrases with `changes` made, each at a path that must exist already. */
export function withPhrases(
  phrases: CmsLocalePhrases,
  changes: Readonly<Record<string, string>> = TRUER_PHRASES,
): CmsLocalePhrases {
  const copy = structuredClone(phrases) as Record<string, unknown>;
  for (const [path, words] of Object.entries(changes)) {
    const keys = path.split(".");
    const last = keys.pop() ?? "";
    let node: Record<string, unknown> | undefined = copy;
    for (const key of keys) node = node?.[key] as Record<string, unknown> | undefined;
    if (typeof node?.[last] !== "string") throw new Error(`Decap has no phrase ${path}`);
    node[last] = words;
  }
  return copy as CmsLocalePhrases;
}
