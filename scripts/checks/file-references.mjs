// Fails when a document or a code comment names a file of the repository that does not exist.
// Usage: node scripts/checks/file-references.mjs
//
// What counts as a path (one rule, so that a reader can predict it and a false alarm is rare):
// - in Markdown (README.md, docs/, every module README), the whole text, and in code, the
//   comments only (TypeScript and JavaScript through the TypeScript parser; CSS; shell, nginx,
//   systemd and YAML `#` comments);
// - a token that starts with one of the repository's top-level folders (app/, content/, deploy/,
//   docs/, e2e/, public/, scripts/, server/, .ci/, and any new one from its first commit), not
//   glued to a word, `.`, `/`, `~` or `:` before it, e.g. `app/render/README.md`,
//   `scripts/media/`. So URLs, outputs (`build/client/...`) and installed packages
//   (`node_modules/...`) never count, and a file at a past commit is written as git names it,
//   `7b9040e:app/prerender/`;
// - except under the editors' folders (content/, public/images/uploads/): their files come and
//   go, and a name there is an example of one an editor makes;
// - in a comment, a relative `./` or `../` path, resolved from the file's folder; without an
//   extension it is a module and may end in .ts, .tsx, .mjs, .js, .d.mts or be a folder
//   (`./file-references.unit.test` is file-references.unit.test.mjs);
// - in Markdown, the target of a relative link, `[text](images/a.png)`, resolved from the file;
// - a configuration file's name (`vite.config.ts`, `tsconfig.node.json`), found in the file's
//   folder or one above it;
// - a test file's name (`home.spec.ts`, `file-references.unit.test.mjs`), found anywhere.
// `*` and `<placeholder>` match any name (`content/home/home.<lang>.yml`, `app/routes/*.tsx`):
// at least one file must match. Trailing `.`, `,`, `:` and `)` are punctuation, not the path.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");

/** Top-level folders that hold outputs, caches or installed packages, never a file to name. */
const NOT_SOURCE =
  /^(node_modules|build|build\..*|reports|test-results|playwright-report|\.git|\.cache)$/;
/** Folders skipped at any depth: installed packages (tools/ has its own) and caches. */
const NEVER_WALKED = /^(node_modules|\.git|\.cache)$/;
/** Content is the editors' text; public/ holds media and the editor's generated bundle. */
const NOT_SCANNED = new Set(["content", "public"]);
const CODE = /\.(ts|tsx|mts|cts|mjs|cjs|js|jsx)$/;
const CSS = /\.css$/;
const HASH_COMMENTS = /\.(sh|conf|service|ya?ml|toml)$/;
const MODULE_ENDINGS = [
  "",
  ".ts",
  ".tsx",
  ".mts",
  ".mjs",
  ".js",
  ".d.mts",
  ".d.ts",
  "/index.ts",
  "/index.mjs",
];
const PATH_CHARS = String.raw`(?:[\w.\-/*<>$@+]|\{[\w.\-,]+\})`;
/** Editors' files come and go: a name there is an example of a file an editor makes. */
const EDITORS_FILES = /^(content|public\/images\/uploads)(\/|$)/;

/** Folders a name may start with even once they are gone, so that naming them stays checked. */
const KNOWN_FOLDERS = ["app", "content", "deploy", "docs", "e2e", "public", "scripts", "server"];

/** The repository's top-level folders that hold source, tests or documents. */
export function topLevelFolders(root = ROOT) {
  const present = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !NOT_SOURCE.test(entry.name))
    .filter((entry) => !entry.name.startsWith(".") || entry.name === ".ci")
    .map((entry) => entry.name);
  return [...new Set([...present, ...KNOWN_FOLDERS])];
}

/** Every file under `folder` (relative to root), outputs and installed packages left out. */
function walk(root, folder) {
  /** @type {string[]} */
  const files = [];
  for (const entry of readdirSync(join(root, folder), { withFileTypes: true })) {
    if (NEVER_WALKED.test(entry.name)) continue;
    const path = folder ? `${folder}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...walk(root, path));
    else if (entry.isFile()) files.push(path);
  }
  return files;
}

/** The files whose text or comments are checked, relative to root. */
export function scannedFiles(root = ROOT) {
  const rootFiles = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
  const folders = topLevelFolders(root)
    .filter((folder) => !NOT_SCANNED.has(folder))
    .filter((folder) => existsSync(join(root, folder)));
  const nested = folders.flatMap((folder) => walk(root, folder));
  return [...rootFiles, ...nested]
    .filter(
      (file) =>
        file.endsWith(".md") ||
        CODE.test(file) ||
        CSS.test(file) ||
        HASH_COMMENTS.test(file) ||
        file.startsWith(".ci/"),
    )
    .filter((file) => !file.startsWith("scripts/fixtures/"))
    .sort();
}

/**
 * The comments of a file, each with its offset in the text.
 * @param {string} file
 * @param {string} text
 * @returns {{ text: string, offset: number }[]}
 */
export function commentsOf(file, text) {
  if (CODE.test(file)) return codeComments(file, text);
  if (CSS.test(file)) {
    return [...text.matchAll(/\/\*[\s\S]*?\*\//g)].map((m) => ({ text: m[0], offset: m.index }));
  }
  // Shell, nginx, systemd, YAML: a `#` at the start of a line or after a space starts a comment.
  return [...text.matchAll(/(?<=^|[ \t])#.*$/gm)].map((m) => ({ text: m[0], offset: m.index }));
}

/** @param {string} file @param {string} text */
function codeComments(file, text) {
  const kind = file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  /** @type {Map<number, string>} */
  const found = new Map();
  /** @param {ts.CommentRange[] | undefined} ranges */
  const add = (ranges) => {
    for (const range of ranges ?? []) found.set(range.pos, text.slice(range.pos, range.end));
  };
  // Every token's leading trivia, closing braces included (a comment alone in a block or at its
  // end precedes no statement); not JSX text, whose `//` is text, nor JSDoc's own parts.
  /** @param {ts.Node} node */
  const visit = (node) => {
    if (node.kind >= ts.SyntaxKind.FirstJSDocNode && node.kind <= ts.SyntaxKind.LastJSDocNode)
      return;
    if (node.kind === ts.SyntaxKind.JsxText) return;
    // Before a token: the comments left on the previous token's line, then those on lines of their own.
    add(ts.getTrailingCommentRanges(text, node.pos));
    add(ts.getLeadingCommentRanges(text, node.pos));
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  return [...found]
    .sort(([a], [b]) => a - b)
    .map(([offset, comment]) => ({ text: comment, offset }));
}

/**
 * The paths a piece of text names, each with its offset in that text.
 * @param {string} text
 * @param {string[]} folders top-level folders
 * @param {{ relative?: boolean, links?: boolean }} kinds which other forms count
 * @returns {{ path: string, offset: number, from: "root" | "file" | "above" | "anywhere" }[]}
 */
export function pathsIn(text, folders, kinds = {}) {
  const names = folders.map((folder) => folder.replaceAll(".", "\\.")).join("|");
  const rooted = new RegExp(String.raw`(?<![\w.\-/~:@$])(?:${names})/${PATH_CHARS}*`, "g");
  /** @type {{ path: string, offset: number, from: "root" | "file" | "above" | "anywhere" }[]} */
  const found = [];
  const config =
    /(?<![\w.\-/~:@$])(?:[\w.-]+\.config\.(?:ts|mts|cts|js|mjs|cjs)|tsconfig[\w.]*\.json)\b/g;
  for (const match of text.matchAll(config)) {
    found.push({ path: match[0], offset: match.index, from: "above" });
  }
  const test = /(?<![\w.\-/~:@$*])[\w-]+(?:\.[\w-]+)*\.(?:spec|test)\.(?:ts|tsx|mts|mjs|js)\b/g;
  for (const match of text.matchAll(test)) {
    found.push({ path: match[0], offset: match.index, from: "anywhere" });
  }
  for (const match of text.matchAll(rooted)) {
    found.push({ path: trim(match[0]), offset: match.index, from: "root" });
  }
  if (kinds.relative) {
    const relativePath = new RegExp(String.raw`(?<![\w.\-/~:@$])\.\.?/${PATH_CHARS}+`, "g");
    for (const match of text.matchAll(relativePath)) {
      found.push({ path: trim(match[0]), offset: match.index, from: "file" });
    }
  }
  if (kinds.links) {
    for (const match of text.matchAll(/\]\(([^)\s#]+)(?:#[^)\s]*)?\)/g)) {
      const target = match[1] ?? "";
      if (/^[a-z][\w+.-]*:|^\/|^#/i.test(target)) continue;
      const offset = match.index + 2;
      // A link written from the root (`](app/render/README.md)`) is already found above.
      if (found.some((entry) => entry.offset === offset)) continue;
      found.push({ path: target, offset, from: "file" });
    }
  }
  return found.filter((entry) => entry.path.length > 0);
}

/** @param {string} path */
function trim(path) {
  return path.replace(/[.\-:]+$/, "");
}

/** Whether a path, possibly with `*` or `<placeholder>` parts, names something on disk. */
function existsAt(root, path) {
  const parts = path.replace(/\/+$/, "").split("/");
  /** @param {string} base @param {number} index */
  const match = (base, index) => {
    if (index === parts.length) return true;
    const part = parts[index] ?? "";
    if (part === "..") return match(join(base, ".."), index + 1);
    if (part === "." || part === "") return match(base, index + 1);
    if (!/[*<{]/.test(part)) {
      const next = join(base, part);
      return existsSync(next) && (index === parts.length - 1 || isFolder(next))
        ? match(next, index + 1)
        : false;
    }
    if (!isFolder(base)) return false;
    if (part === "**") {
      if (match(base, index + 1)) return true;
      return readdirSync(base, { withFileTypes: true }).some(
        (entry) => entry.isDirectory() && match(join(base, entry.name), index),
      );
    }
    const pattern = new RegExp(
      `^${part
        .split(/(\*+|<[^>]*>|\{[^}]*\})/)
        .map((piece, i) => {
          if (i % 2 === 0) return piece.replace(/[.+$@]/g, "\\$&");
          if (!piece.startsWith("{")) return ".+";
          return `(${piece
            .slice(1, -1)
            .split(",")
            .map((name) => name.replace(/[.+$@]/g, "\\$&"))
            .join("|")})`;
        })
        .join("")}$`,
    );
    return readdirSync(base).some(
      (name) => pattern.test(name) && match(join(base, name), index + 1),
    );
  };
  return match(root, 0);
}

/** A file's folder and each folder above it, up to the root (""). @param {string} file */
function foldersUp(file) {
  const parts = file.split("/").slice(0, -1);
  return parts.map((_, i) => parts.slice(0, parts.length - i).join("/")).concat("");
}

/** @param {string} path */
function isFolder(path) {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/**
 * Every path named in the repository's documents and comments that names nothing.
 * @returns {{ file: string, line: number, path: string }[]}
 */
export function missingReferences(root = ROOT) {
  const folders = topLevelFolders(root);
  const names = new Set(
    folders
      .filter((folder) => existsSync(join(root, folder)))
      .flatMap((folder) => walk(root, folder))
      .map((file) => file.slice(file.lastIndexOf("/") + 1)),
  );
  /** @type {{ file: string, line: number, path: string }[]} */
  const missing = [];
  for (const file of scannedFiles(root)) {
    const text = readFileSync(join(root, file), "utf8");
    const markdown = file.endsWith(".md");
    const pieces = markdown ? [{ text, offset: 0 }] : commentsOf(file, text);
    for (const piece of pieces) {
      const kinds = markdown ? { links: true } : { relative: true };
      for (const { path, offset, from } of pathsIn(piece.text, folders, kinds)) {
        if (from === "root" && EDITORS_FILES.test(path)) continue;
        const base = from === "root" ? root : join(root, dirname(file));
        const endings = from === "file" && !markdown && !path.endsWith("/");
        const found =
          from === "anywhere"
            ? names.has(path)
            : from === "above"
              ? foldersUp(file).some((folder) => existsAt(join(root, folder), path))
              : (endings ? MODULE_ENDINGS : [""]).some((ending) => existsAt(base, path + ending));
        if (found) continue;
        const line = text.slice(0, piece.offset + offset).split("\n").length;
        missing.push({ file, line, path });
      }
    }
  }
  return missing.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}

/**
 * Words as `wc -w` counts them, in all and before the first command (the first fenced block).
 * @param {string} markdown
 */
export function wordCounts(markdown) {
  const words = (text) => text.split(/\s+/).filter(Boolean).length;
  const fence = markdown.search(/^```/m);
  return {
    total: words(markdown),
    beforeFirstCommand: words(fence === -1 ? markdown : markdown.slice(0, fence)),
  };
}

export const README_LIMITS = { total: 1000, beforeFirstCommand: 150 };

if (process.argv[1] && relative(process.argv[1], fileURLToPath(import.meta.url)) === "") {
  const missing = missingReferences();
  for (const { file, line, path } of missing) {
    console.log(`${file.split(sep).join("/")}:${line}: names missing path ${path}`);
  }
  const counts = wordCounts(readFileSync(join(ROOT, "README.md"), "utf8"));
  const long =
    counts.total > README_LIMITS.total ||
    counts.beforeFirstCommand > README_LIMITS.beforeFirstCommand;
  console.log(
    `README.md: ${counts.total} words (at most ${README_LIMITS.total}), ` +
      `${counts.beforeFirstCommand} before the first command (at most ${README_LIMITS.beforeFirstCommand})`,
  );
  if (missing.length > 0) console.log(`${missing.length} names of missing paths`);
  process.exitCode = missing.length > 0 || long ? 1 : 0;
}
