// @vitest-environment node
import { describe, expect, it } from "vitest";
import { refuseDeletingUsedPhotos } from "./decap";

const beforeDelete = refuseDeletingUsedPhotos(
  [
    { folder: "content/stories", extension: "md" },
    { folder: "content/home", extension: "yml" },
  ],
  { folder: "public/images/uploads", sitePath: "/images/uploads" },
);
const files: Record<string, { data: string; file: { path: string } }[]> = {
  "content/stories": [
    {
      file: { path: "content/stories/solar.en.md" },
      data: "---\ntitle: T\nimage: /images/uploads/solar-panels.jpg\n---\n",
    },
  ],
  "content/home": [],
};
const backend = {
  entriesByFolder: async (folder: string) => files[folder] ?? [],
  persistEntry: async () => undefined,
  deleteFiles: async () => undefined,
};

describe("deleting a photo in the editor", () => {
  it("is refused while a page shows it, naming the page", async () => {
    await expect(beforeDelete(["public/images/uploads/solar-panels.jpg"], backend)).rejects.toThrow(
      "/images/uploads/solar-panels.jpg is shown by content/stories/solar.en.md: choose another photo there first, then delete this one",
    );
  });

  it("goes ahead for a photo no page shows", async () => {
    await expect(beforeDelete(["public/images/uploads/unused.jpg"], backend)).resolves.toBe(
      undefined,
    );
  });
});
