// The rich-text box's table and photo: read from the Markdown the guide documents and written back
// as it, and a table typed as lines of pipes saved as a table.
import { format } from "prettier";
import { describe, expect, it } from "vitest";
import { documentedMarkdown } from "./content-format";
import { throughRichText } from "../test/decap-markdown";
import { photoComponent, tableComponent } from "./editor-components";

/** The guide's table (docs/editing.md, section 4). */
const GUIDE_TABLE = [
  "| Region           | People without electricity |",
  "| :--------------- | -------------------------: |",
  "| Africa           |                600 million |",
  "| Asia and Pacific |                150 million |",
].join("\n");

function matchOf(pattern: RegExp, markdown: string): RegExpMatchArray {
  const match = pattern.exec(markdown);
  if (!match) throw new Error(`no ${String(pattern)} in ${markdown}`);
  return match;
}

const throughForm = <T>(
  component: {
    pattern: RegExp;
    fromBlock(match: RegExpMatchArray): T;
    toBlock(data: T): string;
  },
  markdown: string,
) => component.toBlock(component.fromBlock(matchOf(component.pattern, markdown)));

describe("the Table block", () => {
  it("reads the guide's table into its form and writes it back as it was", async () => {
    expect(tableComponent.fromBlock(matchOf(tableComponent.pattern, GUIDE_TABLE))).toEqual({
      rows: "Region | People without electricity\nAfrica | 600 million\nAsia and Pacific | 150 million",
      align: "start, end",
    });
    expect(throughForm(tableComponent, `${GUIDE_TABLE}\n\nText after it.`)).toBe(GUIDE_TABLE);
    // As the project's formatter writes a table.
    expect(await format(GUIDE_TABLE, { parser: "markdown" })).toBe(`${GUIDE_TABLE}\n`);
  });

  it("writes the rows an editor types as a table, in any language", async () => {
    const table = tableComponent.toBlock({
      rows: "المنطقة | العيادات\nأفريقيا | 120\n\nآسيا | 45",
      align: "start, end",
    });
    expect(table).toBe(
      [
        "| المنطقة | العيادات |",
        "| :------ | -------: |",
        "| أفريقيا |      120 |",
        "| آسيا    |       45 |",
      ].join("\n"),
    );
    expect(await format(table, { parser: "markdown" })).toBe(`${table}\n`);
    expect(tableComponent.toBlock({ rows: "A | B\nc" })).toBe(
      "| A   | B   |\n| --- | --- |\n| c   |     |",
    );
  });
});

describe("the Photo block", () => {
  it("names the photo by its site address, with its description and caption", () => {
    expect(
      photoComponent.toBlock({
        image: "images/uploads/solar-panels.jpg",
        alt: "Solar panels",
        caption: 'The "roof" in 2026.',
      }),
    ).toBe('![Solar panels](/images/uploads/solar-panels.jpg "The \\"roof\\" in 2026.")');
    const written = '![Bar chart, 2024](/images/uploads/chart.png "Electricity by source.")';
    expect(photoComponent.fromBlock(matchOf(photoComponent.pattern, written))).toEqual({
      image: "images/uploads/chart.png",
      alt: "Bar chart, 2024",
      caption: "Electricity by source.",
    });
    expect(throughForm(photoComponent, written)).toBe(written);
    expect(throughForm(photoComponent, "![A chart](/images/uploads/chart.png)")).toBe(
      "![A chart](/images/uploads/chart.png)",
    );
  });
});

describe("a table typed as lines of pipes in the rich-text box", () => {
  it("is saved as a table, with a delimiter row when none was typed", () => {
    // Each typed line is a paragraph of its own: Decap's serializer escapes its first pipe.
    const typed = (lines: string[]) =>
      throughRichText(`Before.\n\n${lines.join("\n\n")}\n\nAfter.`);
    expect(typed(["| Region | People |", "| --- | --: |", "| Africa | 600 |"])).toContain(
      "\\| Region",
    );
    expect(
      documentedMarkdown(typed(["| Region | People |", "| --- | --: |", "| Africa | 600 |"])),
    ).toBe("Before.\n\n| Region | People |\n| ------ | -----: |\n| Africa |    600 |\n\nAfter.");
    expect(documentedMarkdown(typed(["| Région | Centres |", "| Afrique | 120 |"]))).toBe(
      "Before.\n\n| Région  | Centres |\n| ------- | ------- |\n| Afrique | 120     |\n\nAfter.",
    );
    // One line of pipes is a sentence, not a table.
    expect(documentedMarkdown(typed(["| not a table |"]))).toBe(
      "Before.\n\n\\| not a table |\n\nAfter.",
    );
  });
});
