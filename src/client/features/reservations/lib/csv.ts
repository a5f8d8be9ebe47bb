// CSV export of the filtered reservation list: RFC 4180 quoting, CRLF rows,
// and a guard so spreadsheet apps never run a cell as a formula.
import { fileSlug, toCsv } from "@shared/csv";
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
  return toCsv([CSV_HEADERS, ...rows]);
}

/** "Summer in Rome!" → "reservations-summer-in-rome-2026-06-01.csv" */
export function csvFileName(tripName: string, today: string): string {
  const slug = fileSlug(tripName);
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
