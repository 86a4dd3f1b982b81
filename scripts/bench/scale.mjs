// The scale benchmark: `npm run bench:scale -- --stories 1000` copies the site into a temporary
// folder, adds that many generated stories in the six languages (stories.mjs), builds it, edits one
// story and builds again, and prints what docs/performance.md reports: pages, wall time, peak
// memory, and the sizes that grow with the content. Run it alone, niced: it uses both cores.
//
// Options: --stories <n> (200), --keep (leave the copy and print its path), --no-rebuild,
// --copy <dir> (build an existing copy again, without generating), --same (after the rebuild,
// build the same content again with an empty cache and compare the two builds file by file: a
// rebuild must give what a whole build gives).
import { spawn } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import { parseArgs } from "node:util";
import { kb } from "../budgets.mjs";
import { storySlug, writeStories } from "./stories.mjs";

const ROOT = resolve(import.meta.dirname, "..", "..");

/** What is not copied: dependencies are linked, builds and caches start empty. */
const NOT_COPIED = new Set([
  "node_modules",
  "build",
  "build.next",
  "build.next-editor",
  "build.previous",
  ".react-router",
  ".git",
  "test-results",
  "playwright-report",
  "reports",
  ".cache",
]);

/** How often the memory of the build's processes is sampled. */
const SAMPLE_MS = 250;
const PAGE_BYTES = 4096;

/** The resident memory of every process in the process group `group`, in bytes. */
function groupMemory(group) {
  let total = 0;
  for (const pid of readdirSync("/proc")) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      // Fields after the command's name, which may hold spaces, in parentheses.
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (Number(fields[2]) === group) total += Number(fields[21]) * PAGE_BYTES;
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return total;
}

/** Where /usr/bin/time is, which gives the processor time of a command and all it waited for. */
const TIME = "/usr/bin/time";

/**
 * Runs `npm run <script>` in `cwd`: its wall time, the processor time of all its processes (user
 * and system, where /usr/bin/time is installed: the machine may be shared, and the wall clock
 * then counts others' work too), the peak memory of all its processes, its output.
 */
function run(cwd, script, env = {}) {
  return new Promise((resolvePromise, reject) => {
    const started = performance.now();
    const load = loadavg()[0];
    const timed = existsSync(TIME) ? join(tmpdir(), `bench-scale-${process.pid}.time`) : undefined;
    const [command, ...args] = [
      ...(timed ? [TIME, "-f", "%U %S", "-o", timed] : []),
      "npm",
      "run",
      script,
    ];
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    let peak = 0;
    const timer = setInterval(() => (peak = Math.max(peak, groupMemory(child.pid))), SAMPLE_MS);
    child.on("error", reject);
    child.on("exit", (code) => {
      clearInterval(timer);
      const seconds = (performance.now() - started) / 1000;
      let cpu;
      if (timed && existsSync(timed)) {
        const last = readFileSync(timed, "utf8").trim().split("\n").at(-1) ?? "";
        const [user, system] = last.split(" ");
        cpu = { user: Number(user), system: Number(system) };
        rmSync(timed, { force: true });
      }
      if (code !== 0)
        reject(new Error(`npm run ${script} failed (${code}):\n${output.slice(-4000)}`));
      else resolvePromise({ seconds, cpu, peak, output, load: [load, loadavg()[0]] });
    });
  });
}

/** A copy of the site at `dir`, its dependencies linked. */
function copySite(dir) {
  for (const name of readdirSync(ROOT)) {
    if (NOT_COPIED.has(name)) continue;
    cpSync(join(ROOT, name), join(dir, name), { recursive: true });
  }
  symlinkSync(join(ROOT, "node_modules"), join(dir, "node_modules"));
}

function filesUnder(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

const size = (file) => (existsSync(file) ? statSync(file).size : 0);
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const gb = (bytes) => `${(bytes / 1024 ** 3).toFixed(2)} GB`;
const duration = (seconds) =>
  seconds < 120
    ? `${seconds.toFixed(1)} s`
    : `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s`;

/** The page file of an address in the client build. */
const pageFile = (client, path) => join(client, path, "index.html");

/** The largest `count` files of `folder` whose names start with `prefix`, together. */
const largest = (folder, prefix, count) =>
  filesUnder(folder)
    .filter((file) => file.slice(folder.length + 1).startsWith(prefix))
    .map(size)
    .sort((a, b) => b - a)
    .slice(0, count)
    .reduce((sum, bytes) => sum + bytes, 0);

/**
 * The most a first query downloads from the search index in a language: Pagefind's script, the
 * entry file, the language's WebAssembly and metadata, its largest index chunk and its ten largest
 * fragments (the first results shown), all of the first part of the language's index, which a
 * first query searches; with the list of the language's older parts. And those older parts: how
 * many, and the most that adding them to a search downloads more (each one's entry file,
 * metadata and largest chunk).
 */
function searchBytes(client, code) {
  const dir = join(client, "pagefind");
  const entry = JSON.parse(readFileSync(join(dir, "pagefind-entry.json"), "utf8"));
  const language = entry.languages[code];
  if (!language) return { first: 0, olderParts: 0, older: 0 };
  const list = join(dir, "older", `${code}.json`);
  const { parts } = JSON.parse(readFileSync(list, "utf8"));
  const older = parts.map(({ path }) => {
    const part = join(client, path);
    const own = JSON.parse(readFileSync(join(part, "pagefind-entry.json"), "utf8"));
    return (
      size(join(part, "pagefind-entry.json")) +
      size(join(part, `pagefind.${own.languages[code].hash}.pf_meta`)) +
      largest(join(part, "index"), `${code}_`, 1)
    );
  });
  return {
    first:
      (size(join(dir, "pagefind.js.br")) || size(join(dir, "pagefind.js"))) +
      size(join(dir, "pagefind-entry.json")) +
      size(list) +
      size(join(dir, `wasm.${language.wasm ?? "unknown"}.pagefind`)) +
      size(join(dir, `pagefind.${language.hash}.pf_meta`)) +
      largest(join(dir, "index"), `${code}_`, 1) +
      largest(join(dir, "fragment"), `${code}_`, 10),
    olderParts: parts.length,
    older: older.reduce((sum, bytes) => sum + bytes, 0),
  };
}

/**
 * The figures of a build at `root`, with `count` generated stories.
 * @param {string} root
 * @param {number} count
 */
function measure(root, count) {
  const client = join(root, "build", "client");
  const files = filesUnder(client);
  const html = files.filter((file) => file.endsWith(".html"));
  const brotli = (path) => size(`${pageFile(client, path)}.br`);
  const feed = readFileSync(join(client, "feed.xml"), "utf8");
  const sitemaps = files.filter((file) => /\/sitemap(-\d+)?\.xml$/.test(file));
  const search = filesUnder(join(client, "pagefind")).filter((f) => !/\.(br|gz)$/.test(f));
  const firstQuery = Object.fromEntries(
    ["en", "ar", "zh", "ru"].map((code) => [code, searchBytes(client, code)]),
  );
  const sitemapText = sitemaps.map((file) => readFileSync(file, "utf8")).join("");
  // The generated stories go back a year for every 1,000: the last is the oldest of all.
  const oldest = `/stories/${storySlug(count - 1)}`;
  return {
    pages: html.length,
    oldestInSitemap: sitemapText.includes(`${oldest}</loc>`) ? oldest : undefined,
    listings: Object.fromEntries(
      ["/stories", "/ar/stories", "/zh/stories"].map((path) => [path, brotli(path)]),
    ),
    siteIndex: brotli("/site-index"),
    feedEntries: (feed.match(/<entry>/g) ?? []).length,
    feedBytes: Buffer.byteLength(feed),
    sitemapFiles: sitemaps.length,
    sitemapBytes: sitemaps.reduce((sum, file) => sum + size(file), 0),
    sitemapUrls: (sitemapText.match(/<url>/g) ?? []).length,
    // Each page carries its own policy: nginx's files are the same whatever the content.
    nginxPolicy: size(join(root, "build", "nginx-policy.conf")),
    searchBytes: search.reduce((sum, file) => sum + size(file), 0),
    firstQuery,
  };
}

function report(label, build, figures) {
  const lines = [
    `${label}: ${figures.pages} HTML pages in ${duration(build.seconds)}${build.cpu ? ` (processor time ${build.cpu.user.toFixed(1)} s user, ${build.cpu.system.toFixed(1)} s system)` : ""}, peak memory ${gb(build.peak)}, load average ${build.load
      .map((load) => load.toFixed(2))
      .join(" at its start, ")} at its end`,
    // The build's own summary: each step's seconds.
    `  ${build.output.split("\n").findLast((line) => line.startsWith("Built into")) ?? ""}`,
    `  listings (brotli): ${Object.entries(figures.listings)
      .map(([path, bytes]) => `${path} ${kb(bytes)}`)
      .join(", ")}; /site-index ${kb(figures.siteIndex)}`,
    `  feed.xml: ${figures.feedEntries} entries, ${kb(figures.feedBytes)}; sitemap: ${figures.sitemapFiles} file(s), ${figures.sitemapUrls} addresses, ${mb(figures.sitemapBytes)}, ${figures.oldestInSitemap ? `the oldest story among them (${figures.oldestInSitemap})` : "WITHOUT the oldest story"}`,
    `  nginx-policy.conf ${kb(figures.nginxPolicy)}`,
    `  search index: ${mb(figures.searchBytes)}; a first query downloads at most ${Object.entries(
      figures.firstQuery,
    )
      .map(([code, { first }]) => `${kb(first)} (${code})`)
      .join(", ")}; older parts ${Object.entries(figures.firstQuery)
      .map(([code, { olderParts, older }]) => `${olderParts} (${code}, ${kb(older)} more)`)
      .join(", ")}`,
  ];
  console.log(lines.join("\n"));
}

/**
 * Files whose bytes follow the moment of the build, not the content: security.txt's expiry and
 * the calendars' DTSTAMP.
 */
const TIMED_FILES = /^client\/(\.well-known\/security\.txt|([a-z]{2}\/)?events\.ics)(\.br|\.gz)?$/;

/**
 * Builds the content of `root` again in a copy of its own with an empty cache, and compares that
 * build with `root`'s, file by file; fails with the files that differ.
 */
async function compareWithWholeBuild(root) {
  const whole = `${root}-whole`;
  rmSync(whole, { recursive: true, force: true });
  for (const name of readdirSync(root)) {
    if (NOT_COPIED.has(name)) continue;
    cpSync(join(root, name), join(whole, name), { recursive: true });
  }
  symlinkSync(join(ROOT, "node_modules"), join(whole, "node_modules"));
  try {
    const build = await run(whole, "build", {
      SITE_BUILD_CACHE: join(whole, ".cache", "site-build"),
    });
    console.log(
      `the same content built with an empty cache: ${duration(build.seconds)}${build.cpu ? ` (processor time ${(build.cpu.user + build.cpu.system).toFixed(1)} s)` : ""}`,
    );
    const files = (dir) =>
      filesUnder(join(dir, "build"))
        .map((file) => relative(join(dir, "build"), file))
        .filter((file) => !TIMED_FILES.test(file))
        .sort();
    const ours = files(root);
    const theirs = new Set(files(whole));
    const oursSet = new Set(ours);
    const differ = [
      ...ours.filter(
        (file) =>
          !theirs.has(file) ||
          !readFileSync(join(root, "build", file)).equals(readFileSync(join(whole, "build", file))),
      ),
      ...[...theirs].filter((file) => !oursSet.has(file)),
    ];
    console.log(
      differ.length === 0
        ? `  the rebuild equals it: ${ours.length} files, byte for byte`
        : `  the rebuild DIFFERS from it in ${differ.length} files: ${differ.slice(0, 20).join(", ")}`,
    );
    if (differ.length > 0) process.exitCode = 1;
  } finally {
    rmSync(whole, { recursive: true, force: true });
  }
}

const { values } = parseArgs({
  options: {
    stories: { type: "string", default: "200" },
    keep: { type: "boolean", default: false },
    "no-rebuild": { type: "boolean", default: false },
    copy: { type: "string" },
    same: { type: "boolean", default: false },
  },
});
const count = Number(values.stories);
if (!Number.isInteger(count) || count < 1) throw new Error("--stories takes a whole number");

const root = values.copy ? resolve(values.copy) : mkdtempSync(join(tmpdir(), "site-scale-"));
// The copy's caches start empty and stay in the copy: the first build is a cold one.
const env = { SITE_BUILD_CACHE: join(root, ".cache", "site-build") };
try {
  if (!values.copy) {
    copySite(root);
    const started = performance.now();
    writeStories(root, count);
    console.log(
      `bench:scale: ${count} stories x 6 languages written in ${((performance.now() - started) / 1000).toFixed(1)} s into ${root}`,
    );
  }
  const build = await run(root, "build", env);
  const figures = measure(root, count);
  report("build", build, figures);
  const budgets = await run(root, "budgets", env).then(
    ({ output }) => ({ ok: true, output }),
    (error) => ({ ok: false, output: String(error.message) }),
  );
  const lines = budgets.output.split("\n");
  const shown = budgets.ok
    ? lines.filter((line) => /heaviest/.test(line))
    : lines.slice(lines.findIndex((line) => /over budget/.test(line)));
  console.log(`  budgets: ${budgets.ok ? "pass" : "FAIL"}\n${shown.join("\n")}`);

  if (!values["no-rebuild"]) {
    // One story changed, as an editor would: a sentence added to its English text.
    const slug = storySlug(Math.floor(count / 2));
    const file = join(root, "content", "stories", `${slug}.en.md`);
    const marker = `Edited for the rebuild at ${new Date().toISOString()}.`;
    writeFileSync(file, `${readFileSync(file, "utf8")}\n${marker}\n`);
    const rebuild = await run(root, "build", env);
    const published = readFileSync(
      pageFile(join(root, "build", "client"), `/stories/${slug}`),
      "utf8",
    ).includes(marker);
    report("rebuild after one edited story", rebuild, measure(root, count));
    console.log(`  the edit is ${published ? "published" : "NOT published"} (/stories/${slug})`);
    if (values.same) await compareWithWholeBuild(root);
  }
} finally {
  if (values.keep || values.copy)
    console.log(`bench:scale: the copy is at ${relative(process.cwd(), root) || root}`);
  else rmSync(root, { recursive: true, force: true });
}
