// The shared reservation schema as the form uses it: one message per field,
// the product description's required message, and the outputs the API stores.
import { describe, expect, it } from "vitest";
import { REQUIRED_FIELDS, reservationInputSchema } from "./reservations";
import { englishError } from "./i18n/english-errors";

describe("reservationInputSchema", () => {
  it("reports a missing name and date once each, with the product description's message", () => {
    const parsed = reservationInputSchema.safeParse({ name: " ", reservationDate: "" });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["name", REQUIRED_FIELDS],
      ["reservationDate", REQUIRED_FIELDS],
    ]);
  });

  it("turns empty optionals into null and parses rating and count as numbers", () => {
    const parsed = reservationInputSchema.parse({
      name: "Hotel",
      reservationDate: "2026-06-01",
      cost: "",
      reviewRating: "4.5",
      reviewCount: "12",
      notes: "  ",
      location: { city: "", country: "" },
    });
    expect(parsed).toMatchObject({ cost: null, reviewRating: 4.5, reviewCount: 12, notes: null, location: null });
  });

  it("names a bad date format separately from a missing one", () => {
    const parsed = reservationInputSchema.safeParse({ name: "Hotel", reservationDate: "2026-13-01" });
    expect(parsed.error!.issues.map((i) => englishError(i.message))).toEqual(["Date must be YYYY-MM-DD"]);
  });
});
