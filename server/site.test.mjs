// A build the servers refuse: each fault is reported in one line naming the file.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { BuildError, loadBuild } from "./site.mjs";
import { createFixture, FIXTURE_SITE } from "./test-fixture.mjs";

let tmp;
let fixture;

beforeAll(async () => {
  tmp = mkdtempSync(join(tmpdir(), "site-"));
  ({ buildDir: fixture } = await createFixture(join(tmp, "fixture")));
});

afterAll(() => rmSync(tmp, { recursive: true, force: true }));

it("loads a good build: languages, page hashes and each language's not-found page", () => {
  const build = loadBuild(fixture);
  expect(build.prefixes).toEqual(["/fr", ""]);
  expect([...build.notFoundPages.keys()].sort()).toEqual(["", "/fr"]);
  expect(build.pageScriptHashes["/about/charter/index.html"]).toHaveLength(2);
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
  "csp.json holds {}": [
    (dir) => writeFileSync(join(dir, "csp.json"), "{}"),
    /csp\.json has no "pageScriptHashes"/,
  ],
  "csp.json lacks a page": [
    (dir) =>
      writeFileSync(
        join(dir, "csp.json"),
        JSON.stringify({ pageScriptHashes: { "/index.html": [] } }),
      ),
    /csp\.json has no script hashes for \/news\/index\.html \(page \/news\)/,
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
  expect(error).toBeInstanceOf(BuildError);
  expect(error.message).toMatch(message);
  expect(error.message).not.toContain("\n");
});
