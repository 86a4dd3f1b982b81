// A page's finishing, done as the page is written rather than by the finishing steps afterwards:
// its HTTP policy (the hashes of its inline scripts in a <meta>) and its compressed siblings. The
// rendering threads (scripts/build/render-worker.ts) and the page cache finish each page they
// write and keep it finished, so a page is read, hashed and compressed once, from memory, and a
// page taken from the cache comes finished. They list what they finished in FINISHED_LIST, which
// scripts/build/finish.ts reads to leave those files alone. Search pages are left to it: their policy is the
// one that also allows WebAssembly (scripts/http-policy/).
import { linkSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { appendFile, readFile, rm } from "node:fs/promises";
import { dirname, join } from "node:path";
import { loadPolicy } from "../../server/policy.mjs";
import {
  clientFile,
  inlineScriptHashes,
  searchPageFiles,
  withPolicyMeta,
} from "../http-policy/index.mjs";
import {
  compressAll,
  ENCODING_SUFFIXES,
  MIN_COMPRESS_BYTES,
  writeCompressed,
} from "./compress.mjs";

/** The build's list of finished files, one path a line. */
export const FINISHED_LIST = "finished-pages.txt";

/**
 * @typedef {import("./compress.mjs").Compressed} Compressed
 * @typedef {{ content: Buffer, siblings: Compressed }} FinishedFile a file as served, and its compressed siblings
 * @typedef {(file: string, body: string) => FinishedFile | undefined} PageFinisher
 */

/**
 * The finisher of the build in `buildDir`: given a page's file (in the build's client folder) and
 * its content, returns it finished, or undefined for a file left to the finishing steps.
 * `manifest`: the build's site manifest (by default its site.json).
 * @param {string} buildDir
 * @param {Pick<import("../build/outputs/site-manifest").SiteManifest, "languages" | "searchPath">} [manifest]
 * @returns {PageFinisher}
 */
export function pageFinisher(
  buildDir,
  manifest = JSON.parse(readFileSync(join(buildDir, "site.json"), "utf8")),
) {
  const policy = loadPolicy();
  const searchPages = searchPageFiles(manifest);
  const clientDir = join(buildDir, "client");
  return (file, body) => {
    const name = clientFile(clientDir, file);
    if (policy.isAdmin(name) || searchPages.has(name)) return undefined;
    const text = name.endsWith(".html")
      ? withPolicyMeta(body, policy.pageMetaCsp(inlineScriptHashes(body)), name)
      : body;
    const content = Buffer.from(text);
    return {
      content,
      siblings: content.length > MIN_COMPRESS_BYTES ? compressAll(content, name) : {},
    };
  };
}

/**
 * The files a finished file is kept as: itself and a sibling per encoding, none where the
 * encoding was not smaller (the file is kept after its siblings: a kept file's siblings are all
 * there).
 * @param {string} file
 */
export const keptFiles = (file) => [file, ...ENCODING_SUFFIXES.map((suffix) => file + suffix)];

/**
 * A writer of finished files: `write` puts a file and its siblings into the build, and into the
 * page cache at `cached` (keptFiles) when given, the siblings before the file. The cache's files
 * are links to the build's (one call each instead of writing the bytes again: nothing writes a
 * build's file in place, see cache.mjs's replaceFile), made once the build's file is written
 * whole: a link appears at once, so a stopped build never leaves a cut file to be reused.
 * Folders are made once per writer.
 *
 * Synchronous: a page's dozen calls of a few microseconds each cost more passed to libuv's
 * threads and back, which compete with the rendering threads for the same two cores (a rendering
 * thread's 1,840 pages took 34.7 s against 37.7 s, the mean of three runs each, alternated). A
 * thread that writes this way must let its event loop turn between pages (scripts/build/render-worker.ts).
 */
export function finishedWriter() {
  /** @type {Set<string>} */
  const folders = new Set();
  const folder = (/** @type {string} */ file) => {
    const dir = dirname(file);
    if (folders.has(dir)) return;
    mkdirSync(dir, { recursive: true });
    folders.add(dir);
  };
  return {
    /**
     * @param {string} file
     * @param {FinishedFile} finished
     * @param {string} [cached]
     */
    write(file, { content, siblings }, cached) {
      folder(file);
      writeFileSync(file, content);
      writeCompressed(file, siblings);
      if (!cached) return;
      folder(cached);
      const kept = keptFiles(cached);
      const from = keptFiles(file);
      const keep = (/** @type {number} */ at) => {
        const to = kept[at] ?? "";
        const suffix = ENCODING_SUFFIXES[at - 1];
        // A sibling the encoding did not make smaller is not kept: the file has none.
        if (at > 0 && !(suffix && siblings[suffix])) return;
        // A link appears whole or not at all, to a file written whole: no temporary name is
        // needed. One already there is kept under the same key, so it holds the same bytes.
        try {
          linkSync(from[at] ?? "", to);
        } catch (error) {
          if (/** @type {NodeJS.ErrnoException} */ (error).code !== "EEXIST") throw error;
        }
      };
      // The siblings first: the cache holds a file's siblings whenever it holds the file.
      for (let at = 1; at <= ENCODING_SUFFIXES.length; at++) keep(at);
      keep(0);
    },
  };
}

/**
 * Adds `files` to the build's list of finished files.
 * @param {string} buildDir
 * @param {string[]} files
 */
export async function listFinished(buildDir, files) {
  if (files.length > 0) await appendFile(join(buildDir, FINISHED_LIST), `${files.join("\n")}\n`);
}

/**
 * Takes the build's list of finished files out of the build.
 * @param {string} buildDir
 * @returns {Promise<Set<string>>}
 */
export async function takeFinishedList(buildDir) {
  const list = join(buildDir, FINISHED_LIST);
  const text = await readFile(list, "utf8").catch(() => "");
  await rm(list, { force: true });
  return new Set(text.split("\n").filter(Boolean));
}
