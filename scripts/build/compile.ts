/**
 * The build's first stage: Vite compiles, through its JavaScript API, the pages' script and
 * stylesheet (vite.config.ts, with public/ beside them), the site's rendering module for the
 * rendering threads (app/render/build.server.ts and the thread's own module, render-worker.ts)
 * and the content editor (app/admin/vite.config.ts). Each of the three is kept in the build's
 * cache under a hash of everything it is compiled from: a build in which none of those files
 * changed takes the compiled files from there instead of compiling again. The rendering module is
 * used where the cache keeps it; the others are copied into the build.
 */
import { createHash } from "node:crypto";
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { build, type InlineConfig, type Manifest } from "vite";

/** What the pages link to: the stylesheet and the controls' script, by the names Vite gave them. */
export interface PageAssets {
  stylesheet: string;
  script: string;
}

export interface Compiled {
  /** The site's rendering module and the rendering thread's module. */
  renderModule: string;
  workerModule: string;
  assets: PageAssets;
  /** What each of the three compilations took, or "cached". */
  took: Record<string, string>;
  /**
   * The editor's compilation, which the pages do not need: it runs while they render, and
   * resolves once client/admin/ is in place (with its time, or "cached").
   */
  editor: Promise<string>;
  /** The hash of the code every page is made from (sources, dependencies, settings). */
  codeKey: string;
}

/**
 * The sources the three compilations read, besides the content: a change in any compiles again.
 * The content is read by the build, not compiled into any of them. The rendering threads' module
 * is compiled from render-worker.ts and the API's modules it imports (compile.unit.test.ts
 * follows its imports and fails on one left out).
 */
export const CODE_INPUTS = [
  "app",
  "public",
  "scripts/build/render-worker.ts",
  "scripts/build/outputs/api",
  "vite.config.ts",
  "tsconfig.json",
  "package-lock.json",
  "package.json",
];

/** Every file under `path` (a file or a folder), sorted. */
export function filesUnder(path: string): string[] {
  if (!existsSync(path)) return [];
  if (statSync(path).isFile()) return [path];
  return readdirSync(path, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/**
 * The hash of the code, its dependencies and the settings the compilations read: NODE_ENV
 * chooses React's production or development code, VITE_* the site's settings.
 */
export function codeHash(root: string, inputs: readonly string[] = CODE_INPUTS): string {
  // The folder too: a compilation may hold its own paths, and copies of the site share a cache.
  const hash = createHash("sha256").update(root).update("\0");
  for (const file of inputs.flatMap((input) => filesUnder(join(root, input))))
    hash.update(relative(root, file)).update("\0").update(readFileSync(file)).update("\0");
  const environment = Object.entries(process.env)
    .filter(([name]) => name === "NODE_ENV" || name.startsWith("VITE_"))
    .sort(([a], [b]) => a.localeCompare(b));
  return hash.update(JSON.stringify(environment)).digest("hex");
}

interface Compilation {
  name: string;
  /** Where its files go in the build; undefined: they are used from the cache. */
  outDir?: string;
  config: InlineConfig;
}

/**
 * Runs one compilation into its folder of the cache, unless it is there, and copies its files
 * into the build (copies: the build's later stages may replace a file, never the cache's).
 * Returns the folder in the cache and its seconds, or "cached".
 */
async function compileCached(
  { name, outDir, config }: Compilation,
  key: string,
  cacheDir: string,
  verbose: boolean,
): Promise<{ cached: string; took: string }> {
  const cached = join(cacheDir, `${name}-${key.slice(0, 24)}`);
  const started = performance.now();
  let took = "cached";
  if (!existsSync(cached)) {
    const making = `${cached}.making`;
    rmSync(making, { recursive: true, force: true });
    await build({
      ...config,
      logLevel: verbose ? "warn" : "error",
      build: { ...config.build, outDir: making, emptyOutDir: true },
    });
    renameSync(making, cached);
    took = `${((performance.now() - started) / 1000).toFixed(1)} s`;
  }
  if (outDir) cpSync(cached, outDir, { recursive: true });
  return { cached, took };
}

/** The entries' names in Vite's manifest of the pages' scripts. */
function pageAssets(clientDir: string): PageAssets {
  const manifest = JSON.parse(
    readFileSync(join(clientDir, ".vite", "manifest.json"), "utf8"),
  ) as Manifest;
  const entry = (source: string) => {
    const found = manifest[source];
    if (!found) throw new Error(`The scripts' build has no ${source}`);
    return `/${found.file}`;
  };
  return { stylesheet: entry("app/styles/app.css"), script: entry("app/controls/index.ts") };
}

/**
 * Compiles the three into `buildDir` (client/, client/admin/; the rendering module is used from
 * the cache), each from the cache when its inputs are unchanged. The pages' script and the
 * rendering module are ready when this resolves; the editor is compiled while the pages render.
 */
export async function compile(
  root: string,
  buildDir: string,
  cacheDir: string,
  verbose = false,
): Promise<Compiled> {
  const key = codeHash(root);
  const clientDir = join(buildDir, "client");
  const compilations: Compilation[] = [
    {
      name: "scripts",
      outDir: clientDir,
      config: { root, configFile: join(root, "vite.config.ts"), mode: "production" },
    },
    {
      name: "render",
      config: {
        root,
        configFile: join(root, "vite.config.ts"),
        mode: "production",
        build: {
          ssr: true,
          rollupOptions: {
            input: {
              "build.server": join(root, "app", "render", "build.server.ts"),
              "render-worker": join(root, "scripts", "build", "render-worker.ts"),
            },
          },
        } satisfies InlineConfig["build"],
      },
    },
    {
      name: "editor",
      // Beside the site's files until both are there: the scripts' compilation empties client/.
      outDir: join(buildDir, "admin.next"),
      config: { root, configFile: join(root, "app", "admin", "vite.config.ts"), mode: "production" },
    },
  ];
  const took: Record<string, string> = {};
  const folders: Record<string, string> = {};
  const [site, render, editor] = compilations as [Compilation, Compilation, Compilation];
  // One after another: Rollup's work is JavaScript, on this one thread.
  for (const compilation of [site, render]) {
    const { cached, took: seconds } = await compileCached(compilation, key, cacheDir, verbose);
    took[compilation.name] = seconds;
    folders[compilation.name] = cached;
  }
  const editorDir = join(clientDir, "admin");
  const editorPlaced = compileCached(editor, key, cacheDir, verbose).then(({ took: seconds }) => {
    rmSync(editorDir, { recursive: true, force: true });
    renameSync(join(buildDir, "admin.next"), editorDir);
    return seconds;
  });
  // Its failure is the build's once awaited; until then it is not an unhandled rejection.
  editorPlaced.catch(() => {});
  const assets = pageAssets(clientDir);
  return {
    renderModule: join(folders.render ?? "", "build.server.js"),
    workerModule: join(folders.render ?? "", "render-worker.js"),
    assets,
    took,
    editor: editorPlaced,
    codeKey: key,
  };
}
