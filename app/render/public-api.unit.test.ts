// The site renders on its frameworks' public APIs alone (issue 37, docs/architecture.md): no
// production module reads a framework's private format or changes a third-party file.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "..", "..");

/** The production code: the site, the build's steps and the server, tests aside. */
const PRODUCTION = ["app", "scripts/build", "scripts/postbuild", "scripts/http-policy", "server"];
const PRODUCTION_FILES = ["scripts/search-index.mjs", "vite.config.ts"];

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mts|mjs|js)$/.test(entry.name) && !/(^|[.-])test[.-]/.test(entry.name)
      ? [path]
      : [];
  });
}

/** What production code must never contain, and why. */
const PRIVATE = [
  [/__reactRouter\w*/, "React Router's private globals"],
  [/IS_RR_BUILD_REQUEST/, "React Router's internal build flag"],
  [/turbo-stream|streamController/, "React Router's hydration data format"],
  [/\bUNSAFE_\w+/, "React Router's unsupported exports"],
  [/@react-router\/dev/, "the framework's build, replaced by the site's own"],
  [/\.prototype\.\w+\s*=(?!=)/, "a third-party class patched in place"],
  [/DECAP_CORRECTIONS|correctedDecap/, "Decap's bundle edited by string replacement"],
  [/\.stream\s*=\s*function/, "send's file stream replaced on its instance"],
] as const;

describe("production code on public APIs", () => {
  const files = [
    ...PRODUCTION.flatMap((folder) => sourceFiles(join(ROOT, folder))),
    ...PRODUCTION_FILES.map((file) => join(ROOT, file)),
  ];

  it("reads no framework's private format and patches no third-party file", () => {
    const found = files.flatMap((file) => {
      const text = readFileSync(file, "utf8");
      return PRIVATE.flatMap(([pattern, what]) =>
        pattern.test(text) ? [`${relative(ROOT, file)}: ${what} (${String(pattern)})`] : [],
      );
    });
    expect(found).toEqual([]);
  });

  it("looks at the files it means to", () => {
    expect(files.length).toBeGreaterThan(100);
  });
});
