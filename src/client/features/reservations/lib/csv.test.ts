// CSV export: quoting, formula guard, column order and the file name.
import { describe, expect, it } from "vitest";
import type { Reservation } from "@shared/reservations";
import { csvCell } from "@shared/csv";
import { CSV_HEADERS, csvFileName, reservationsCsv } from "./csv";

const base: Reservation = {
  id: "1",
  tripId: "t",
  name: "Hotel Roma",
  type: "hotel",
  status: "confirmed",
  reservationDate: "2026-06-01",
  reservationTime: "15:00",
  endDate: "2026-06-03",
  endTime: null,
  from: null,
  to: null,
  durationMinutes: null,
  seat: null,
  carriage: null,
  platform: null,
  confirmationNumber: "ABC",
  cost: "120.50",
  description: null,
  notes: null,
  address: null,
  reviewRating: 4.5,
  reviewCount: 10,
  openingHours: null,
  location: { city: "Rome", country: "Italy" },
  userRating: 4,
  fileCount: 0,
  travellers: [],
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
};

describe("csvCell", () => {
  it.each([
    [null, ""],
    [undefined, ""],
    ["plain", "plain"],
    [4.5, "4.5"],
    ["a,b", '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ["two\nlines", '"two\nlines"'],
    ["cr\rlf", '"cr\rlf"'],
    [" padded ", '" padded "'],
    ["=HYPERLINK(\"x\")", '"\'=HYPERLINK(""x"")"'],
    ["+1 555", "'+1 555"],
    ["-2", "'-2"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\tTab", "'\tTab"],
  ] as const)("%j → %j", (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });
});

describe("reservationsCsv", () => {
  it("writes a header and one CRLF row per reservation in the given order", () => {
    const csv = reservationsCsv(
      [base, { ...base, id: "2", name: "Trattoria, \"Da Enzo\"", type: "restaurant", status: "pending", cost: null, location: null, userRating: null, notes: "=1+1" }],
      "EUR",
    );
    const lines = csv.split("\r\n");
    expect(lines).toHaveLength(4);
    expect(lines[3]).toBe("");
    expect(lines[0]).toBe(CSV_HEADERS.join(","));
    expect(lines[1]).toBe("Hotel Roma,Hotel,Confirmed,2026-06-01,15:00,2026-06-03,ABC,120.50,EUR,Rome,Italy,,,,4.5,10,,4");
    expect(lines[2]).toBe('"Trattoria, ""Da Enzo""",Restaurant,Pending,2026-06-01,15:00,2026-06-03,ABC,,,,,,,\'=1+1,4.5,10,,');
  });
});

describe("csvFileName", () => {
  it("slugs the trip name and dates the file", () => {
    expect(csvFileName("Summer in Rome!", "2026-06-01")).toBe("reservations-summer-in-rome-2026-06-01.csv");
    expect(csvFileName("Café Zürich", "2026-06-01")).toBe("reservations-cafe-zurich-2026-06-01.csv");
    expect(csvFileName("東京", "2026-06-01")).toBe("reservations-2026-06-01.csv");
  });
});
