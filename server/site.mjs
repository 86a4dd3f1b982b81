// A build as the servers see it: the site manifest (<buildDir>/site.json: languages, pages and the
// not-found path, written by the build from the one language table) and each page's inline-script
// hashes (<buildDir>/csp.json), checked against each other and against the files, so that a broken
// build is refused with one line instead of served.
import { readFileSync, realpathSync, statSync } from "node:fs";
import { join } from "node:path";

/** A build that cannot be served; the message is one line naming the file and the fault. */
export class BuildError extends Error {}

/** A page's script-src sources: inline-script hashes, and WebAssembly on the search pages. */
const SCRIPT_SOURCE = /^(?:'sha256-[A-Za-z0-9+/]{43}='|'wasm-unsafe-eval')$/;
const LANGUAGE_CODE = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;

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
    throw new BuildError(`${file} is not valid JSON: ${error.message}`);
  }
}

/** Reads and checks <buildDir>/site.json. */
export function readSiteManifest(buildDir) {
  const file = join(buildDir, "site.json");
  const site = readJson(file);
  const fail = (fault) => {
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
  const isPath = (page) => typeof page === "string" && /^\/[^\s?#\\]*$/.test(page);
  if (!Array.isArray(pages) || pages.length === 0 || !pages.every(isPath)) {
    fail('"pages" is not a list of paths');
  }
  return site;
}

/** The language prefixes of the manifest, longest first ("/fr", …, then "" for the default). */
export function languagePrefixes(site) {
  return site.languages.map((language) => language.prefix).sort((a, b) => b.length - a.length);
}

/** The file a page is prerendered to once postbuild has moved the not-found pages. */
export function pageFile(site, page) {
  const isNotFound = site.languages.some((lang) => page === `${lang.prefix}${site.notFoundPath}`);
  if (isNotFound) return `${page}.html`;
  return page === "/" ? "/index.html" : `${page}/index.html`;
}

/** Reads <buildDir>/csp.json and checks that every page of the manifest has its hashes. */
function readPageScriptHashes(buildDir, site) {
  const file = join(buildDir, "csp.json");
  const hashes = readJson(file)?.pageScriptHashes;
  if (typeof hashes !== "object" || hashes === null || Array.isArray(hashes)) {
    throw new BuildError(`${file} has no "pageScriptHashes"; run npm run build`);
  }
  for (const [page, list] of Object.entries(hashes)) {
    if (!Array.isArray(list) || !list.every((source) => SCRIPT_SOURCE.test(source))) {
      throw new BuildError(
        `${file}: the hashes of ${page} are not a list of 'sha256-…' (or 'wasm-unsafe-eval') sources`,
      );
    }
  }
  for (const page of site.pages) {
    if (!Object.hasOwn(hashes, pageFile(site, page))) {
      throw new BuildError(
        `${file} has no script hashes for ${pageFile(site, page)} (page ${page}); run npm run build`,
      );
    }
  }
  return hashes;
}

/** What identifies one build on disk: where the directory resolves to and its csp.json. */
function buildIdentity(buildDir) {
  const real = realpathSync(buildDir);
  const csp = statSync(join(real, "csp.json"));
  return `${real}:${csp.ino}:${csp.mtimeMs}`;
}

/**
 * Loads a build: its manifest, the page hashes, and each language's not-found page, after checking
 * that every page's file exists. Throws BuildError.
 */
export function loadBuild(buildDir) {
  let identity;
  let dir;
  try {
    identity = buildIdentity(buildDir);
    dir = realpathSync(buildDir);
  } catch {
    throw new BuildError(`${join(buildDir, "csp.json")} is missing; run npm run build`);
  }
  const site = readSiteManifest(dir);
  const pageScriptHashes = readPageScriptHashes(dir, site);
  const clientDir = join(dir, "client");
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
    pageScriptHashes,
    notFoundPages,
    // Content pages asked for in a language they are not written in: each has its own not-found
    // page, read when asked for (site-pages.ts in the app says why).
    untranslatedPages: new Set(Array.isArray(site.untranslatedPages) ? site.untranslatedPages : []),
  };
}

/** The file of an untranslated address's not-found page ("/es/x" -> "/404/es/x.html"). */
export function untranslatedPageFile(site, pathname) {
  return `${site.notFoundPath}${pathname}.html`;
}

/**
 * Returns a function giving the current build of `buildDir`: loaded at once (throws BuildError),
 * then looked at again at most every `intervalMs`, so that a deploy (a new directory switched in
 * through a symlink, or a rebuild in place) is picked up without a restart. A new build that fails
 * its checks is reported through `onError` once and the previous one stays in service.
 */
export function watchBuild(buildDir, { intervalMs = 1000, onLoad, onError } = {}) {
  let build = loadBuild(buildDir);
  let checkedAt = Date.now();
  let failedIdentity = null;
  return function currentBuild() {
    const now = Date.now();
    if (now - checkedAt < intervalMs) return build;
    checkedAt = now;
    let identity;
    try {
      identity = buildIdentity(buildDir);
    } catch {
      return build;
    }
    if (identity === build.identity || identity === failedIdentity) return build;
    try {
      build = loadBuild(buildDir);
      onLoad?.(build);
    } catch (error) {
      failedIdentity = identity;
      onError?.(error);
    }
    return build;
  };
}
