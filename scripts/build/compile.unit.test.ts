import { existsSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { CODE_INPUTS } from "./compile";

const ROOT = resolve(import.meta.dirname, "..", "..");

/** The relative modules a module imports, statically or dynamically, leaving out types. */
function relativeImports(file: string): string[] {
  const source = readFileSync(file, "utf8");
  const specifiers = [
    ...source.matchAll(/^\s*import\s+(?!type\b)[^;]*?\sfrom\s+"(\.[^"]+)"/gms),
    ...source.matchAll(/^\s*export\s+[^;]*?\sfrom\s+"(\.[^"]+)"/gms),
    // Not a type written as an import (`typeof import("…")`, JSDoc's `{import("…").Name}`).
    ...source.matchAll(/(?<!(?:typeof|[{<|,(])\s*)\bimport\(\s*"(\.[^"]+)"\s*\)/g),
  ].map((match) => match[1] ?? "");
  return specifiers.map((specifier) => {
    const base = join(dirname(file), specifier);
    const found = [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts")].find(
      (candidate) => existsSync(candidate) && !candidate.endsWith("/"),
    );
    if (!found) throw new Error(`${relative(ROOT, file)} imports ${specifier}, which is not found`);
    return found;
  });
}

describe("the compilations' inputs", () => {
  it("name every module of scripts/ compiled into the rendering threads' module", () => {
    const seen = new Set<string>();
    const waiting = [join(ROOT, "scripts/build/render-worker.ts")];
    for (let file = waiting.pop(); file; file = waiting.pop()) {
      if (seen.has(file)) continue;
      seen.add(file);
      waiting.push(...relativeImports(file));
    }
    const compiled = [...seen].map((file) => relative(ROOT, file));
    expect(compiled).toContain("scripts/build/outputs/api/pages.ts");
    const missing = compiled.filter(
      (file) => !CODE_INPUTS.some((input) => file === input || file.startsWith(`${input}/`)),
    );
    expect(missing).toEqual([]);
  });
});
