// The rich-text box of the editor reads a page's Markdown into its own document and writes it back
// with its own serializer (Decap's): every committed page comes back as it was written, and what an
// editor types is saved as the Markdown the guide documents.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { throughRichText } from "../test/decap-markdown";
import { documentedMarkdown, pageFormat } from "./content-format";

/** What the editor saves after an editor opened a body in the rich-text box. */
const throughEditor = (markdown: string) => documentedMarkdown(throughRichText(markdown));

const CONTENT = join(import.meta.dirname, "..", "..", "content");

describe("the editor's Markdown", () => {
  // Every page of the site through Decap's parser and serializer: about 1 s alone, several
  // times that on two cores shared with a build or a browser.
  it("gives every committed page's text back as it was written", { timeout: 30_000 }, () => {
    const pages = readdirSync(CONTENT, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /^[a-z0-9-]+\.[a-z]+\.md$/.test(entry.name))
      .map((entry) => join(entry.parentPath, entry.name));
    expect(pages.length).toBeGreaterThan(100);
    for (const file of pages) {
      const { body } = pageFormat.fromFile(readFileSync(file, "utf8"));
      expect([file, throughEditor(String(body))]).toEqual([file, String(body)]);
    }
  });

  it("saves Markdown typed in the rich-text box as the markup it was typed as", () => {
    // Typed as text, the rich-text box holds these lines as paragraphs; its serializer escapes them.
    const typed = "\\## Why it matters\n\n\\- Health\n\\- Time\n\nRead \\[the FAQ\\](/faq).";
    expect(throughRichText(typed)).toContain("\\##");
    expect(throughEditor(typed)).toBe(
      "## Why it matters\n\n- Health\n- Time\n\nRead [the FAQ](/faq).",
    );
  });
});
