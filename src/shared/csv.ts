// CSV as spreadsheets read it (RFC 4180): quoted where needed, CRLF rows, and
// a guard so Excel and Sheets never run a cell as a formula. Used by the
// reservation list's export in the browser and the expenses export on the server.

/**
 * One cell. Text starting with = + - @ (or a tab / carriage return) is
 * prefixed with ' so Excel and Sheets show it instead of evaluating it.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows of cells as CSV text, each row ended by CRLF. */
export function toCsv(rows: ReadonlyArray<ReadonlyArray<string | number | null | undefined>>): string {
  return rows.map((row) => row.map(csvCell).join(",")).join("\r\n").concat("\r\n");
}

/** A trip's name for a file name: "Summer in Rome!" → "summer-in-rome". */
export function fileSlug(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40);
}
