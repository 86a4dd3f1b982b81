// A build as the servers see it: the site manifest (<buildDir>/site.json: languages, pages and the
// not-found path, written by the build from the one language table), checked against the files, so
// that a broken build is refused with one line instead of served. Each page carries its own
// Content-Security-Policy <meta> (scripts/http-policy/), so no per-page file is needed here.
import { readFileSync, realpathSync, statSync } from "node:fs";
import { readdir, readFile, realpath, stat } from "node:fs/promises";
import { dirname, join, sep } from "node:path";

/** A build that cannot be served; the message is one line naming the file and the fault. */
export class BuildError extends Error {}

const LANGUAGE_CODE = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;

/** @typedef {import("../scripts/build/outputs/site-manifest").SiteManifest} SiteManifest as the build writes it */

/** @param {string} file */
function readJson(file) {
  let text;
  try {
    text = readFileSync(file, "utf8");
  } catch {
    throw new BuildError(`${file} is missing; run npm run build`);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new BuildError(`${file} is not valid JSON: ${/** @type {Error} */ (error).message}`);
  }
}

/**
 * Reads and checks <buildDir>/site.json.
 * @param {string} buildDir
 * @returns {SiteManifest}
 */
export function readSiteManifest(buildDir) {
  const file = join(buildDir, "site.json");
  const site = readJson(file);
  const fail = (/** @type {string} */ fault) => {
    throw new BuildError(`${file}: ${fault}; run npm run build`);
  };
  if (typeof site !== "object" || site === null) fail("not an object");
  const { defaultLanguage, languages, notFoundPath, pages } = site;
  if (!Array.isArray(languages) || languages.length === 0) fail('"languages" is not a list');
  const prefixes = new Set();
  for (const [index, language] of languages.entries()) {
    if (!LANGUAGE_CODE.test(language?.code ?? "")) fail(`languages[${index}].code is invalid`);
    const prefix = language.code === defaultLanguage ? "" : `/${language.code}`;
    if (language.prefix !== prefix) fail(`languages[${index}].prefix is not "${prefix}"`);
    prefixes.add(prefix);
  }
  if (!prefixes.has("")) fail(`"defaultLanguage" is not one of the languages`);
  if (!/^\/[A-Za-z0-9_-]+$/.test(notFoundPath ?? ""))
    fail('"notFoundPath" is not a path like "/404"');
  const isPath = (/** @type {unknown} */ page) =>
    typeof page === "string" && /^\/[^\s?#\\]*$/.test(page);
  if (!Array.isArray(pages) || pages.length === 0 || !pages.every(isPath)) {
    fail('"pages" is not a list of paths');
  }
  return site;
}

/**
 * The language prefixes of the manifest, longest first ("/fr", …, then "" for the default).
 * @param {SiteManifest} site
 */
export function languagePrefixes(site) {
  return site.languages.map((language) => language.prefix).sort((a, b) => b.length - a.length);
}

/**
 * The file a page is prerendered to once postbuild has moved the not-found pages.
 * @param {SiteManifest} site
 * @param {string} page
 */
export function pageFile(site, page) {
  const isNotFound = site.languages.some((lang) => page === `${lang.prefix}${site.notFoundPath}`);
  if (isNotFound) return `${page}.html`;
  return page === "/" ? "/index.html" : `${page}/index.html`;
}

/**
 * What identifies one build on disk: where the directory resolves to and its site.json (written
 * last by a build in place). Throws BuildError naming a dangling link or a missing site.json.
 * @param {string} buildDir
 */
function buildIdentity(buildDir) {
  let real;
  try {
    real = realpathSync(buildDir);
  } catch {
    throw new BuildError(`${buildDir} does not lead to a directory (a dangling link?)`);
  }
  let manifest;
  try {
    manifest = statSync(join(real, "site.json"));
  } catch {
    throw new BuildError(`${join(real, "site.json")} is missing; run npm run build`);
  }
  return `${real}:${manifest.ino}:${manifest.mtimeMs}`;
}

/**
 * The identity of a build that cannot be read, so that it is reported once.
 * @param {string} buildDir
 * @param {Error} error
 */
function faultIdentity(buildDir, error) {
  let target = "";
  try {
    target = realpathSync(buildDir);
  } catch {
    target = "";
  }
  return `fault:${target}:${error.message}`;
}

/**
 * The build's client/ directory as a real path, so that what a link leads to can be compared with it.
 * @param {string} dir
 */
function realClientDir(dir) {
  try {
    return realpathSync(join(dir, "client"));
  } catch {
    return join(dir, "client");
  }
}

/**
 * Loads a build: its manifest, the page hashes, and each language's not-found page, after checking
 * that every page's file exists. Throws BuildError.
 * @param {string} buildDir
 */
export function loadBuild(buildDir) {
  const identity = buildIdentity(buildDir);
  const dir = realpathSync(buildDir);
  const site = readSiteManifest(dir);
  const clientDir = realClientDir(dir);
  for (const page of site.pages) {
    const file = join(clientDir, pageFile(site, page));
    let isFile = false;
    try {
      isFile = statSync(file).isFile();
    } catch {
      isFile = false;
    }
    if (!isFile) throw new BuildError(`${file} is missing (page ${page}); run npm run build`);
  }
  /** @type {Map<string, { file: string, body: Buffer }>} */
  const notFoundPages = new Map();
  for (const prefix of languagePrefixes(site)) {
    const file = `${prefix}${site.notFoundPath}.html`;
    try {
      notFoundPages.set(prefix, { file, body: readFileSync(join(clientDir, file)) });
    } catch {
      throw new BuildError(`${join(clientDir, file)} is missing; run npm run build`);
    }
  }
  return {
    identity,
    clientDir,
    site,
    prefixes: languagePrefixes(site),
    notFoundPages,
    // Content pages asked for in a language they are not written in: each has its own not-found
    // page, read when asked for (site-pages.ts in the app says why).
    untranslatedPages: new Set(Array.isArray(site.untranslatedPages) ? site.untranslatedPages : []),
  };
}

/** The attributes by which a page names a file: src, href, poster, and each entry of srcset. */
const NAMING_ATTRIBUTE = /\s(?:src|href|poster)="([^"]*)"|\ssrcset="([^"]*)"/g;
/** Pages read at once by checkRelease. */
const PAGES_READ_AT_ONCE = 8;

/**
 * The site's own files a page names (scripts, styles, images, video, icons): local paths whose
 * last segment has an extension; addresses of pages have none.
 * @param {string} html
 */
export function filesNamedBy(html) {
  const files = new Set();
  for (const [, single, set] of html.matchAll(NAMING_ATTRIBUTE)) {
    const urls =
      single === undefined ? set.split(",").map((entry) => entry.trim().split(/\s+/)[0]) : [single];
    for (const url of urls) {
      if (!url.startsWith("/") || url.startsWith("//")) continue;
      const path = url.replace(/[?#].*$/, "");
      if (!path.slice(path.lastIndexOf("/") + 1).includes(".")) continue;
      try {
        files.add(decodeURIComponent(path));
      } catch {
        files.add(path);
      }
    }
  }
  return files;
}

/** @param {string} path */
async function isFile(path) {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/**
 * Rejects with a BuildError naming the first symbolic link under `clientDir` that leads out of it
 * (or nowhere): the servers never send what lies outside a release, and the release check says so
 * before it is switched in.
 * @param {string} clientDir
 */
async function refuseLinksOut(clientDir) {
  const root = await realpath(clientDir);
  for (const entry of await readdir(clientDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isSymbolicLink()) continue;
    const link = join(entry.parentPath, entry.name);
    const target = await realpath(link).catch(() => null);
    if (target === null || !target.startsWith(`${root}${sep}`))
      throw new BuildError(
        `${link} is a link leading out of the release (to ${target ?? "nothing"})`,
      );
  }
}

/**
 * Checks a release as a whole, beyond what loadBuild looks at: every page readable and not
 * empty, no link leading out of it, and every file its pages name present. Reads each page once, a few at a time, without
 * blocking the server. Rejects with a BuildError naming the file, the fault and the page.
 * @param {string} buildDir
 */
export async function checkRelease(buildDir) {
  let dir;
  try {
    dir = realpathSync(buildDir);
  } catch {
    throw new BuildError(`${buildDir} does not lead to a directory (a dangling link?)`);
  }
  const site = readSiteManifest(dir);
  const clientDir = join(dir, "client");
  /** @type {Map<string, string>} each named file and the first page naming it */
  const named = new Map();
  const pages = [...site.pages];
  async function readPages() {
    for (let page = pages.shift(); page !== undefined; page = pages.shift()) {
      const file = join(clientDir, pageFile(site, page));
      let html;
      try {
        html = await readFile(file, "utf8");
      } catch (error) {
        const code = /** @type {NodeJS.ErrnoException} */ (error).code;
        throw new BuildError(`${file} cannot be read (page ${page}, ${code}); run npm run build`);
      }
      if (html.trim() === "")
        throw new BuildError(`${file} is empty (page ${page}); run npm run build`);
      for (const name of filesNamedBy(html)) if (!named.has(name)) named.set(name, page);
    }
  }
  await Promise.all([
    ...Array.from({ length: PAGES_READ_AT_ONCE }, readPages),
    refuseLinksOut(clientDir),
  ]);
  for (const [name, page] of named) {
    const file = join(clientDir, name);
    if (!(await isFile(file)))
      throw new BuildError(`${file} is missing (named by page ${page}); run npm run build`);
  }
  return { pages: site.pages.length, files: named.size };
}

/**
 * The file of an untranslated address's not-found page ("/es/x" -> "/404/es/x.html").
 * @param {Pick<SiteManifest, "notFoundPath">} site
 * @param {string} pathname
 */
export function untranslatedPageFile(site, pathname) {
  return `${site.notFoundPath}${pathname}.html`;
}

/**
 * Returns a function giving the current build of `buildDir`: loaded at once (throws BuildError),
 * then looked at again at most every `intervalMs`, so that a deploy (a new directory switched in
 * through a symlink, or a rebuild in place) is picked up without a restart. A new build is served
 * only once checked as a whole (checkRelease), which reads its pages without blocking requests:
 * until then, and for good if it fails, the previous one stays in service. A fault, or a link that
 * leads nowhere, is reported through `onError` once. `currentBuild.reload()` loads it again at
 * once, whatever it looks like (SIGHUP), and resolves the build then served.
 * @typedef {ReturnType<typeof loadBuild>} Build
 * @param {string} buildDir
 * @param {{ intervalMs?: number, onLoad?: (build: Build) => void, onError?: (error: Error, kept: Build) => void }} [options]
 */
export function watchBuild(buildDir, { intervalMs = 1000, onLoad, onError } = {}) {
  let build = loadBuild(buildDir);
  let checkedAt = Date.now();
  /**
   * The identity last refused, and the fault last reported (each reported once).
   * @type {string | null}
   */
  let failedIdentity = null;
  /** @type {string | null} */
  let reported = null;
  /** @type {{ identity: string, loaded: Promise<Build> } | null} the build being checked */
  let checking = null;
  const refuse = (/** @type {Error} */ error) => {
    const fault = faultIdentity(buildDir, error);
    if (fault === reported) return;
    reported = fault;
    onError?.(error, build);
  };
  const fail = (/** @type {string} */ identity, /** @type {unknown} */ error) => {
    if (!(error instanceof BuildError)) throw error;
    failedIdentity = identity;
    refuse(error);
    return build;
  };
  /** @param {string} identity */
  const load = (identity) => {
    if (checking?.identity === identity) return checking.loaded;
    /** @type {Build} */
    let candidate;
    try {
      candidate = loadBuild(buildDir);
    } catch (error) {
      return Promise.resolve(fail(identity, error));
    }
    const loaded = checkRelease(dirname(candidate.clientDir)).then(
      () => {
        if (checking?.identity !== identity) return build;
        checking = null;
        build = candidate;
        failedIdentity = null;
        reported = null;
        onLoad?.(build);
        return build;
      },
      (error) => {
        if (checking?.identity !== identity) return build;
        checking = null;
        return fail(identity, error);
      },
    );
    checking = { identity, loaded };
    return loaded;
  };
  /** Where the build on disk is now, or null when that cannot be read (then reported once). */
  const identityNow = () => {
    try {
      return buildIdentity(buildDir);
    } catch (error) {
      refuse(/** @type {BuildError} */ (error));
      return null;
    }
  };
  function currentBuild() {
    const now = Date.now();
    if (now - checkedAt < intervalMs) return build;
    checkedAt = now;
    const identity = identityNow();
    if (identity === null || identity === build.identity || identity === failedIdentity)
      return build;
    load(identity);
    return build;
  }
  currentBuild.reload = () => {
    checkedAt = Date.now();
    reported = null;
    const identity = identityNow();
    return identity === null ? Promise.resolve(build) : load(identity);
  };
  return currentBuild;
}
