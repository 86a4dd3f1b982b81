// The source rules: every document and observance cites a page of the United Nations system and
// says when its record was checked; no page cites a raw IP address, a query or a closed site.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { FRONT_MATTER } from "./patterns";
import { isUnSystem, refusedSource } from "./source-rules";

const CONTENT = join(import.meta.dirname, "..", "..", "content");

interface Source {
  url: string;
  confirms: string[];
  note: string;
}

/** Every English content file that names sources: its path under content/ and its front matter. */
function filesWithSources(): [string, { sources?: Source[]; checked?: unknown }][] {
  const files = readdirSync(CONTENT, { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".en.md"))
    .sort();
  return files.flatMap((name) => {
    const yaml = FRONT_MATTER.exec(readFileSync(join(CONTENT, name), "utf8"))?.groups?.yaml;
    const front = (yaml ? parse(yaml) : {}) as { sources?: Source[]; checked?: unknown } | null;
    return front?.sources ? [[name, front] as const] : [];
  });
}

const inFactCollections = (name: string) => /^(documents|events)[/\\]/.test(name);

describe("the source rules", () => {
  it("know the United Nations system by its hosts and their subdomains", () => {
    for (const url of [
      "https://press.un.org/en/2007/ga10655.doc.htm",
      "https://docs.un.org/en/A/RES/70/1",
      "https://digitallibrary.un.org/record/1654217",
      "https://undocs.org/A/RES/62/7",
      "https://www.unesco.org/en/days/world-press-freedom",
      "https://www.who.int/campaigns/world-health-day",
      "https://www.refworld.org/legal/resolution/unga/1992/en/5908",
      "https://archive.unric.org/en/",
      "http://www.un.org.za/general-assembly-establishes-nelson-mandela-international-day/",
    ])
      expect(isUnSystem(url), url).toBe(true);
    for (const url of [
      "https://en.wikipedia.org/wiki/United_Nations",
      "https://un.org.example.com/page",
      "https://notun.org/page",
      "https://un.org.example.za/page",
    ])
      expect(isUnSystem(url), url).toBe(false);
  });

  it("refuse raw IP addresses, search and book-viewer queries and closed sites", () => {
    expect(refusedSource("http://192.0.2.10/day.htm")).toMatch(/raw IP/);
    expect(refusedSource("https://books.google.com/books?id=x&q=peace")).toMatch(/book-viewer/);
    expect(refusedSource("https://example.org/find?q=peace")).toMatch(/search/);
    expect(refusedSource("https://example.org/search?day=peace")).toMatch(/search/);
    expect(refusedSource("http://www.docstoc.com/docs/1/agenda")).toMatch(/closed/);
    expect(refusedSource("https://press.un.org/en/2007/ga10655.doc.htm")).toBeUndefined();
  });
});

describe("every content file's sources", () => {
  const files = filesWithSources();

  it("are found in the documents and the events", () => {
    expect(files.filter(([name]) => inFactCollections(name)).length).toBeGreaterThanOrEqual(50);
  });

  it.each(files)("%s: a page of the United Nations system first, nothing refused", (name, front) => {
    const sources = front.sources ?? [];
    const refused = sources.flatMap(({ url }) => {
      const why = refusedSource(url);
      return why ? [`${url} ${why}`] : [];
    });
    expect(refused, `${name}: sources: ${refused.join("; ")}`).toEqual([]);
    expect(
      sources.some(({ url }) => isUnSystem(url)),
      `${name}: sources: none is a page of the United Nations system (un.org, press.un.org, docs.un.org, an agency's site)`,
    ).toBe(true);
  });

  it.each(files.filter(([name]) => inFactCollections(name)))(
    "%s: says the day its record was checked",
    (name, front) => {
      expect(front.checked, `${name}: checked: is required: the day the sources were checked`).toBeDefined();
    },
  );
});
