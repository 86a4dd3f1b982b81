/**
 * CSV as RFC 4180 writes it, for spreadsheets: a header row, one row per record, CRLF between
 * rows, a field quoted where it holds a comma, a quote or a line break (its quotes doubled), and
 * a byte order mark first, from which Excel knows the file is UTF-8.
 */

/** The byte order mark that tells a spreadsheet the text is UTF-8. */
export const UTF8_BOM = "\uFEFF";

/** A column of a table: its header and the value of each row. */
export interface CsvColumn<Row> {
  name: string;
  value: (row: Row) => string | number | undefined;
}

/** One field, quoted where RFC 4180 requires it. */
export function csvField(value: string | number | undefined): string {
  const text = value === undefined ? "" : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The rows as a CSV file's text, with its header row and byte order mark. */
export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  const line = (fields: readonly (string | number | undefined)[]) =>
    `${fields.map(csvField).join(",")}\r\n`;
  return (
    UTF8_BOM +
    line(columns.map(({ name }) => name)) +
    rows.map((row) => line(columns.map(({ value }) => value(row)))).join("")
  );
}

/**
 * Reads CSV text as toCsv writes it (a byte order mark, quoted fields, CRLF or LF rows) into its
 * rows of fields: what a spreadsheet does with the file, for the tests and the API's readers.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  const source = text.startsWith(UTF8_BOM) ? text.slice(1) : text;
  for (let at = 0; at < source.length; at++) {
    const char = source[at];
    if (quoted) {
      if (char === '"' && source[at + 1] === '"') {
        field += '"';
        at++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      row.push(field);
      field = "";
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && source[at + 1] === "\n") at++;
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
    } else field += char;
  }
  if (field !== "" || row.length > 0) rows.push([...row, field]);
  return rows;
}
