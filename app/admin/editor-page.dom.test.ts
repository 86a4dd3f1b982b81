import { expect, it } from "vitest";
import { editorPage } from "./editor-page";

it("asks search engines not to list the editor, and runs no inline script (its policy allows none)", () => {
  const html = editorPage({ script: "/admin/assets/main.js", decap: "/admin/decap/decap-cms.js" });
  const page = new DOMParser().parseFromString(html, "text/html");
  expect(page.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe(
    "noindex, nofollow",
  );
  expect([...page.scripts].map((script) => script.getAttribute("src"))).toEqual([
    "/admin/assets/main.js",
  ]);
  expect(page.querySelector('link[rel="preload"]')?.getAttribute("href")).toBe(
    "/admin/decap/decap-cms.js",
  );
});
