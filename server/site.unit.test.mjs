// A build the servers refuse: each fault is reported in one line naming the file.
import { cpSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, assert, beforeAll, expect, it } from "vitest";
import { BuildError, loadBuild, watchBuild } from "./site.mjs";
import { createFixture, FIXTURE_SITE } from "./test-fixture.mjs";

let tmp;
let fixture;

beforeAll(async () => {
  tmp = mkdtempSync(join(tmpdir(), "site-"));
  ({ buildDir: fixture } = await createFixture(join(tmp, "fixture")));
});

afterAll(() => rmSync(tmp, { recursive: true, force: true }));

it("loads a good build: languages, pages and each language's not-found page", () => {
  const build = loadBuild(fixture);
  expect(build.prefixes).toEqual(["/fr", ""]);
  expect([...build.notFoundPages.keys()].sort()).toEqual(["", "/fr"]);
  expect(build.site.pages).toContain("/about/charter");
});

it("names a link that leads nowhere, once, and keeps the build it serves", async () => {
  const dir = join(tmp, "links");
  cpSync(fixture, join(dir, "good"), { recursive: true });
  symlinkSync(join(dir, "good"), join(dir, "current"));
  const errors = [];
  const current = watchBuild(join(dir, "current"), {
    intervalMs: 0,
    onError: (error, kept) => errors.push(`${error.message} (kept ${kept.clientDir})`),
  });
  const served = current();
  rmSync(join(dir, "current"));
  symlinkSync(join(dir, "missing"), join(dir, "current"));
  expect(current()).toBe(served);
  expect(current()).toBe(served);
  expect(errors).toEqual([
    `${join(dir, "current")} does not lead to a directory (a dangling link?) (kept ${served.clientDir})`,
  ]);
  expect(await current.reload()).toBe(served);
  expect(errors).toHaveLength(2);
});

const faults = {
  "site.json is missing": [(dir) => rmSync(join(dir, "site.json")), /site\.json is missing/],
  "site.json is not JSON": [
    (dir) => writeFileSync(join(dir, "site.json"), "{"),
    /site\.json is not valid JSON/,
  ],
  "a language prefix is wrong": [
    (dir) =>
      writeFileSync(
        join(dir, "site.json"),
        JSON.stringify({
          ...FIXTURE_SITE,
          languages: [FIXTURE_SITE.languages[0], { code: "fr", dir: "ltr", prefix: "/fra" }],
        }),
      ),
    /languages\[1\]\.prefix is not "\/fr"/,
  ],
  "a language's not-found page is missing": [
    (dir) => rmSync(join(dir, "client", "fr", "404.html")),
    /fr\/404\.html is missing/,
  ],
  "a page's file is missing": [
    (dir) => rmSync(join(dir, "client", "about", "charter", "index.html")),
    /about\/charter\/index\.html is missing \(page \/about\/charter\)/,
  ],
};

it.each(Object.keys(faults))("refuses a build where %s, in one line", (fault) => {
  const [breakBuild, message] = faults[fault];
  const dir = join(tmp, fault.replaceAll(/\W+/g, "-"));
  cpSync(fixture, dir, { recursive: true });
  breakBuild(dir);
  let error;
  try {
    loadBuild(dir);
  } catch (thrown) {
    error = thrown;
  }
  assert(error instanceof BuildError, "loadBuild throws a BuildError");
  expect(error.message).toMatch(message);
  expect(error.message).not.toContain("\n");
});
