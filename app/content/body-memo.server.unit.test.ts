import { describe, expect, it, vi } from "vitest";
import { renderBodyOnce, type BodyMemo, type KeptBody } from "./body-memo.server";
import type { BodyContext } from "./markdown.server";

/** A memo as the build keeps it between two readings of the content. */
function memo(): BodyMemo & { kept: Map<string, KeptBody> } {
  const kept = new Map<string, KeptBody>();
  return { kept, get: (key) => kept.get(key), set: (key, body) => void kept.set(key, body) };
}

const context = (pages: string[], image = vi.fn(() => ({ stem: "photo", width: 8, height: 6 }))) =>
  ({
    isPage: (path) => pages.includes(path),
    isPublicFile: () => false,
    localize: (path) => path,
    image,
  }) satisfies BodyContext;

const MARKDOWN = "See [the goals](/goals).\n\n![A field](/images/uploads/photo.jpg)\n";

describe("renderBodyOnce", () => {
  it("takes a body kept from an earlier reading while its context answers alike", () => {
    const bodies = memo();
    const first = renderBodyOnce(bodies, "en", MARKDOWN, context(["/goals"]));
    const image = vi.fn(() => ({ stem: "photo", width: 8, height: 6 }));
    const again = renderBodyOnce(bodies, "en", MARKDOWN, context(["/goals"], image));
    expect(again).toBe(first);
    expect(again.problems).toEqual([]);
    // Asking again repeats what the asking does: the picture is registered for the build.
    expect(image).toHaveBeenCalledWith("/images/uploads/photo.jpg");
  });

  it("renders again when a page the body links to is gone, and names the broken link", () => {
    const bodies = memo();
    renderBodyOnce(bodies, "en", MARKDOWN, context(["/goals"]));
    const again = renderBodyOnce(bodies, "en", MARKDOWN, context([]));
    expect(again.problems.map((p) => p.message)).toEqual([
      expect.stringContaining('"/goals"'),
    ]);
  });

  it("keeps a body per language", () => {
    const bodies = memo();
    renderBodyOnce(bodies, "en", MARKDOWN, context(["/goals"]));
    renderBodyOnce(bodies, "fr", MARKDOWN, context(["/goals"]));
    expect(bodies.kept.size).toBe(2);
  });
});
