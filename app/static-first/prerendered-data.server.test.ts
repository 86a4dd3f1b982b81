// @vitest-environment node
import { UNSAFE_decodeViaTurboStream as decode } from "react-router";
import { describe, expect, it } from "vitest";
import { streamWithoutPrerendered, withoutPrerendered } from "./prerendered-data.server";

/** turbo-stream's constant for null; values refer to each other by index, repeats written once. */
const NULL = -5;

/** Plain data written the way the framework writes a page's hydration data. */
function flatten(input: unknown): string {
  const values: unknown[] = [];
  const known = new Map<unknown, number>();
  const visit = (value: unknown): number => {
    if (value === null) return NULL;
    const seen = known.get(value);
    if (seen !== undefined) return seen;
    const at = values.length;
    known.set(value, at);
    values.push(undefined);
    if (Array.isArray(value)) values[at] = value.map(visit);
    else if (typeof value === "object")
      values[at] = Object.fromEntries(
        Object.entries(value as object).map(([key, item]) => [`_${visit(key)}`, visit(item)]),
      );
    else values[at] = value;
    return at;
  };
  visit(input);
  return JSON.stringify(values);
}

/** The text as a stream, the way the framework hands it over. */
const streamOf = (text: string) => new Response(text).body as ReadableStream<Uint8Array>;

const decoded = async (line: string) => (await decode(streamOf(`${line}\n`), globalThis)).value;

const goals = [{ title: "No Poverty", link: "/goals/1" }];
const page = {
  loaderData: {
    root: { language: "en", messages: { nav: "Home" } },
    "routes/home": {
      messages: { heading: "Featured Stories" },
      stories: [{ title: "Carbon markets", link: "/stories/carbon-markets" }],
      prerendered: { goals, facts: [{ title: "Carbon markets" }] },
    },
  },
  actionData: null,
  errors: null,
};

describe("withoutPrerendered", () => {
  it("leaves each route's prerendered records out, and every other value as it was", async () => {
    const line = flatten(page);
    const stripped = withoutPrerendered(line);
    const home = Object.fromEntries(
      Object.entries(page.loaderData["routes/home"]).filter(([key]) => key !== "prerendered"),
    );
    expect(await decoded(stripped)).toEqual({
      ...page,
      loaderData: { ...page.loaderData, "routes/home": home },
    });
    // What only the records used is gone; a string they shared with kept data stays once.
    expect(stripped).not.toContain("No Poverty");
    expect(stripped.match(/Carbon markets/g)).toHaveLength(1);
    expect(stripped.length).toBeLessThan(line.length);
  });

  it("keeps data without prerendered records byte for byte", () => {
    const line = flatten({ ...page, loaderData: { root: page.loaderData.root } });
    expect(withoutPrerendered(line)).toBe(line);
  });

  it("keeps data it cannot renumber as it is: tagged values", () => {
    const line = JSON.stringify([...JSON.parse(flatten(page)), ["D", 0]]);
    expect(withoutPrerendered(line)).toBe(line);
  });
});

describe("streamWithoutPrerendered", () => {
  it("passes the framework's stream through, its data stripped", async () => {
    const line = flatten(page);
    const stream = streamOf(`${line}\n`);
    const text = await new Response(streamWithoutPrerendered(stream)).text();
    expect(text).toBe(`${withoutPrerendered(line)}\n`);
  });
});
