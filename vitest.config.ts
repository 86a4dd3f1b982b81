import { readdirSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { configDefaults, defineConfig } from "vitest/config";

// Each test file names the environment it runs in, and a project selects it by that name:
//   *.unit.test.{ts,tsx,mjs}  Node, no build, no browser          (npm run test:unit)
//   *.dom.test.{ts,tsx}       jsdom with Testing Library          (npm run test:unit)
//   *.http.test.mjs           an HTTP server: the Node server on a fixture build by default
//                             (npm run test:unit), nginx under scripts/hosts/test-nginx.sh
//   *.site.test.mjs           builds whole copies of the site      (npm run test:site)
// The static hosts' contract has a configuration of its own (vitest.hosts.config.ts).

const NAMED = /\.(unit|dom|http|site)\.test\.(ts|tsx|mjs)$/;

/** Every test file under `dir` (paths relative to the root). */
function testFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.test\.(ts|tsx|mjs|js)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((path) => !path.split("/").includes("node_modules"));
}

// A test file that names no environment would be run by no project, silently: refuse it.
const allTestFiles = ["app", "scripts", "server"].flatMap(testFiles);
const unnamed = allTestFiles.filter((path) => !NAMED.test(path));
if (unnamed.length) {
  throw new Error(
    `These test files name no environment (*.unit.test, *.dom.test, *.http.test or *.site.test): ${unnamed.join(", ")}`,
  );
}

/**
 * The files that replace a module (`vi.mock`) or set the process's environment run each with
 * modules of their own (the projects "unit:isolated" and "dom:isolated"). The others share a
 * worker's modules, and the dom files its jsdom too (isolate: false): on a quiet machine the unit
 * tier's Vitest run took 50-53 s and 80-87 s of processor time, against 66 s and 113 s with every
 * file isolated. None of them leaves state behind in a module it imports.
 */
const CHANGES_MODULES = /\bvi\.(mock|doMock)\(|process\.env\.\w+\s*=[^=]/;
const changesModules = (path: string) => CHANGES_MODULES.test(readFileSync(path, "utf8"));
const named = (kind: string) => allTestFiles.filter((path) => path.includes(`.${kind}.test.`));
const isolatedUnitFiles = named("unit").filter(changesModules);
const isolatedDomFiles = named("dom").filter(changesModules);

export default defineConfig({
  resolve: {
    alias: { "~": new URL("./app", import.meta.url).pathname },
  },
  test: {
    // Vitest's defaults (5 s a test, 10 s a hook) hold on a quiet machine. On two cores shared
    // with a build or a browser, tests that read the whole catalog, parse Markdown or start a
    // process ran 5 to 10 times slower (9 s measured for a 1 s test at a load average of 17):
    // the limits leave them that room. Slower tests still set their own, with the reason.
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // Vitest's default on two cores is one worker. Most files wait on processes, sockets or the
    // disk more than on the processor: two workers took the unit tier's Vitest run from 413 s to 196 s on a shared machine.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["{app,scripts,server}/**/*.unit.test.{ts,tsx,mjs}"],
          exclude: [...configDefaults.exclude, ...isolatedUnitFiles],
          environment: "node",
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "unit:isolated",
          include: isolatedUnitFiles,
          environment: "node",
        },
      },
      {
        extends: true,
        test: {
          name: "dom",
          include: ["{app,scripts}/**/*.dom.test.{ts,tsx}"],
          exclude: [...configDefaults.exclude, ...isolatedDomFiles],
          environment: "jsdom",
          setupFiles: ["./app/test/setup.ts"],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "dom:isolated",
          include: isolatedDomFiles,
          environment: "jsdom",
          setupFiles: ["./app/test/setup.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "http",
          include: ["server/**/*.http.test.mjs"],
          environment: "node",
        },
      },
      {
        extends: true,
        test: {
          name: "site",
          include: ["scripts/**/*.site.test.mjs"],
          environment: "node",
        },
      },
    ],
  },
});
