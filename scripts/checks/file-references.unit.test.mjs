import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  README_LIMITS,
  commentsOf,
  missingReferences,
  pathsIn,
  wordCounts,
} from "./file-references.mjs";

const FOLDERS = ["app", "docs", "scripts", ".ci"];
const named = (text, kinds) => pathsIn(text, FOLDERS, kinds).map(({ path }) => path);

describe("the repository", () => {
  it("names no missing file in its documents or code comments", () => {
    const missing = missingReferences().map(
      ({ file, line, path }) => `${file}:${line}: names missing path ${path}`,
    );
    expect(missing).toEqual([]);
    // About 2 s of CPU to parse some 370 files; on two cores shared with a build, 30 s and more.
  }, 120_000);

  it("keeps the README a map: short before the first command, short in all", () => {
    const counts = wordCounts(
      readFileSync(join(import.meta.dirname, "..", "..", "README.md"), "utf8"),
    );
    expect(counts.beforeFirstCommand).toBeLessThanOrEqual(README_LIMITS.beforeFirstCommand);
    expect(counts.total).toBeLessThanOrEqual(README_LIMITS.total);
  });
});

describe("what counts as a path", () => {
  it("is a token from a top-level folder, without its sentence's punctuation", () => {
    expect(named("See `app/render/README.md`, then scripts/build/ and .ci/run.")).toEqual([
      "app/render/README.md",
      "scripts/build/",
      ".ci/run",
    ]);
  });

  it("leaves out addresses, outputs, installed packages and files at a past commit", () => {
    expect(
      named(
        "https://github.com/o/r/blob/main/app/x.ts build/client/app/x.js " +
          "node_modules/.cache/site-build/ 7b9040e:app/prerender/ ~/app/x /docs/y.md",
      ),
    ).toEqual([]);
  });

  it("counts relative paths in comments and relative links in Markdown only when asked", () => {
    const text = "(../render/page.ts) [the format](images/a.png) ./x.mjs";
    expect(named(text)).toEqual([]);
    expect(named(text, { relative: true })).toEqual(["../render/page.ts", "./x.mjs"]);
    expect(named(text, { links: true })).toEqual(["images/a.png"]);
  });

  it("reads comments, not strings, in code", () => {
    const code = [
      'const a = "// app/in-a-string.ts";',
      "// app/in-a-comment.ts",
      "const b = /\\/\\/ app\\/in-a-regex/; /* app/in-a-block.ts */",
      "const c = <div>{/* app/in-jsx.tsx */}</div>;",
    ].join("\n");
    const comments = commentsOf("x.tsx", code).map(({ text }) => text);
    expect(comments).toEqual([
      "// app/in-a-comment.ts",
      "/* app/in-a-block.ts */",
      "/* app/in-jsx.tsx */",
    ]);
  });
});

describe("a repository with stale names", () => {
  const root = mkdtempSync(join(tmpdir(), "file-references-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const write = (path, text) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };

  it("names each file, line and missing path", () => {
    write("app/routes/home.tsx", "// Drawn by app/features/home/ and app/routes/gone.tsx.\n");
    write("app/features/home/hero.tsx", "/** See ./hero and ../../routes/*.tsx, not ./old. */\n");
    write("app/styles/site.css", "/* app/styles/theme.css */\n");
    write("app/admin/vite.config.ts", "// Beside vite.config.ts, not react-router.config.ts.\n");
    write("app/render/build.server.ts", "// ../routes/home, ./build.server and ../gone.\n");
    write("e2e/home.spec.ts", "// As hero.tsx and home.spec.ts, not first-paint.spec.ts.\n");
    write("deploy/nginx.conf", "# include deploy/site.conf;\nlisten 80; # deploy/nginx.conf\n");
    write("content/stories/a.en.md", "app/whatever.ts\n");
    write(
      "docs/guide.md",
      "# Guide\n\n`content/stories/<slug>.en.md`, `app/routes/<kind>.tsx`, " +
        "[a picture](images/a.png)\n`scripts/build/index.mjs`\n",
    );
    expect(missingReferences(root)).toEqual([
      { file: "app/admin/vite.config.ts", line: 1, path: "react-router.config.ts" },
      { file: "app/features/home/hero.tsx", line: 1, path: "./old" },
      { file: "app/render/build.server.ts", line: 1, path: "../gone" },
      { file: "app/routes/home.tsx", line: 1, path: "app/routes/gone.tsx" },
      { file: "app/styles/site.css", line: 1, path: "app/styles/theme.css" },
      { file: "deploy/nginx.conf", line: 1, path: "deploy/site.conf" },
      { file: "docs/guide.md", line: 3, path: "images/a.png" },
      { file: "docs/guide.md", line: 4, path: "scripts/build/index.mjs" },
      { file: "e2e/home.spec.ts", line: 1, path: "first-paint.spec.ts" },
    ]);
  });
});

describe("word counts", () => {
  it("counts as wc -w does, and before the first fenced block", () => {
    expect(wordCounts("# A map\n\nTwo words.\n\n```sh\nnpm start\n```\nEnd.\n")).toEqual({
      total: 10,
      beforeFirstCommand: 5,
    });
  });
});
