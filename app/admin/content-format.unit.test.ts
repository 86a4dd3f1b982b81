import { readdirSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { describe, expect, it } from "vitest";
import { editorConfig, HOME_FIELDS } from "./cms-config";
import {
  omitUnwrittenFiles,
  pageFormat,
  recordEnglishVersion,
  recordsFormat,
} from "./content-format";

const CONTENT = join(import.meta.dirname, "..", "..", "content");
const config = editorConfig({ localBackend: "http://127.0.0.1:8081/api/v1" });
const homeFormat = recordsFormat(HOME_FIELDS);
/** The names of a collection's fields, in order, as Decap gives them to a format. */
const fieldOrder = (name: string) =>
  (config.collections.find((each) => each.name === name)?.fields ?? []).map((field) => field.name);

describe("the editor's file formats", () => {
  it("write every committed content file back byte for byte", () => {
    const files = readdirSync(CONTENT, { recursive: true, withFileTypes: true })
      // The notes on each collection's sources (content/sources/) are no page the editor writes,
      // and the Member States are edited in their files only (app/content/content.config.ts).
      .filter(
        (entry) =>
          entry.isFile() && !["sources", "member-states"].includes(basename(entry.parentPath)),
      )
      .map((entry) => join(entry.parentPath, entry.name));
    expect(files.length).toBeGreaterThan(100);
    for (const file of files) {
      const text = readFileSync(file, "utf8");
      const folder = file.split("/").at(-2) ?? "";
      const written =
        folder === "home"
          ? homeFormat.toFile(homeFormat.fromFile(text))
          : pageFormat.toFile(pageFormat.fromFile(text), fieldOrder(folder));
      expect([file, written]).toEqual([file, text]);
    }
  });

  it("name an uploaded photo for Decap without the leading slash of its site path", () => {
    const page =
      "---\ntitle: T\nlead: L\nimage: /images/uploads/solar.jpg\nimageAlt: A\n---\n\nText.\n";
    const data = pageFormat.fromFile(page);
    expect(data.image).toBe("images/uploads/solar.jpg");
    expect(pageFormat.toFile(data, fieldOrder("stories"))).toBe(page);
  });

  it("leave out empty fields, and write nothing for a language with nothing in it", () => {
    const story = {
      body: "Text.\n",
      related: [],
      imageAlt: "",
      title: "Clean cooking",
      lead: "Cleaner stoves.",
      order: null,
      image: "",
    };
    expect(pageFormat.toFile(story, fieldOrder("stories"))).toBe(
      "---\ntitle: Clean cooking\nlead: Cleaner stoves.\n---\n\nText.\n",
    );
    const untranslated = pageFormat.toFile({ title: "", body: "" }, fieldOrder("stories"));
    expect(untranslated).toBe("");
    // Decap ends every file with a line break, and the editor's back ends leave such files out.
    const files = [
      { path: "content/stories/clean-cooking.en.md", raw: "---\ntitle: T\n---\n" },
      { path: "content/stories/clean-cooking.ar.md", raw: `${untranslated}\n` },
    ];
    expect(omitUnwrittenFiles(files).map((file) => file.path)).toEqual([
      "content/stories/clean-cooking.en.md",
    ]);
  });

  it("record in a new translation the English version it was made from, and never in English", async () => {
    const files = await recordEnglishVersion([
      { path: "content/stories/x.en.md", raw: "---\ntitle: T\nlead: L\n---\n\nText.\n" },
      { path: "content/stories/x.fr.md", raw: "---\ntitle: T\nlead: L\n---\n\nTexte.\n" },
      {
        path: "content/stories/x.es.md",
        raw: "---\nenglishVersion: 0badc0de\ntitle: T\nlead: L\n---\n\nTexto.\n",
      },
    ]);
    expect(files.map((file) => file.raw)).toEqual([
      "---\ntitle: T\nlead: L\n---\n\nText.\n",
      expect.stringMatching(/^---\nenglishVersion: "?[0-9a-f]{8}"?\ntitle: T\n/),
      "---\nenglishVersion: 0badc0de\ntitle: T\nlead: L\n---\n\nTexto.\n",
    ]);
  });
});
