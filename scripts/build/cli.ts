/**
 * `npm run build` (run.mjs starts it): builds the site (index.ts) and prints a short summary:
 * pages that wait and warnings once each, pages per language, each stage's time. A content
 * mistake prints one line per problem, naming file and field, never a stack trace; any other
 * failure says that the previous build in build/ is unchanged. `--verbose` adds the finishing
 * stage's figures.
 */
import { existsSync } from "node:fs";
import { buildSite, ContentError, FINAL, type BuildResult } from "./index";

function summary(
  verbose: boolean,
  { manifest, notices, seconds, compiled, rendered, reused, finished }: BuildResult,
) {
  const perLanguage = manifest.languages.map(
    ({ code }) => `${manifest.sitePages.filter((page) => code in page.addresses).length} ${code}`,
  );
  const stages = Object.entries(seconds)
    .map(([stage, time]) => `${stage} ${time.toFixed(1)} s`)
    .join(", ");
  const lines = [
    ...notices,
    `Built into build/: pages ${perLanguage.join(", ")} (${stages}; ${rendered} pages rendered, ${reused} reused).`,
  ];
  if (verbose)
    lines.push(
      `Compiled: ${Object.entries(compiled)
        .map(([name, took]) => `${name} ${took}`)
        .join(", ")}; finishing: ${finished.htmlFiles} HTML files, ${finished.finishedFiles} ` +
        `finished as they were rendered, ${finished.scriptHashes} CSP script hashes in the other ` +
        `pages, ${finished.sitemapPages} pages in sitemap.xml, ${finished.compressed} ` +
        `precompressed files (${Object.entries(finished.seconds)
          .map(([step, time]) => `${step} ${time.toFixed(1)} s`)
          .join(", ")})`,
    );
  return lines.join("\n");
}

/**
 * Builds and prints the summary; sets the exit code on failure. `production`: NODE_ENV was
 * "production" when the command started (run.mjs reads it before Vite sets it).
 */
export async function main({ production, verbose }: { production: boolean; verbose: boolean }) {
  try {
    console.log(summary(verbose, await buildSite({ production, verbose })));
  } catch (error) {
    fail(error, verbose);
  }
}

function fail(error: unknown, verbose: boolean) {
  if (error instanceof ContentError) {
    const count = error.problems.length;
    console.error(
      `The content has ${count} problem${count === 1 ? "" : "s"}:\n${[...new Set(error.problems)].join("\n")}`,
    );
  } else console.error(verbose || !(error instanceof Error) ? error : error.message);
  console.error(
    `\nThe build stopped; ${existsSync(FINAL) ? "the previous build in build/ is unchanged" : "there is no build yet"}.`,
  );
  process.exitCode = 1;
}
