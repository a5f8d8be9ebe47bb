// CSV export of the filtered reservation list: RFC 4180 quoting, CRLF rows,
// and a guard so spreadsheet apps never run a cell as a formula.
import type { Reservation } from "@shared/reservations";
import { STATUS_LABEL, TYPE_META } from "./display";

export const CSV_HEADERS = [
  "Name",
  "Type",
  "Status",
  "Date",
  "Time",
  "End Date",
  "Confirmation Number",
  "Cost",
  "Currency",
  "City",
  "Country",
  "Address",
  "Description",
  "Notes",
  "Review Rating",
  "Review Count",
  "Opening Hours",
  "My Rating",
] as const;

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

export function reservationsCsv(reservations: readonly Reservation[], currency: string): string {
  const rows = reservations.map((r) => [
    r.name,
    TYPE_META[r.type].label,
    STATUS_LABEL[r.status],
    r.reservationDate,
    r.reservationTime,
    r.endDate,
    r.confirmationNumber,
    r.cost,
    r.cost === null ? null : currency,
    r.location?.city,
    r.location?.country,
    r.address,
    r.description,
    r.notes,
    r.reviewRating,
    r.reviewCount,
    r.openingHours,
    r.userRating,
  ]);
  return [CSV_HEADERS as readonly (string | number | null | undefined)[], ...rows]
    .map((row) => row.map(csvCell).join(","))
    .join("\r\n")
    .concat("\r\n");
}

/** "Summer in Rome!" → "reservations-summer-in-rome-2026-06-01.csv" */
export function csvFileName(tripName: string, today: string): string {
  const slug = tripName
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40);
  return `reservations-${slug ? `${slug}-` : ""}${today}.csv`;
}

/** Starts a browser download of the text; the BOM lets Excel read UTF-8 names. */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob(["\uFEFF", csv], { type: "text/csv;charset=utf-8" }));
  const a = document.createElement("a");
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  // Revoke later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
