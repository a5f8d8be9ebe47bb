// The assistant that acts (docs/product/assistant.md), on the real wire: the `openai` client
// talks to the loopback OpenAI-compatible server, scripted to call the trip's
// functions. Reads answer with the trip's data; proposals become a card on
// the reply that changes nothing until a member whose role allows every
// change applies it (all or nothing); malformed calls are refused back to
// the model, and a viewer is offered only what a viewer may do.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { createTestApp, sqlRows, type TestApp } from "../test/test-app";
import { startFakeOpenAi, type FakeOpenAi } from "../test/fake-openai";
import { createOpenAiProvider, MAX_TOOL_ROUNDS } from "../ai/openai";
import { call, parseSse, seedTrip, type SeededTrip } from "../chat/test-seed";

let fake: FakeOpenAi;
let t: TestApp;
let s: SeededTrip;
let other: SeededTrip;
let chatUrl: string;
let cookingClassId: string;
let otherTripEventId: string;

const reply = (text: string) => ({ content: JSON.stringify({ reply: text, suggestions: [] }) });
const tool = (name: string, args: unknown) => ({ name, arguments: typeof args === "string" ? args : JSON.stringify(args) });

beforeAll(async () => {
  fake = await startFakeOpenAi();
  t = await createTestApp({ ai: createOpenAiProvider({ baseURL: fake.baseURL, apiKey: "k", model: "fake-model", timeoutMs: 2000 }) });
  s = await seedTrip(t);
  other = await seedTrip(t, { name: "Other trip" });
  chatUrl = `/api/trips/${s.trip.id}/chat`;
  const items = (await call(t, "GET", `/api/trips/${s.trip.id}/itinerary`, s.owner)).json() as Array<{ id: string; title: string }>;
  cookingClassId = items.find((i) => i.title === "Cooking class")!.id;
  const otherItems = (await call(t, "GET", `/api/trips/${other.trip.id}/itinerary`, other.owner)).json() as Array<{ id: string; title: string }>;
  otherTripEventId = otherItems.find((i) => i.title === "Cooking class")!.id;
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => fake.reset());

type Sent = { role: string; content: string | null; tool_call_id?: string };
/** What the app sent back to the model for each function call of a request. */
const toolAnswers = (request: number) => {
  const messages = fake.requests[request]!.messages as Sent[];
  const lastCall = messages.findLastIndex((m) => m.role === "assistant");
  return messages.slice(lastCall + 1).filter((m) => m.role === "tool").map((m) => m.content!);
};
const offered = (request: number) => ((fake.requests[request]!.tools ?? []) as Array<{ function: { name: string } }>).map((x) => x.function.name);
const itinerary = async () =>
  (await call(t, "GET", `/api/trips/${s.trip.id}/itinerary`, s.owner)).json() as Array<{ id: string; title: string; startDate: string; startTime: string | null }>;
const proposalRows = async () => (await sqlRows<{ n: number }>(t.database, sql`select count(*)::int as n from proposals where trip_id = ${s.trip.id}`))[0]!.n;

/** The editor asks to move the cooking class and add a dinner; the model reads the itinerary, then proposes both. */
async function askToMoveAndAdd(): Promise<{ id: string; status: string; changes: Array<{ action: string; resource: string; summary: string; data: Record<string, unknown> }> }> {
  fake.queue(
    { toolCalls: [tool("list_days", {})] },
    {
      toolCalls: [
        tool("propose_move_item", { itemId: cookingClassId, date: "2026-06-18", startTime: "10:00" }),
        tool("propose_add_item", { title: "Dinner at Da Fiore", date: "2026-06-18", startTime: "20:00" }),
      ],
    },
    reply("I can move the cooking class to Thursday morning and add a dinner at 8 — apply the card to do it."),
  );
  const res = await call(t, "POST", chatUrl, s.editor, { content: "Move the cooking class to Thursday the 18th at 10 and add a dinner at 8", today: "2026-06-01" });
  expect(res.statusCode, res.body).toBe(201);
  const answer = res.json().messages[1];
  expect(answer.proposal).not.toBeNull();
  return answer.proposal;
}

describe("reading the trip through functions", () => {
  it("offers reads and the editor's proposals, answers each read with the trip's data, then the model replies", async () => {
    const proposal = await askToMoveAndAdd();
    expect(offered(0)).toEqual(
      expect.arrayContaining(["get_trip", "list_days", "list_reservations", "get_budget", "list_expenses", "get_balances", "list_members", "propose_move_item", "propose_add_item", "propose_log_expense", "propose_set_budget"]),
    );
    // The read's answer is this trip's days, ids included, and nothing of the other trip.
    const [read] = toolAnswers(1);
    expect(read).toContain(cookingClassId);
    expect(read).toContain("Stay in Florence");
    expect(read).not.toContain(otherTripEventId);
    // Each proposal is answered as proposed, with the server's own summary.
    expect(toolAnswers(2)).toEqual([expect.stringMatching(/^Proposed: Move “Cooking class” to/), expect.stringMatching(/^Proposed: Add “Dinner at Da Fiore”/)]);
    expect(proposal.status).toBe("open");
    expect(proposal.changes.map((c) => [c.action, c.resource])).toEqual([
      ["move", "itinerary"],
      ["add", "itinerary"],
    ]);
    expect(proposal.changes[0]!.summary).toBe("Move “Cooking class” to Jun 18, 2026 at 10:00");
    expect(proposal.changes[1]!.summary).toBe("Add “Dinner at Da Fiore” on Jun 18, 2026 at 20:00");
    // Nothing changed yet.
    const items = await itinerary();
    expect(items.find((i) => i.id === cookingClassId)).toMatchObject({ startDate: "2026-06-12", startTime: "18:00" });
    expect(items.some((i) => i.title === "Dinner at Da Fiore")).toBe(false);
    // The card is on the message for every member, in the chat's list too.
    const listed = (await call(t, "GET", chatUrl, s.viewer)).json() as Array<{ proposal: { id: string } | null }>;
    expect(listed.at(-1)!.proposal).toMatchObject({ id: proposal.id, status: "open" });
    expect(listed.at(-2)!.proposal).toBeNull();
  });
});

describe("apply and discard", () => {
  it("a viewer cannot apply an editor's changes (403); the owner applies them all; a second apply is 409", async () => {
    const proposal = await askToMoveAndAdd();
    const url = `/api/proposals/${proposal.id}/apply`;
    const refused = await call(t, "POST", url, s.viewer);
    expect(refused.statusCode, refused.body).toBe(403);
    expect((await call(t, "POST", url, s.stranger)).statusCode).toBe(404);
    // An id that is no proposal (or not even an id) is not found, never a 500.
    for (const bad of ["not-a-uuid", "00000000-0000-4000-8000-000000000000"]) {
      for (const verb of ["apply", "discard"]) {
        const res = await call(t, "POST", `/api/proposals/${bad}/${verb}`, s.owner);
        expect(res.statusCode, `${bad} ${verb}`).toBe(404);
        expect(res.json().message).toBe("Proposal not found");
      }
    }
    expect((await call(t, "POST", url)).statusCode).toBe(401);

    const applied = await call(t, "POST", url, s.owner);
    expect(applied.statusCode, applied.body).toBe(200);
    const { applied: done } = applied.json() as { applied: Array<{ action: string; resource: string; id: string }> };
    expect(done.map((d) => d.action)).toEqual(["move", "add"]);
    expect(done[0]!.id).toBe(cookingClassId);
    const items = await itinerary();
    expect(items.find((i) => i.id === cookingClassId)).toMatchObject({ startDate: "2026-06-18", startTime: "10:00" });
    expect(items.find((i) => i.id === done[1]!.id)).toMatchObject({ title: "Dinner at Da Fiore", startDate: "2026-06-18", startTime: "20:00" });
    const listed = (await call(t, "GET", chatUrl, s.editor)).json() as Array<{ proposal: { id: string; status: string } | null }>;
    expect(listed.find((m) => m.proposal?.id === proposal.id)!.proposal!.status).toBe("applied");

    expect((await call(t, "POST", url, s.owner)).statusCode).toBe(409);
    expect((await call(t, "POST", `/api/proposals/${proposal.id}/discard`, s.owner)).statusCode).toBe(409);
    // Put the class back for the other tests.
    const put = await t.app.inject({ method: "PUT", url: `/api/itinerary/${cookingClassId}`, headers: { cookie: s.owner.cookie }, payload: { startDate: "2026-06-12", endDate: "2026-06-12", startTime: "18:00" } });
    expect(put.statusCode, put.body).toBe(200);
  });

  it("all or nothing: when one change no longer holds, Apply fails with its rule and writes nothing", async () => {
    fake.queue(
      {
        toolCalls: [
          tool("propose_add_item", { title: "Gelato tour", date: "2026-06-16", startTime: "16:00" }),
          tool("propose_remove_item", { itemId: cookingClassId }),
          tool("propose_set_budget", { category: "food", plannedAmount: "650.00" }),
        ],
      },
      reply("Here is the plan."),
    );
    const res = await call(t, "POST", chatUrl, s.editor, { content: "Swap the class for a gelato tour and raise food to 650" });
    const proposal = res.json().messages[1].proposal;
    expect(proposal.changes.map((c: { summary: string }) => c.summary)).toEqual(["Add “Gelato tour” on Jun 16, 2026 at 16:00", "Remove “Cooking class”", "Plan €650.00 for Food & Dining"]);
    // Meanwhile a member deletes the class by hand: the second change no longer holds.
    const gone = await t.app.inject({ method: "DELETE", url: `/api/itinerary/${cookingClassId}`, headers: { cookie: s.owner.cookie } });
    expect(gone.statusCode).toBe(204);
    const failed = await call(t, "POST", `/api/proposals/${proposal.id}/apply`, s.owner);
    expect(failed.statusCode, failed.body).toBe(404);
    const items = await itinerary();
    expect(items.some((i) => i.title === "Gelato tour")).toBe(false);
    const food = (await call(t, "GET", `/api/trips/${s.trip.id}/budget`, s.owner)).json().find((a: { category: string; city: string | null }) => a.category === "food" && a.city === null);
    expect(food.plannedAmount).toBe("400.00");
    // Still open: the group can discard it.
    const discarded = await call(t, "POST", `/api/proposals/${proposal.id}/discard`, s.editor);
    expect(discarded.statusCode, discarded.body).toBe(200);
    expect(discarded.json().status).toBe("discarded");
    // Restore the class for later tests.
    const again = await t.app.inject({ method: "POST", url: `/api/trips/${s.trip.id}/itinerary`, headers: { cookie: s.owner.cookie }, payload: { title: "Cooking class", startDate: "2026-06-12", startTime: "18:00", endTime: "21:00", allDay: false } });
    cookingClassId = again.json().id;
  });
});

describe("calls the model gets wrong", () => {
  it("broken JSON, an unknown function, a bad date, another trip's item: each refused back to the model, nothing proposed", async () => {
    fake.queue(
      {
        toolCalls: [
          tool("propose_add_item", '{"title": "Boat", "date": '),
          tool("delete_everything", {}),
          tool("propose_add_item", { title: "Boat", date: "18/06/2026" }),
          tool("propose_add_item", { title: "Boat", date: "2026-07-30" }),
          tool("propose_move_item", { itemId: otherTripEventId, date: "2026-06-18" }),
          tool("propose_log_expense", { description: "Taxi", amount: "12.345", date: "2026-06-12" }),
        ],
      },
      reply("I could not propose those."),
    );
    const before = await proposalRows();
    const res = await call(t, "POST", chatUrl, s.editor, { content: "Do things" });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().messages[1].proposal).toBeNull();
    expect(await proposalRows()).toBe(before);
    const answers = toolAnswers(1);
    expect(answers).toHaveLength(6);
    expect(answers[0]).toMatch(/^Refused: the arguments were not valid JSON/);
    expect(answers[1]).toMatch(/^Refused: there is no function named "delete_everything"/);
    expect(answers[2]).toMatch(/^Refused: date: Date must be YYYY-MM-DD/);
    expect(answers[3]).toBe("Refused: date: Date must be between 2026-06-10 and 2026-06-20 (the trip's dates). Nothing was proposed.");
    expect(answers[4]).toMatch(/^Refused: Itinerary item not found/);
    expect(answers[5]).toMatch(/^Refused: amount: Amounts in EUR can have at most 2 decimal places/);
  });

  it(`stops offering functions after ${MAX_TOOL_ROUNDS} rounds; a call after that is a bad answer (502) and nothing is stored`, async () => {
    const before = (await call(t, "GET", chatUrl, s.owner)).json().length;
    for (let i = 0; i <= MAX_TOOL_ROUNDS; i++) fake.queue({ toolCalls: [tool("get_trip", {})] });
    const res = await call(t, "POST", chatUrl, s.owner, { content: "Loop forever" });
    expect(res.statusCode, res.body).toBe(502);
    expect(fake.requests).toHaveLength(MAX_TOOL_ROUNDS + 1);
    expect(fake.requests[MAX_TOOL_ROUNDS]!.tools).toBeUndefined();
    expect((await call(t, "GET", chatUrl, s.owner)).json().length).toBe(before);
  });
});

describe("a viewer's assistant", () => {
  it("is offered only what a viewer may do, and a viewer's own expense is proposed and applied by them", async () => {
    const members = (await call(t, "GET", `/api/trips/${s.trip.id}/members`, s.viewer)).json() as Array<{ user: { id: string } }>;
    expect(members.length).toBeGreaterThan(1);
    fake.queue(
      {
        toolCalls: [
          tool("propose_log_expense", { description: "Taxi for Olive", amount: "30", date: "2026-06-12", paidBy: s.owner.user.id }),
          tool("propose_log_expense", { description: "Gelato", amount: "9.50", date: "2026-06-12", category: "food" }),
        ],
      },
      reply("Logged as a proposal."),
    );
    const res = await call(t, "POST", chatUrl, s.viewer, { content: "I paid 9.50 for gelato, and Olive paid the taxi" });
    expect(res.statusCode, res.body).toBe(201);
    const names = offered(0);
    expect(names.filter((n) => n.startsWith("propose_"))).toEqual(["propose_log_expense"]);
    const [taxi, gelato] = toolAnswers(1);
    expect(taxi).toMatch(/^Refused: /);
    expect(gelato).toBe("Proposed: Log the expense “Gelato”: €9.50. It is shown to the members, who apply or discard it.");
    const proposal = res.json().messages[1].proposal;
    expect(proposal.changes).toHaveLength(1);
    const applied = await call(t, "POST", `/api/proposals/${proposal.id}/apply`, s.viewer);
    expect(applied.statusCode, applied.body).toBe(200);
    const expenses = (await call(t, "GET", `/api/trips/${s.trip.id}/expenses`, s.owner)).json() as Array<{ description: string; amount: string; paidBy: { id: string } | string }>;
    expect(expenses.filter((e) => e.description === "Gelato")).toHaveLength(1);
  });
});

describe("streaming with functions", () => {
  it("streams the function calls in pieces, then the reply; `done` carries the card", async () => {
    fake.queue(
      { toolCalls: [tool("propose_add_reservation", { name: "Trattoria Sostanza", type: "restaurant", date: "2026-06-15", time: "20:00", notes: "Ask for the butter chicken" })], chunkSize: 4 },
      { content: JSON.stringify({ reply: "Card ready.", suggestions: [] }), chunkSize: 3 },
    );
    const res = await call(t, "POST", `${chatUrl}/stream`, s.editor, { content: "Book Sostanza on the 15th at 8" });
    expect(res.statusCode).toBe(200);
    const events = parseSse(res.body);
    expect(events.filter((e) => e.event === "delta").map((e) => (e.data as { text: string }).text).join("")).toBe("Card ready.");
    const done = events.find((e) => e.event === "done")!.data as { messages: Array<{ proposal: { changes: Array<{ summary: string; data: unknown }> } | null }> };
    expect(done.messages[1]!.proposal!.changes[0]).toMatchObject({
      summary: "Add the reservation “Trattoria Sostanza” on Jun 15, 2026 at 20:00",
      data: { name: "Trattoria Sostanza", type: "restaurant", reservationDate: "2026-06-15", reservationTime: "20:00" },
    });
    expect(fake.requests[0]!.stream).toBe(true);
  });
});
