import { expect, it } from "vitest";
import { copySiteAddresses } from "./copy-address";

it("copies a photo's site address, which a page names, rather than its place in the repository", async () => {
  const copied: string[] = [];
  const clipboard = {
    writeText: async (text: string) => {
      copied.push(text);
    },
  };
  copySiteAddresses(clipboard, { folder: "public/images/uploads", sitePath: "/images/uploads" });
  await clipboard.writeText("public/images/uploads/solar-panels.jpg");
  await clipboard.writeText("solar-panels.jpg");
  expect(copied).toEqual(["/images/uploads/solar-panels.jpg", "solar-panels.jpg"]);
});
