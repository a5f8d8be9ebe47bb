// The assistant that acts (docs/product/assistant.md, docs/tools-and-mcp.md), on the real wire:
// the `openai` client talks to the loopback OpenAI-compatible server, scripted to call the
// trip's tools — the app's own routes from the tool registry. Reads answer at once with the
// trip's data; writes become a card on the reply that changes nothing until a member whose
// role allows every change applies it, which runs each tool's route as that member; a change
// its route refuses by then answers that route's 4xx. Malformed calls are refused back to
// the model, and a viewer is offered only what a viewer may do.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { createTestApp, sqlRows, type SignedUp, type TestApp } from "../test/test-app";
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
type Change = { tool: string; permission: string; input: Record<string, unknown>; summary: string };
type Card = { id: string; status: string; changes: Change[] };
/** What the app sent back to the model for each function call of a request. */
const toolAnswers = (request: number) => {
  const messages = fake.requests[request]!.messages as Sent[];
  const lastCall = messages.findLastIndex((m) => m.role === "assistant");
  return messages.slice(lastCall + 1).filter((m) => m.role === "tool").map((m) => m.content!);
};
type Offered = { function: { name: string; parameters: { properties?: Record<string, unknown>; required?: string[] } } };
const offeredTools = (request: number) => (fake.requests[request]!.tools ?? []) as Offered[];
const offered = (request: number) => offeredTools(request).map((x) => x.function.name);
const itinerary = async () =>
  (await call(t, "GET", `/api/trips/${s.trip.id}/itinerary`, s.owner)).json() as Array<{ id: string; title: string; startDate: string; startTime: string | null }>;
const proposalRows = async () => (await sqlRows<{ n: number }>(t.database, sql`select count(*)::int as n from proposals where trip_id = ${s.trip.id}`))[0]!.n;
const ask = async (who: SignedUp, content: string, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: "POST", url: chatUrl, headers: { cookie: who.cookie, ...headers }, payload: { content, today: "2026-06-01" } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().messages[1] as { content: string; proposal: Card | null };
};

/** The editor asks to move the cooking class and add a dinner; the model reads the days, then proposes both. */
async function askToMoveAndAdd(headers: Record<string, string> = {}): Promise<Card> {
  fake.queue(
    { toolCalls: [tool("list_days", {})] },
    {
      toolCalls: [
        tool("update_itinerary_item", { id: cookingClassId, startDate: "2026-06-18", endDate: "2026-06-18", startTime: "10:00" }),
        tool("add_itinerary_item", { title: "Dinner at Da Fiore", startDate: "2026-06-18", startTime: "20:00", allDay: false }),
      ],
    },
    reply("I can move the cooking class to Thursday morning and add a dinner at 8 — apply the card to do it."),
  );
  const answer = await ask(s.editor, "Move the cooking class to Thursday the 18th at 10 and add a dinner at 8", headers);
  expect(answer.proposal).not.toBeNull();
  return answer.proposal!;
}

describe("the tools a model is offered", () => {
  it("the editor's: the trip's reads and the writes an editor may make, from the registry, at most 100, never the trip's keys", async () => {
    fake.queue(reply("Hello"));
    await ask(s.editor, "Hi");
    const names = offered(0);
    expect(names.length).toBeLessThanOrEqual(100);
    expect(names).toEqual(
      expect.arrayContaining(["get_trip", "list_days", "list_reservations", "get_budget", "list_expenses", "get_balances", "list_members", "add_itinerary_item", "update_itinerary_item", "log_expense", "add_reservation", "add_budget_allocation"]),
    );
    // Reads first, then writes, each by name; every one a registered tool.
    const tools = [...t.app.tools.values()];
    const write = (name: string) => tools.find((x) => x.name === name)!.write;
    expect(names.every((n) => t.app.tools.has(n))).toBe(true);
    expect(names.findIndex((n) => write(n))).toBe(names.filter((n) => !write(n)).length);
    // Not about one trip (the caller's own settings, a new trip), or handing the trip to others / ending it: never offered.
    for (const never of ["create_trip", "set_preferences", "delete_trip", "share_trip", "invite_member", "create_invite_link", "add_webhook", "remove_member", "change_member_role"]) {
      expect(names, never).not.toContain(never);
    }
    // The chat's trip is filled in by the server: the model is not asked for it.
    for (const offeredTool of offeredTools(0)) {
      expect(Object.keys(offeredTool.function.parameters.properties ?? {}), offeredTool.function.name).not.toContain("tripId");
      expect(offeredTool.function.parameters.required ?? [], offeredTool.function.name).not.toContain("tripId");
    }
  });

  it("a viewer's: no write a viewer's role does not allow (only logging what they paid, ticking, rating, liking ideas, voting, memories)", async () => {
    fake.queue(reply("Hello"));
    await ask(s.viewer, "Hi");
    const names = offered(0);
    expect(names).toEqual(expect.arrayContaining(["get_trip", "list_days", "list_reservations"]));
    const writes = names.filter((n) => t.app.tools.get(n)!.write).sort();
    expect(writes).toEqual(["copy_trip", "delete_expense", "delete_journal_entry", "delete_photo", "like_idea", "log_expense", "rate_reservation", "record_payment", "unlike_idea", "update_expense", "update_list_item", "update_photo", "vote_in_poll", "write_journal_entry"]);
    for (const editorOnly of ["add_itinerary_item", "update_itinerary_item", "delete_itinerary_item", "add_reservation", "add_budget_allocation", "fill_packing_list", "update_trip"]) {
      expect(names, editorOnly).not.toContain(editorOnly);
    }
  });
});

describe("reads run at once", () => {
  it("a read tool is answered with the route's data for this trip, then the model replies; nothing is proposed", async () => {
    fake.queue({ toolCalls: [tool("list_reservations", {}), tool("get_trip", { tripId: other.trip.id })] }, reply("Your hotel is the Artemide."));
    const before = await proposalRows();
    const answer = await ask(s.editor, "Where do we sleep in Rome?");
    expect(answer.content).toBe("Your hotel is the Artemide.");
    expect(answer.proposal).toBeNull();
    expect(await proposalRows()).toBe(before);
    const [reservations, trip] = toolAnswers(1);
    expect(JSON.parse(reservations!).map((r: { name: string }) => r.name)).toContain("Hotel Artemide");
    // A tripId the model makes up is replaced by the chat's own trip.
    expect(JSON.parse(trip!)).toMatchObject({ id: s.trip.id, name: "Italy 2026" });
  });
});

describe("writes become proposals", () => {
  it("each write is a change storing its tool and input, summarised in the asker's language; nothing changes yet", async () => {
    const proposal = await askToMoveAndAdd({ "accept-language": "de" });
    const [read] = toolAnswers(1);
    expect(read).toContain(cookingClassId);
    expect(read).not.toContain(otherTripEventId);
    expect(toolAnswers(2)).toEqual([expect.stringMatching(/^Proposed: Eintrag im Reiseplan ändern: /), expect.stringMatching(/^Proposed: Zum Reiseplan hinzufügen: Dinner at Da Fiore/)]);
    expect(proposal.status).toBe("open");
    expect(proposal.changes).toEqual([
      {
        tool: "update_itinerary_item",
        permission: "itinerary.write",
        input: { id: cookingClassId, startDate: "2026-06-18", endDate: "2026-06-18", startTime: "10:00" },
        summary: "Eintrag im Reiseplan ändern: Cooking class, 18.06.2026, 10:00",
      },
      {
        tool: "add_itinerary_item",
        permission: "itinerary.write",
        input: { title: "Dinner at Da Fiore", startDate: "2026-06-18", startTime: "20:00", allDay: false },
        summary: "Zum Reiseplan hinzufügen: Dinner at Da Fiore, 18.06.2026, 20:00",
      },
    ]);
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
  it("a viewer cannot apply an editor's changes (403); the owner's Apply runs each route as the owner (audited); a second apply is 409", async () => {
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
    const { applied: done } = applied.json() as { applied: Array<{ tool: string; id: string | null }> };
    expect(done.map((d) => d.tool)).toEqual(["update_itinerary_item", "add_itinerary_item"]);
    expect(done[0]!.id).toBe(cookingClassId);
    const items = await itinerary();
    expect(items.find((i) => i.id === cookingClassId)).toMatchObject({ startDate: "2026-06-18", startTime: "10:00" });
    expect(items.find((i) => i.id === done[1]!.id)).toMatchObject({ title: "Dinner at Da Fiore", startDate: "2026-06-18", startTime: "20:00" });
    // The routes' own audit: the trip's activity names the owner who applied, not the asker.
    const activity = (await call(t, "GET", `/api/trips/${s.trip.id}/activity`, s.owner)).json() as Array<{ itemId: string; action: string; by: { id: string } }>;
    expect(activity.find((a) => a.itemId === done[1]!.id)).toMatchObject({ action: "created", by: { id: s.owner.user.id } });
    expect(activity.find((a) => a.itemId === cookingClassId && a.action === "updated")).toMatchObject({ by: { id: s.owner.user.id } });
    const listed = (await call(t, "GET", chatUrl, s.editor)).json() as Array<{ proposal: { id: string; status: string } | null }>;
    expect(listed.find((m) => m.proposal?.id === proposal.id)!.proposal!.status).toBe("applied");

    expect((await call(t, "POST", url, s.owner)).statusCode).toBe(409);
    expect((await call(t, "POST", `/api/proposals/${proposal.id}/discard`, s.owner)).statusCode).toBe(409);
    // Put the class back for the other tests.
    const put = await t.app.inject({ method: "PUT", url: `/api/itinerary/${cookingClassId}`, headers: { cookie: s.owner.cookie }, payload: { startDate: "2026-06-12", endDate: "2026-06-12", startTime: "18:00" } });
    expect(put.statusCode, put.body).toBe(200);
  });

  it("a change that no longer holds answers its route's 4xx in the applier's language; the changes made before it are off the card, the rest stays open", async () => {
    fake.queue(
      {
        toolCalls: [
          tool("add_itinerary_item", { title: "Gelato tour", startDate: "2026-06-16", startTime: "16:00", allDay: false }),
          tool("delete_itinerary_item", { id: cookingClassId }),
          tool("add_budget_allocation", { body: { category: "shopping", plannedAmount: "650.00" } }),
        ],
      },
      reply("Here is the plan."),
    );
    const proposal = (await ask(s.editor, "Swap the class for a gelato tour and plan 650 for shopping")).proposal!;
    expect(proposal.changes.map((c) => c.tool)).toEqual(["add_itinerary_item", "delete_itinerary_item", "add_budget_allocation"]);
    // A change addressed by an id names the thing, as the member knows it.
    expect(proposal.changes[1]!.summary).toBe("Remove from the itinerary: Cooking class");
    // Meanwhile a member deletes the class by hand: the second change no longer holds.
    const gone = await t.app.inject({ method: "DELETE", url: `/api/itinerary/${cookingClassId}`, headers: { cookie: s.owner.cookie } });
    expect(gone.statusCode).toBe(204);
    const failed = await t.app.inject({ method: "POST", url: `/api/proposals/${proposal.id}/apply`, headers: { cookie: s.owner.cookie, "accept-language": "fr" } });
    expect(failed.statusCode, failed.body).toBe(404);
    expect(failed.json()).toMatchObject({ code: "not_found" });
    expect(failed.json().message).not.toBe("Itinerary item not found");
    // The first change was made, as the owner; the third was not.
    expect((await itinerary()).filter((i) => i.title === "Gelato tour")).toHaveLength(1);
    const budget = (await call(t, "GET", `/api/trips/${s.trip.id}/budget`, s.owner)).json() as Array<{ category: string }>;
    expect(budget.some((a) => a.category === "shopping")).toBe(false);
    const card = ((await call(t, "GET", chatUrl, s.editor)).json() as Array<{ proposal: Card | null }>).find((m) => m.proposal?.id === proposal.id)!.proposal!;
    expect(card.status).toBe("open");
    expect(card.changes.map((c) => c.tool)).toEqual(["delete_itinerary_item", "add_budget_allocation"]);
    // Still open: the group can discard what is left.
    const discarded = await call(t, "POST", `/api/proposals/${proposal.id}/discard`, s.editor);
    expect(discarded.statusCode, discarded.body).toBe(200);
    expect(discarded.json().status).toBe("discarded");
    // Restore the class for later tests.
    const again = await t.app.inject({ method: "POST", url: `/api/trips/${s.trip.id}/itinerary`, headers: { cookie: s.owner.cookie }, payload: { title: "Cooking class", startDate: "2026-06-12", startTime: "18:00", endTime: "21:00", allDay: false } });
    cookingClassId = again.json().id;
  });
});

describe("calls the model gets wrong", () => {
  it("broken JSON, an unknown or withheld tool, input the route's schema refuses, another trip's item: each refused back to the model, nothing proposed", async () => {
    fake.queue(
      {
        toolCalls: [
          tool("add_itinerary_item", '{"title": "Boat", "startDate": '),
          tool("delete_everything", {}),
          tool("delete_trip", {}),
          tool("add_itinerary_item", { title: "Boat", startDate: "18/06/2026" }),
          tool("update_itinerary_item", { id: otherTripEventId, startDate: "2026-06-18" }),
          tool("add_itinerary_item", []),
        ],
      },
      reply("I could not propose those."),
    );
    const before = await proposalRows();
    const answer = await ask(s.editor, "Do things");
    expect(answer.proposal).toBeNull();
    expect(await proposalRows()).toBe(before);
    const answers = toolAnswers(1);
    expect(answers).toHaveLength(6);
    expect(answers[0]).toMatch(/^Refused: the arguments were not valid JSON/);
    expect(answers[1]).toMatch(/^Refused: there is no function named "delete_everything"/);
    expect(answers[2]).toMatch(/^Refused: there is no function named "delete_trip"/);
    expect(answers[3]).toMatch(/^Refused: startDate: /);
    expect(answers[4]).toMatch(/^Refused: Itinerary item not found in this trip/);
    expect(answers[5]).toMatch(/^Refused: the arguments must be a JSON object/);
    // The other trip's event is untouched.
    const others = (await call(t, "GET", `/api/trips/${other.trip.id}/itinerary`, other.owner)).json() as Array<{ id: string; startDate: string }>;
    expect(others.find((i) => i.id === otherTripEventId)!.startDate).toBe("2026-06-12");
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
  it("an expense the viewer paid is proposed and applied by them; one someone else paid is the route's 4xx at Apply", async () => {
    fake.queue(
      {
        toolCalls: [
          tool("log_expense", { description: "Gelato", amount: "9.50", currency: "EUR", date: "2026-06-12", category: "food" }),
          tool("log_expense", { description: "Taxi for Olive", amount: "30", currency: "EUR", date: "2026-06-12", paidBy: s.owner.user.id }),
        ],
      },
      reply("Logged as a proposal."),
    );
    const proposal = (await ask(s.viewer, "I paid 9.50 for gelato, and Olive paid the taxi")).proposal!;
    expect(proposal.changes.map((c) => c.summary)).toEqual([expect.stringMatching(/^Log an expense: Gelato, 9.50, EUR, Jun 12, 2026, food$/), expect.stringMatching(/^Log an expense: Taxi for Olive/)]);
    const applied = await call(t, "POST", `/api/proposals/${proposal.id}/apply`, s.viewer);
    // The viewer's own expense is logged; the taxi Olive paid is the expense route's refusal for a viewer.
    expect(applied.statusCode, applied.body).toBe(403);
    const expenses = (await call(t, "GET", `/api/trips/${s.trip.id}/expenses`, s.owner)).json() as Array<{ description: string }>;
    expect(expenses.filter((e) => e.description === "Gelato")).toHaveLength(1);
    expect(expenses.filter((e) => e.description === "Taxi for Olive")).toHaveLength(0);
  });
});

describe("streaming with functions", () => {
  it("streams the function calls in pieces, then the reply; `done` carries the card", async () => {
    fake.queue(
      { toolCalls: [tool("add_reservation", { name: "Trattoria Sostanza", type: "restaurant", reservationDate: "2026-06-15", reservationTime: "20:00", notes: "Ask for the butter chicken" })], chunkSize: 4 },
      { content: JSON.stringify({ reply: "Card ready.", suggestions: [] }), chunkSize: 3 },
    );
    const res = await call(t, "POST", `${chatUrl}/stream`, s.editor, { content: "Book Sostanza on the 15th at 8" });
    expect(res.statusCode).toBe(200);
    const events = parseSse(res.body);
    expect(events.filter((e) => e.event === "delta").map((e) => (e.data as { text: string }).text).join("")).toBe("Card ready.");
    const done = events.find((e) => e.event === "done")!.data as { messages: Array<{ proposal: Card | null }> };
    expect(done.messages[1]!.proposal!.changes[0]).toMatchObject({
      tool: "add_reservation",
      summary: "Add a reservation: Trattoria Sostanza, restaurant, Jun 15, 2026, 20:00, Ask for the butter chicken",
      input: { name: "Trattoria Sostanza", type: "restaurant", reservationDate: "2026-06-15", reservationTime: "20:00" },
    });
    expect(fake.requests[0]!.stream).toBe(true);
  });
});
