import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { describe, expect, it } from "vitest";

const APP = import.meta.dirname;

/** The app's source files, tests aside: a test may load the real site from a folder above it. */
function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mts|mjs)$/.test(entry.name) && !/\.test\./.test(entry.name) ? [path] : [];
  });
}

/** The folder of app/ that `path` lies in ("config"); none for app/'s own files or outside it. */
function folderOf(path: string): string | undefined {
  const [first, ...rest] = relative(APP, path).split(sep);
  return first && first !== ".." && rest.length > 0 ? first : undefined;
}

/** Each folder of app/ and the folders it imports from, with the files that do. */
function folderImports(): Map<string, Map<string, string[]>> {
  const imports = new Map<string, Map<string, string[]>>();
  for (const file of sourceFiles(APP)) {
    const from = folderOf(file);
    if (!from) continue;
    const text = readFileSync(file, "utf8");
    for (const [, specifier = ""] of text.matchAll(/\b(?:from|import)\s*\(?\s*"([^"]+)"/g)) {
      const target = specifier.startsWith("~/")
        ? join(APP, specifier.slice(2))
        : specifier.startsWith(".")
          ? resolve(dirname(file), specifier)
          : undefined;
      const to = target && folderOf(target);
      if (!to || to === from) continue;
      const targets = imports.get(from) ?? new Map<string, string[]>();
      targets.set(to, [...new Set([...(targets.get(to) ?? []), relative(APP, file)])]);
      imports.set(from, targets);
    }
  }
  return imports;
}

/** A chain of folders that leads back to its first, if any ("config -> content -> config"). */
function cycleIn(imports: Map<string, Map<string, string[]>>): string[] | undefined {
  const done = new Set<string>();
  const visit = (folder: string, trail: string[]): string[] | undefined => {
    if (trail.includes(folder)) return [...trail.slice(trail.indexOf(folder)), folder];
    if (done.has(folder)) return undefined;
    for (const next of imports.get(folder)?.keys() ?? []) {
      const cycle = visit(next, [...trail, folder]);
      if (cycle) return cycle;
    }
    done.add(folder);
    return undefined;
  };
  for (const folder of imports.keys()) {
    const cycle = visit(folder, []);
    if (cycle) return cycle;
  }
  return undefined;
}

describe("the folders of app/", () => {
  it("import one another one way only: no folder imports itself through others", () => {
    const imports = folderImports();
    const cycle = cycleIn(imports) ?? [];
    const steps = cycle.slice(1).map(
      (to, index) =>
        `${cycle[index]} -> ${to} (${imports
          .get(cycle[index] ?? "")
          ?.get(to)
          ?.join(", ")})`,
    );
    expect(steps).toEqual([]);
  });

  it("are read from the code: the content layer is imported by config, never the reverse", () => {
    const imports = folderImports();
    expect(imports.get("config")?.has("content")).toBe(true);
    expect(imports.get("content")?.has("config") ?? false).toBe(false);
  });
});
