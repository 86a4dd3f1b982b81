/**
 * The rich-text box's two blocks of its own, a table and a photo, registered through Decap's public
 * `registerEditorComponent`: each is a small form in the text, written as the Markdown the guide
 * documents (docs/editing.md, section 4) and read back from it as the same form, so that a table
 * or a photo survives being opened and saved again. A table typed as lines of pipes is written
 * as a table too (see typedTables).
 */
import { UPLOADS_PATH } from "../content/images";

/** The editor's name of an uploaded photo (no leading slash, see content-format.ts) and the site's. */
const EDITOR_UPLOADS = UPLOADS_PATH.slice(1);
const toSitePath = (image: string) =>
  image.startsWith(`${EDITOR_UPLOADS}/`) ? `/${image}` : image;
const fromSitePath = (image: string) =>
  image.startsWith(`${UPLOADS_PATH}/`) ? image.slice(1) : image;

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** A column's alignment, in the words of a table's form: "start", "end", "centre" or none. */
type Alignment = "start" | "end" | "centre" | "";
const ALIGNMENTS: Record<Alignment, (dashes: string) => string> = {
  "": (dashes) => dashes,
  start: (dashes) => `:${dashes.slice(1)}`,
  end: (dashes) => `${dashes.slice(1)}:`,
  centre: (dashes) => `:${dashes.slice(2)}:`,
};

/** A row's cells: split at its pipes (not at an escaped \|), without the outer ones. */
function cellsOf(line: string): string[] {
  const trimmed = line
    .trim()
    .replace(/^\|/, "")
    .replace(/(?<!\\)\|$/, "");
  return trimmed.split(/(?<!\\)\|/).map((cell) => cell.trim());
}

/** A delimiter row's cell: `---`, `:--`, `--:`, `:-:`. */
const DELIMITER = /^:?-+:?$/;
const isDelimiterRow = (cells: readonly string[]) =>
  cells.length > 0 && cells.every((cell) => DELIMITER.test(cell));
const alignmentOf = (cell: string): Alignment =>
  cell.startsWith(":") && cell.endsWith(":") && cell.length > 1
    ? "centre"
    : cell.startsWith(":")
      ? "start"
      : cell.endsWith(":")
        ? "end"
        : "";

/**
 * A GFM table as the guide writes it: pipes around and between the cells, padded to the widest
 * cell of each column, a delimiter row under the header row. `rows[0]` is the header row.
 */
export function tableMarkdown(
  rows: readonly (readonly string[])[],
  alignments: readonly Alignment[] = [],
): string {
  const columns = Math.max(1, ...rows.map((row) => row.length));
  const full = rows.map((row) => Array.from({ length: columns }, (_, index) => row[index] ?? ""));
  const widths = Array.from({ length: columns }, (_, index) =>
    Math.max(3, ...full.map((row) => [...(row[index] ?? "")].length)),
  );
  const pad = (cell: string, index: number) => {
    const space = " ".repeat((widths[index] ?? 3) - [...cell].length);
    return alignments[index] === "end" ? `${space}${cell}` : `${cell}${space}`;
  };
  const line = (cells: readonly string[]) => `| ${cells.join(" | ")} |`;
  const [header = [], ...body] = full;
  return [
    line(header.map(pad)),
    line(widths.map((width, index) => ALIGNMENTS[alignments[index] ?? ""]("-".repeat(width)))),
    ...body.map((row) => line(row.map(pad))),
  ].join("\n");
}

/** A table's form: one row a line, its cells between pipes; the columns' alignment. */
export interface TableData {
  rows: string;
  align?: string;
}

/** A GFM table, with pipes at the start and end of each line, at the start of a block. */
const TABLE_PATTERN =
  /^\|[^\n]*\|[ \t]*\n\|[ \t]*:?-+:?[ \t]*(?:\|[ \t]*:?-+:?[ \t]*)*\|[ \t]*(?:\n\|[^\n]*\|[ \t]*)*/;

export const tableComponent = {
  id: "table",
  label: "Table",
  fields: [
    {
      name: "rows",
      label: "Rows",
      widget: "text",
      hint: "One row a line, its cells separated by |, such as: Africa | 600 million. The first row names the columns.",
    },
    {
      name: "align",
      label: "Alignment of the columns",
      widget: "string",
      required: false,
      hint: "Optional: start or end for each column, separated by commas, such as: start, end. Numbers read best at the end; in Arabic the start is on the right.",
    },
  ],
  pattern: TABLE_PATTERN,
  fromBlock(match: RegExpMatchArray): TableData {
    const lines = match[0].split("\n").map(cellsOf);
    const [header = [], delimiter = [], ...body] = lines;
    const align = delimiter.map(alignmentOf);
    return {
      rows: [header, ...body].map((cells) => cells.join(" | ")).join("\n"),
      align: align.some(Boolean) ? align.map((each) => each || "start").join(", ") : "",
    };
  },
  toBlock({ rows = "", align = "" }: Partial<TableData>): string {
    const lines = rows
      .split("\n")
      .filter((line) => line.trim() !== "")
      .map(cellsOf)
      .filter((cells) => !isDelimiterRow(cells));
    const alignments = align
      .split(",")
      .map((each) => each.trim().toLowerCase())
      .map((each): Alignment =>
        each === "end" || each === "start" || each === "centre"
          ? each
          : each === "center"
            ? "centre"
            : "",
      );
    return tableMarkdown(lines.length > 0 ? lines : [["", ""]], alignments);
  },
  toPreview({ rows = "" }: Partial<TableData>): string {
    const [header = [], ...body] = rows
      .split("\n")
      .filter((line) => line.trim() !== "")
      .map(cellsOf);
    const cells = (row: readonly string[], tag: string) =>
      `<tr>${row.map((cell) => `<${tag}>${escapeHtml(cell)}</${tag}>`).join("")}</tr>`;
    return `<div class="table-scroll"><table><thead>${cells(header, "th")}</thead><tbody>${body.map((row) => cells(row, "td")).join("")}</tbody></table></div>`;
  },
};

/** A photo's form: the photo, what it shows, and an optional caption. */
export interface PhotoData {
  image: string;
  alt: string;
  caption?: string;
}

/** A picture on a line of its own: `![what it shows](/images/uploads/x.jpg "Caption")`. */
const PHOTO_PATTERN = /^!\[([^\]\n]*)\]\(([^\s)]+)(?: "((?:[^"\\\n]|\\.)*)")?\)$/;

export const photoComponent = {
  // In place of Decap's own image block: Decap reads every picture on a line of its own with the
  // block of this name, whichever blocks a field offers.
  id: "image",
  label: "Photo",
  fields: [
    {
      name: "image",
      label: "Photo",
      widget: "image",
      choose_url: false,
      hint: "A JPEG or PNG photo or chart, at least 1280 pixels wide, shown whole in the text.",
    },
    {
      name: "alt",
      label: "Description",
      widget: "string",
      hint: "What the photo shows, for people who cannot see it.",
    },
    {
      name: "caption",
      label: "Caption",
      widget: "string",
      required: false,
      hint: "Optional: a sentence shown under the photo.",
    },
  ],
  pattern: PHOTO_PATTERN,
  fromBlock(match: RegExpMatchArray): PhotoData {
    return {
      alt: match[1] ?? "",
      image: fromSitePath(match[2] ?? ""),
      caption: (match[3] ?? "").replace(/\\"/g, '"'),
    };
  },
  toBlock({ image = "", alt = "", caption = "" }: Partial<PhotoData>): string {
    const title = caption.trim() ? ` "${caption.trim().replace(/"/g, '\\"')}"` : "";
    return `![${alt.trim()}](${toSitePath(image)}${title})`;
  },
  toPreview(
    { image = "", alt = "", caption = "" }: Partial<PhotoData>,
    getAsset?: (path: string, field?: unknown) => unknown,
    fields?: { find(test: (field: { get(key: string): unknown }) => boolean): unknown },
  ): string {
    const field = fields?.find((each) => each.get("widget") === "image");
    const asset = getAsset?.(image, field);
    const src = asset ? String(asset) : toSitePath(image);
    const img = `<img src="${escapeHtml(src)}" alt="${escapeHtml(alt)}">`;
    return caption.trim()
      ? `<figure class="picture">${img}<figcaption>${escapeHtml(caption)}</figcaption></figure>`
      : `<p>${img}</p>`;
  },
};

/**
 * Tables typed in the rich-text box as lines of pipes: it keeps each line as a paragraph of its
 * own and escapes its first pipe (`\| Region | People |`, a blank line between rows). Two or more
 * such lines in a row become the table they were typed as, with a delimiter row after the first
 * when none was typed.
 */
export function typedTables(markdown: string): string {
  return markdown.replace(/^\\?\|[^\n]*\|[ \t]*(?:\n\n\\?\|[^\n]*\|[ \t]*)+$/gm, (block) => {
    const rows = block.split(/\n\n/).map((line) => cellsOf(line.replace(/^\\/, "")));
    const [header = [], second, ...rest] = rows;
    const delimiter = second && isDelimiterRow(second) ? second : undefined;
    const body = delimiter ? rest : [second, ...rest].filter((row) => row !== undefined);
    return tableMarkdown([header, ...body], (delimiter ?? []).map(alignmentOf));
  });
}
