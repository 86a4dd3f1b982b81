/**
 * The import graph's rules, checked by `npm run lint` (dependency-cruiser): no module imports
 * itself through others, and the code the browser runs reaches nothing that is the build's or the
 * server's. Type-only imports count: a cycle of types still ties two modules together.
 */

import { builtinModules } from "node:module";

/** What the browser runs, with all it imports: the page's one script, its controls, the editor. */
const BROWSER_ENTRIES = ["^app/controls/index\\.ts$", "\\.client\\.tsx?$", "^app/admin/main\\.ts$"];

/** Code that runs only in Node: build-time and server modules, the server, the scripts. */
const NODE_ONLY = ["\\.server\\.", "^server/", "^scripts/"];

export default {
  forbidden: [
    {
      name: "no-cycle",
      comment: "Move what both modules need into a module of its own that both import.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "no-server-code-in-browser",
      comment:
        "The browser's code reaches a *.server.* module, server/ or scripts/: move what it needs into a module without .server.",
      severity: "error",
      from: { path: BROWSER_ENTRIES, pathNot: "\\.test\\." },
      to: { path: NODE_ONLY, reachable: true },
    },
    {
      name: "no-node-builtins-in-browser",
      comment: "The browser's code reaches a Node built-in module (node:fs, node:path...).",
      severity: "error",
      from: { path: BROWSER_ENTRIES, pathNot: "\\.test\\." },
      to: { path: ["^node:", `^(${builtinModules.join("|")})$`], reachable: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: {
      path: "^(build|build\\.[a-z-]+|node_modules|public|test-results|playwright-report|reports)/",
    },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default"],
      extensions: [".ts", ".tsx", ".mjs", ".js", ".mts", ".d.mts", ".d.ts"],
    },
  },
};
