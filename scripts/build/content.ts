/**
 * The build's content stage: reads every content file, checks it against its collection's schema
 * and the site's links, and resolves it into the catalog the other stages read. A mistake throws
 * a ContentError, one line per problem naming the file and field.
 *
 * Rendered bodies are kept in the build's cache (`content/`), under the code's hash, and used
 * again where their context answers alike (app/content/body-memo.server.ts): a rebuild after one
 * edit renders the edited page's bodies only. Each file's front matter is kept there too, by its
 * text (app/content/read.server.ts, FrontMatterMemo): a rebuild parses the edited file's alone.
 */
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { deserialize, serialize } from "node:v8";
import type { BodyMemo, KeptBody } from "~/content/body-memo.server";
import { catalogReport, type Catalog } from "~/content/catalog.server";
import type { FrontMatterMemo } from "~/content/read.server";
import { loadMemberStates } from "~/content/member-states.server";
import { ContentError } from "~/content/content-error";
import { checkSite } from "~/config/site-check";
import { loadSiteCatalog, useCatalog } from "~/config/site-catalog.server";
import { siteUrlWarning } from "~/config/site";

export interface Content {
  catalog: Catalog;
  /** What the summary says about the content: pages that wait, and warnings. */
  notices: string[];
  /**
   * Writes the cache's file of bodies and front matter for the next build: called by the build
   * once the rendering threads are started, as nothing in this build waits for it.
   */
  keep(): void;
}

/**
 * `production`: the build was started with NODE_ENV=production (VITE_SITE_URL is required).
 * `cache`: the folder of kept bodies and the code's hash, or none to render every body.
 */
export function loadContent(
  root: string,
  production: boolean,
  cache?: { dir: string; codeHash: string },
): Content {
  const warning = siteUrlWarning(production);
  const bodies = cache && keptBodies(cache.dir, cache.codeHash);
  const catalog = loadSiteCatalog(root, {
    bodies: bodies?.memo,
    frontMatter: bodies?.frontMatter,
  });
  checkSite(catalog);
  // Checked here, before anything is compiled, so that a mistake stops the build in one line.
  loadMemberStates(root);
  // The site's own modules (its pages, listings, sitemap) read this catalog from now on.
  useCatalog(catalog);
  return {
    catalog,
    notices: [...(warning ? [warning] : []), ...catalogReport(catalog)],
    keep: () => bodies?.save(),
  };
}

/** What the content cache's file holds: bodies and front matter, each by its key. */
interface Kept {
  bodies: Map<string, KeptBody>;
  frontMatter: Map<string, unknown>;
}

/**
 * The bodies and front matter kept by the last build of this code: one file, read whole and
 * written whole, holding what this build used and nothing else (so it does not grow with edits);
 * another code's file is removed.
 */
function keptBodies(dir: string, codeHash: string) {
  const file = join(dir, `content-${codeHash.slice(0, 32)}.bin`);
  let kept: Kept = { bodies: new Map(), frontMatter: new Map() };
  try {
    if (existsSync(file)) kept = deserialize(readFileSync(file)) as Kept;
  } catch {
    // Unreadable (cut short, another Node.js): every body is rendered and every file parsed again.
  }
  const used: Kept = { bodies: new Map(), frontMatter: new Map() };
  const memo: BodyMemo = {
    get: (key) => kept.bodies.get(key),
    set: (key, body) => void used.bodies.set(key, body),
  };
  const frontMatter: FrontMatterMemo = {
    get: (key) => kept.frontMatter.get(key),
    set: (key, data) => void used.frontMatter.set(key, data),
  };
  return {
    memo,
    frontMatter,
    save() {
      mkdirSync(dir, { recursive: true });
      for (const name of readdirSync(dir))
        if (join(dir, name) !== file) rmSync(join(dir, name), { force: true });
      writeFileSync(`${file}.new`, serialize(used));
      renameSync(`${file}.new`, file);
    },
  };
}

export { ContentError };
