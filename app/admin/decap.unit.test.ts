import { describe, expect, it } from "vitest";
import { refuseDeletingUsedPhotos, refuseUnaddressedPages } from "./decap";

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
  getMediaFile: async () => ({}),
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

describe("saving a new page in the editor", () => {
  const beforeSave = refuseUnaddressedPages((path) => path.endsWith(".en.md"));
  const story = (slug: string) => [
    { path: `content/stories/${slug}.en.md`, raw: "---\ntitle: T\n---\n", slug },
    { path: `content/stories/${slug}.fr.md`, raw: "---\ntitle: T\n---\n", slug },
  ];
  const stories = {
    ...backend,
    entriesByFolder: async () => [{ data: "", file: { path: "content/stories/solar.en.md" } }],
  };

  it("asks for a title in Latin letters when the title gives no address", async () => {
    for (const slug of ["", "2026"])
      await expect(beforeSave(story(slug), { newEntry: true }, stories)).rejects.toThrow(
        "the English title gives this page no address",
      );
  });

  it("asks for another title when a page already has this one", async () => {
    await expect(beforeSave(story("solar-1"), { newEntry: true }, stories)).rejects.toThrow(
      "a page with this title already exists, content/stories/solar.en.md",
    );
    await expect(beforeSave(story("goal-7"), { newEntry: true }, stories)).resolves.toBe(undefined);
    await expect(beforeSave(story("solar-1"), { newEntry: false }, stories)).resolves.toBe(
      undefined,
    );
  });
});
