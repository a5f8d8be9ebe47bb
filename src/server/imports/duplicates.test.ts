// Duplicates: confirmation number, type and date — and for flights the flight number.
import { describe, expect, it } from "vitest";
import type { ReservationType } from "@shared/reservation-rules";
import { duplicateOf, flightCodesIn, type ExistingReservation } from "./duplicates";

const stored = (over: Partial<ExistingReservation>): ExistingReservation => ({
  id: "r1",
  type: "flight",
  reservationDate: "2026-12-03",
  confirmationNumber: "K7QX2M",
  name: "TP1234 Lisbon → Frankfurt am Main",
  description: null,
  notes: null,
  ...over,
});
const probe = { type: "flight" as const, reservationDate: "2026-12-03", confirmationNumber: "K7QX2M", flightNumber: "TP1234" };

describe("duplicateOf", () => {
  it("finds the same flight by reference, type, date and flight number", () => {
    expect(duplicateOf(probe, [stored({})])).toBe("r1");
    expect(duplicateOf({ ...probe, confirmationNumber: "k7qx 2m" }, [stored({})])).toBe("r1");
    // A flight typed by hand with the number in its notes.
    expect(duplicateOf(probe, [stored({ name: "To Frankfurt", notes: "Flight TP 1234, seat 14C" })])).toBe("r1");
  });

  it("does not take the other leg of the same booking for a duplicate", () => {
    expect(duplicateOf({ ...probe, flightNumber: "TP7650" }, [stored({})])).toBeNull();
  });

  it("needs the same type, date and reference", () => {
    expect(duplicateOf(probe, [stored({ type: "transport" })])).toBeNull();
    expect(duplicateOf(probe, [stored({ reservationDate: "2026-12-04" })])).toBeNull();
    expect(duplicateOf(probe, [stored({ confirmationNumber: "OTHER1" })])).toBeNull();
    expect(duplicateOf(probe, [stored({ confirmationNumber: null })])).toBeNull();
  });

  it("assumes nothing without a reference or a date", () => {
    expect(duplicateOf({ ...probe, confirmationNumber: null }, [stored({ confirmationNumber: null })])).toBeNull();
    expect(duplicateOf({ ...probe, reservationDate: null }, [stored({})])).toBeNull();
  });

  it("matches a hotel by reference, type and date alone", () => {
    const hotel = stored({ id: "h", type: "hotel", name: "Hotel Avenida Palace", reservationDate: "2026-12-05", confirmationNumber: "HX-88213" });
    expect(duplicateOf({ type: "hotel", reservationDate: "2026-12-05", confirmationNumber: "HX-88213", flightNumber: null }, [stored({}), hotel])).toBe("h");
  });
});

describe("kinds that name the same booking", () => {
  it("a stored transport matches a train, bus or ferry read later, and an attraction an event, tour or activity; not across", () => {
    const at = (type: ReservationType) => ({ type, reservationDate: "2026-12-10", confirmationNumber: "DB-4471XZ", flightNumber: null });
    const transport = stored({ id: "t", type: "transport", name: "ICE 578", reservationDate: "2026-12-10", confirmationNumber: "DB-4471XZ" });
    for (const type of ["train", "bus", "ferry", "transport"] as const) expect(duplicateOf(at(type), [transport]), type).toBe("t");
    const train = stored({ id: "r", type: "train", name: "ICE 578", reservationDate: "2026-12-10", confirmationNumber: "DB-4471XZ" });
    expect(duplicateOf(at("transport"), [train])).toBe("r");
    expect(duplicateOf(at("bus"), [train])).toBeNull();
    expect(duplicateOf(at("taxi"), [transport])).toBeNull();
    const attraction = stored({ id: "a", type: "attraction", name: "Rijksmuseum", reservationDate: "2026-12-10", confirmationNumber: "DB-4471XZ" });
    for (const type of ["event", "tour", "activity"] as const) expect(duplicateOf(at(type), [attraction]), type).toBe("a");
    expect(duplicateOf(at("restaurant"), [attraction])).toBeNull();
  });
});

describe("flightCodesIn", () => {
  it("reads flight codes as people write them", () => {
    expect([...flightCodesIn("TP1234 and TP 7650, U2 0812; not 2026 or 14C")]).toEqual(["TP1234", "TP7650", "U2812"]);
  });
});
