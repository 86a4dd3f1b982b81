import { expect, it } from "vitest";
import { withPhrases } from "./phrases";

const decap = {
  editor: { editorToolbar: { changesSaved: "Changes saved", save: "Save" } },
  mediaLibrary: { mediaLibraryCard: { copyPath: "Copy Path" } },
};

it("replaces the untrue phrases and keeps every other", () => {
  expect(withPhrases(decap)).toEqual({
    editor: { editorToolbar: { changesSaved: "No unsaved changes", save: "Save" } },
    mediaLibrary: { mediaLibraryCard: { copyPath: "Copy address" } },
  });
  expect(decap.editor.editorToolbar.changesSaved).toBe("Changes saved");
});

it("stops the editor when Decap no longer has a phrase it replaces", () => {
  expect(() => withPhrases(decap, { "editor.gone": "x" })).toThrow(
    "Decap has no phrase editor.gone",
  );
});
