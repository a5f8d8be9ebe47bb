// Calendar files: a ticket with a time zone (the wall time kept), an all-day
// event (no time, DTEND not counted), sloppy files and cancellations.
import { describe, expect, it } from "vitest";
import { fixtureText } from "../fixtures";
import { DAMAGED_CALENDAR, readIcs } from "./ics";

const event = (lines: string) => `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//t//t//EN\r\nBEGIN:VEVENT\r\nUID:1\r\nDTSTAMP:20261001T000000Z\r\n${lines}\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n`;

describe("readIcs", () => {
  it("reads an event ticket at its local wall time, over midnight", () => {
    expect(readIcs(fixtureText("concert-ticket.ics"))).toMatchObject([
      {
        type: "attraction",
        source: "ics",
        name: "Fado night at Clube de Fado",
        reservationDate: "2026-12-04",
        reservationTime: "22:30",
        endDate: "2026-12-05",
        confirmationNumber: null,
        address: "Clube de Fado, Rua de São João da Praça 94, 1100-521 Lisbon",
        location: null,
        cost: null,
        currency: null,
        flightNumber: null,
        description: "2 tickets, order TL-88841. Doors open 22:00.",
      },
    ]);
  });

  it("reads an all-day event with no time, its exclusive end not counted; bare line feeds and a missing END forgiven", () => {
    expect(readIcs(fixtureText("museum-all-day.ics"))).toMatchObject([
      { name: "Lisboa Card – 48 h pass", reservationDate: "2026-12-06", reservationTime: null, endDate: "2026-12-07", address: "Lisbon" },
    ]);
    expect(readIcs(event("DTSTART;VALUE=DATE:20261206\r\nDTEND;VALUE=DATE:20261207\r\nSUMMARY:One day"))).toMatchObject([
      { reservationDate: "2026-12-06", reservationTime: null, endDate: null },
    ]);
  });

  it("keeps a UTC or floating time as written", () => {
    expect(readIcs(event("DTSTART:20261204T223000Z\r\nSUMMARY:UTC"))).toMatchObject([{ reservationDate: "2026-12-04", reservationTime: "22:30" }]);
    expect(readIcs(event("DTSTART:20261204T081500\r\nSUMMARY:Floating"))).toMatchObject([{ reservationTime: "08:15" }]);
    // A TZID the file does not define is still read as written.
    expect(readIcs(event("DTSTART;TZID=America/New_York:20261204T190000\r\nSUMMARY:NY"))).toMatchObject([{ reservationTime: "19:00" }]);
  });

  it("skips cancelled events and cancellation notices", () => {
    expect(readIcs(event("DTSTART:20261204T081500\r\nSUMMARY:Gone\r\nSTATUS:CANCELLED"))).toEqual([]);
    expect(readIcs(event("DTSTART:20261204T081500\r\nSUMMARY:Gone").replace("VERSION:2.0", "VERSION:2.0\r\nMETHOD:CANCEL"))).toEqual([]);
  });

  it("says a file that is not a calendar could not be read", () => {
    expect(() => readIcs("this is not a calendar")).toThrow(DAMAGED_CALENDAR);
  });

  it("gives nothing for a calendar without events", () => {
    expect(readIcs("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n")).toEqual([]);
  });
});

describe("control characters", () => {
  it("are taken out of what a sender wrote, so the reservation can be saved", () => {
    expect(readIcs(event("DTSTART:20261204T081500\r\nSUMMARY:Tour\\nof\u0001 Belém"))).toMatchObject([{ name: "Tour of Belém" }]);
  });
});
