// The offline assistant on a trip filled through the real API: the context it
// answers from is built by the features' own services, so expenses, the
// balances the expenses service computes, saved quotes, a reservation's
// address and opening hours, and who is asking all reach the answer.
// (The wording and the many ways to ask are src/server/ai/offline's tests.)
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type SignedUp, type TestApp } from "../test/test-app";
import { call, seedTrip, type SeededTrip } from "./test-seed";

let t: TestApp;
let s: SeededTrip;

beforeAll(async () => {
  t = await createTestApp();
  s = await seedTrip(t);
  const ok = async (url: string, body: unknown) => {
    const res = await call(t, "POST", url, s.owner, body);
    expect(res.statusCode, res.body).toBeLessThan(300);
  };
  const trip = `/api/trips/${s.trip.id}`;
  const everyone = [s.owner, s.editor, s.viewer].map((m) => ({ userId: m.user.id }));
  // Amounts that divide by three: no remainder cent, whatever order the members joined in.
  await ok(`${trip}/expenses`, { description: "Pizza night", amount: "90", date: "2026-06-11", category: "food", split: { mode: "equal", members: everyone } });
  await ok(`${trip}/expenses`, { description: "Airport taxi", amount: "20", currency: "USD", rate: "0.9", date: "2026-06-10", category: "transportation", paidBy: s.editor.user.id, split: { mode: "equal", members: everyone } });
  await ok(`${trip}/payments`, { from: s.viewer.user.id, to: s.owner.user.id, amount: "10", date: "2026-06-12" });
  await ok(`${trip}/quotes/hotels`, { hotelName: "Palazzo Venart", location: "Venice", checkInDate: "2026-06-17", checkOutDate: "2026-06-20", price: "1350", pricePerNight: "450", currency: "EUR" });
  await ok(`${trip}/reservations`, {
    name: "Vatican Museums",
    type: "attraction",
    reservationDate: "2026-06-12",
    reservationTime: "09:00",
    address: "Viale Vaticano, 00165 Rome",
    openingHours: "Monday to Saturday 9:00–18:00",
    location: { city: "Rome", country: "Italy" },
  });
});
afterAll(async () => {
  await t.close();
});

async function ask(question: string, who: SignedUp = s.owner, today = "2026-06-11"): Promise<string> {
  const res = await call(t, "POST", `/api/trips/${s.trip.id}/chat`, who, { content: question, today });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().messages[1].content as string;
}

describe("the offline assistant answers from everything the trip holds", () => {
  // Paid (expenses only): Olive 90.00, Eddie 18.00, Vera 0. Shares: 30 + 6 each. Vera's payment of 10.00 to Olive is apart.
  it("who owes whom, as the expenses service balances it", async () => {
    const answer = await ask("Who owes whom?");
    expect(answer).toContain("Olive Owner: paid €90.00, share €36.00, is owed €44.00, received €10.00 in payments");
    expect(answer).toContain("Vera Viewer: paid €0.00, share €36.00, owes €26.00, sent €10.00 in payments");
    expect(answer).toContain("Vera Viewer pays Olive Owner €26.00");
    expect(answer).toContain("Eddie Editor pays Olive Owner €18.00");
  });

  it("the asker's own balance and role", async () => {
    expect(await ask("How much do I owe?", s.editor)).toContain("Eddie Editor: paid €18.00, share €36.00, owes €18.00");
    expect(await ask("What's my role?", s.viewer)).toContain("You are Vera Viewer, viewer of \"Italy 2026\".");
  });

  it("an expense in another currency, with who paid and who shares it", async () => {
    const answer = await ask("Who paid for the airport taxi?");
    expect(answer).toContain("Airport taxi (Transportation), $20.00 (€18.00), paid by Eddie Editor");
    expect(answer).toContain("Shared by: ");
    expect(await ask("Any payments?")).toContain("Vera Viewer paid Olive Owner €10.00");
  });

  it("a reservation's address and opening hours, and the day it is on", async () => {
    expect(await ask("Where is the Vatican Museums?")).toContain("The address of Vatican Museums is Viale Vaticano, 00165 Rome.");
    expect(await ask("When do the vatican museums open?")).toContain("Opening hours saved for Vatican Museums: Monday to Saturday 9:00–18:00.");
    const tomorrow = await ask("What's planned tomorrow?");
    expect(tomorrow).toContain("Fri, Jun 12, 2026:");
    expect(tomorrow).toContain("- 09:00: Vatican Museums");
    expect(tomorrow).toContain("- 18:00–21:00: Cooking class");
  });

  it("saved quotes", async () => {
    expect(await ask("What hotel quotes have we saved?")).toContain("Palazzo Venart, Venice, Jun 17, 2026 to Jun 20, 2026, 1 guest, €1,350.00 (€450.00)");
  });

  it("and says what the trip does not hold", async () => {
    expect(await ask("What's the phone number of the Vatican Museums?")).toContain("I can't know that: the trip's data does not say.");
    expect(await ask("How long are we in Naples?")).toContain("I can't know that: the trip's data does not say.");
  });
});
