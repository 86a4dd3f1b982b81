// @vitest-environment node
import { describe, expect, it } from "vitest";
import { PREFIXED_LANGUAGES } from "~/config/site-map";
import { inlineScriptHashes, LANGUAGE_PREFIXES } from "./postbuild.mjs";

describe("postbuild", () => {
  it("knows every language prefix of the route table", () => {
    expect([...LANGUAGE_PREFIXES].sort()).toEqual([...PREFIXED_LANGUAGES].sort());
  });

  it("hashes inline scripts only, each as a CSP source expression", () => {
    const html = `<script>a()</script><script src="/x.js"></script><script type="module">b()</script>`;
    expect(inlineScriptHashes(html)).toEqual([
      "'sha256-qVpDBgj7bpq5hMAcGp3AOc79J3Y1Z4HvySTwKrWDoy4='",
      "'sha256-cf242PFc/kb7xD0Qzhsmd9vvRkc+cWFmbi+k+YvtdKc='",
    ]);
  });
});
