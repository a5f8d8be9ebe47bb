// The built-in offline assistant through POST /api/trips/:tripId/chat on a trip
// seeded through the API: a table of questions, each with the facts its
// answer must contain (and must not), plus what it says it cannot do.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signUp, type TestApp } from "../test/test-app";
import { call, seedTrip, type SeededTrip } from "./test-seed";

let t: TestApp;
let s: SeededTrip;

beforeAll(async () => {
  t = await createTestApp();
  s = await seedTrip(t);
});
afterAll(async () => {
  await t.close();
});

async function ask(question: string, today = "2026-06-01"): Promise<string> {
  const res = await call(t, "POST", `/api/trips/${s.trip.id}/chat`, s.owner, { content: question, today });
  expect(res.statusCode, res.body).toBe(201);
  const [user, assistant] = res.json().messages;
  expect(user.content).toBe(question);
  expect(assistant.role).toBe("assistant");
  expect(assistant.metadata).toEqual({ provider: "offline" });
  return assistant.content as string;
}

/** How a model gets connected is said in the traveller's words; the server's settings are for its log and README. */
const CONFIGURE = ["Whoever runs this Roamwise can connect one."];
const SETTINGS = ["AI_BASE_URL", "AI_API_KEY", "AI_MODEL"];

const TABLE: Array<{ q: string; has: string[]; not?: string[] }> = [
  { q: "When does the trip start?", has: ["Jun 10, 2026", "Jun 20, 2026", "11 days", "9 days to go"] },
  { q: "How many days to go?", has: ["9 days to go"] },
  {
    q: "Show me the itinerary",
    has: ["1. Rome, Italy: Jun 10, 2026 to Jun 14, 2026", "2. Cooking class: Jun 12, 2026 at 18:00", "3. Florence, Italy", "4. Venice, Italy: Jun 17, 2026 to Jun 20, 2026"],
  },
  { q: "How long are we staying in Florence?", has: ["Florence, Italy: Jun 14, 2026 to Jun 17, 2026 (4 days, 3 nights)", "Uffizi Gallery"], not: ["Venice"] },
  { q: "How many nights in each city?", has: ["Rome, Italy: Jun 10, 2026 to Jun 14, 2026 (5 days, 4 nights)", "Florence, Italy", "Venice, Italy: Jun 17, 2026 to Jun 20, 2026 (4 days, 3 nights)"] },
  { q: "What's our next reservation?", has: ["Hotel Artemide", "Jun 10, 2026 at 15:00", "in 9 days"], not: ["Roscioli"] },
  { q: "Which hotels did we book?", has: ["Hotel Artemide", "ART-123", "€600.00"], not: ["Roscioli"] },
  { q: "Do we have restaurant reservations?", has: ["Roscioli", "Jun 11, 2026 at 20:30", "Old Place", "cancelled", "€120.00"] },
  { q: "What attractions are booked?", has: ["Uffizi Gallery", "UFF-9", "€50.00"] },
  { q: "Is the train booked?", has: ["Frecciarossa to Florence", "TR-555", "€45.50"] },
  { q: "What are the confirmation numbers?", has: ["Hotel Artemide: ART-123", "Roscioli: R-77", "Uffizi Gallery: UFF-9", "Frecciarossa to Florence: TR-555", "Old Place: no confirmation number entered"] },
  { q: "How much do the reservations cost?", has: ["5 reservations", "€815.50"] },
  // The figures of the budget page and the dashboard: with a trip budget, remaining is budget − spent.
  { q: "What's our budget?", has: ["Budget: €5,000.00, €1,100.00 spent, €3,900.00 remaining (22.0% used).", "Allocated to categories: €2,200.00; €2,800.00 of the budget unallocated."] },
  { q: "How much is remaining?", has: ["€3,900.00 remaining"] },
  { q: "Which categories are over budget?", has: ["Over budget:\n- Food & Dining: €50.00 over (€450.00 spent of €400.00)"] },
  { q: "How much have we spent on activities?", has: ["Activities (Florence, Italy): €50.00 spent of €300.00"] },
  { q: "Is the overall trip budget enough for the bookings?", has: ["Budget: €5,000.00", "€3,900.00 remaining"] },
  { q: "Who is on this trip?", has: ["3 members", "Olive Owner (admin)", "Eddie Editor (editor)", "Vera Viewer (viewer)"] },
  { q: "What roles do the members have?", has: ["Olive Owner (admin)", "Vera Viewer (viewer)"] },
  { q: "What's the weather forecast?", has: ["I can't know that", "No weather service is connected", ...CONFIGURE], not: SETTINGS },
  { q: "Can you recommend restaurants?", has: ["can't recommend", "Roscioli", ...CONFIGURE], not: SETTINGS },
  { q: "Any travel tips?", has: ["can't recommend new places or give travel tips", ...CONFIGURE], not: SETTINGS },
  { q: "Tell me about Rome", has: ["Rome, Italy: Jun 10, 2026 to Jun 14, 2026", "Hotel Artemide", "Roscioli"], not: ["Uffizi"] },
  { q: "When is dinner at Roscioli?", has: ["Roscioli", "Jun 11, 2026 at 20:30", "R-77"] },
  { q: "Hello! What can you do?", has: ["built-in offline assistant", "Italy 2026", "next one", ...CONFIGURE], not: SETTINGS },
  { q: "asdf qwerty", has: ["didn't understand", "Ask me about", ...CONFIGURE], not: SETTINGS },
];

describe("the offline assistant answers from the trip's own data", () => {
  it.each(TABLE)("$q", async ({ q, has, not }) => {
    const answer = await ask(q);
    for (const fact of has) expect(answer, answer).toContain(fact);
    for (const absent of not ?? []) expect(answer, answer).not.toContain(absent);
  });

  it("counts the days of an ongoing trip in the asker's time zone", async () => {
    expect(await ask("How many days left?", "2026-06-12")).toContain("today is day 3 of 11, 8 days left after today");
    expect(await ask("When did the trip end?", "2026-06-25")).toContain("It ended 5 days ago");
  });

  it("names the next reservation after today, skipping cancelled ones", async () => {
    const answer = await ask("What's next?", "2026-06-12");
    expect(answer).toContain("Frecciarossa to Florence");
    expect(answer).toContain("in 2 days");
    expect(answer).not.toContain("Old Place");
  });

  it("never states an amount the trip data does not hold or imply", async () => {
    // Held or implied: what is left of an allocation, €900.00 of the hotels' (€1,500.00 − €600.00), €250.00 of the activities' (€300.00 − €50.00).
    const allowed = new Set(["€600.00", "€120.00", "€80.00", "€50.00", "€45.50", "€815.50", "€2,200.00", "€1,100.00", "€1,500.00", "€400.00", "€450.00", "€300.00", "€5,000.00", "€3,900.00", "€2,800.00", "€900.00", "€250.00"]);
    for (const { q } of TABLE) {
      for (const amount of (await ask(q)).match(/€[\d,]+\.\d{2}/g) ?? []) expect(allowed, `${q}: ${amount}`).toContain(amount);
    }
  });

  it("says plainly when the trip has nothing yet", async () => {
    const owner = await signUp(t.app);
    const res = await call(t, "POST", "/api/trips", owner, { name: "Blank" });
    const tripId = res.json().id;
    const askBlank = async (content: string) =>
      (await call(t, "POST", `/api/trips/${tripId}/chat`, owner, { content })).json().messages[1].content as string;
    expect(await askBlank("When do we leave?")).toContain('"Blank" has no dates yet');
    expect(await askBlank("Show the itinerary")).toContain("The itinerary is empty");
    expect(await askBlank("Next reservation?")).toContain("There are no reservations yet");
    expect(await askBlank("Budget?")).toContain("There are no budget allocations yet");
  });
});
