// A second `npm run cms` (another site, one left running) stops before it starts anything, in one
// line naming the port, what holds it and the variable that changes it.
import { spawn } from "node:child_process";
import { once } from "node:events";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const CMS = new URL("./cms.mjs", import.meta.url).pathname;
/** @type {net.Server} */
let holder;
let taken = 0;

beforeAll(async () => {
  holder = net.createServer();
  holder.listen(0, "127.0.0.1");
  await once(holder, "listening");
  taken = /** @type {net.AddressInfo} */ (holder.address()).port;
});

afterAll(() => new Promise((resolve) => holder.close(resolve)));

/**
 * Runs `npm run cms`'s script with the environment given; resolves its exit code and output.
 * @param {Record<string, string>} env
 */
async function cms(env) {
  const child = spawn(process.execPath, [CMS], { env: { ...process.env, ...env } });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk) => (stdout += chunk));
  child.stderr.on("data", (chunk) => (stderr += chunk));
  const [code] = await once(child, "exit");
  return { code, stdout, stderr };
}

describe("npm run cms with a port taken", () => {
  it.each([
    ["Decap's local back end", "DECAP_SERVER_PORT", { PORT: "0" }],
    ["the site and editor", "PORT", { DECAP_SERVER_PORT: "0" }],
  ])("names %s's port and %s in one line, and exits 1", async (name, variable, others) => {
    const { code, stdout, stderr } = await cms({ ...others, [variable]: String(taken) });
    expect(code).toBe(1);
    expect(stdout).toBe("");
    const lines = stderr.trimEnd().split("\n");
    expect(lines, stderr).toHaveLength(1);
    expect(lines[0]).toContain(`port ${taken} (${name}) is in use by `);
    expect(lines[0]).toContain(`pid ${process.pid}`);
    expect(lines[0]).toContain(`set ${variable} to another port`);
  });
});
