import { describe, expect, it } from "vitest";
import { understand, type Query } from "./intents";
import { TRIP } from "./test-set/trip";

const read = (q: string, today = TRIP.today) => understand(q, { ...TRIP, today });
const pick = (q: Query) => ({ intent: q.intent, field: q.field, relation: q.relation, types: q.types, categories: q.categories, dates: q.dates });

describe("understand: intents with their slots", () => {
  it.each<[string, Partial<ReturnType<typeof pick>>]>([
    ["When do we leave?", { intent: "dates" }],
    ["What's after Rome?", { intent: "cityOrder", relation: "after" }],
    ["which city is last", { intent: "cityOrder", relation: "last" }],
    ["How many cities are we visiting?", { intent: "cityCount" }],
    ["what's planned on the 15th", { intent: "day", dates: ["2026-06-15"] }],
    ["what did we do yesterday", { intent: "day", dates: ["2026-06-11"] }],
    ["How long are we in Venice?", { intent: "city" }],
    ["nights in each city", { intent: "stays" }],
    ["What time is the Uffizi?", { intent: "reservation", field: "when" }],
    ["address of the danieli", { intent: "reservation", field: "address" }],
    ["is the brunelleschi confirmed", { intent: "reservation", field: "status" }],
    ["when does the accademia open", { intent: "reservation", field: "hours" }],
    ["which restaurants did we book", { intent: "reservations", types: ["restaurant"] }],
    ["when is our next train", { intent: "next", types: ["transport"] }],
    ["hotel confirmation numbers", { intent: "reservations", field: "confirmation", types: ["hotel"] }],
    ["What are the confirmation numbers?", { intent: "confirmations" }],
    ["When is the gondola ride?", { intent: "event", field: "when" }],
    ["How much did we plan for food?", { intent: "category", categories: ["food"] }],
    ["Budget for flights?", { intent: "category", categories: ["air_tickets"] }],
    ["are we over budget", { intent: "budget" }],
    ["what expenses have we logged", { intent: "expenses" }],
    ["who paid for the gelato", { intent: "expense" }],
    ["who owes whom", { intent: "balances" }],
    ["who is on the trip", { intent: "members" }],
    ["what's Vera's role", { intent: "member", field: "role" }],
    ["cheapest hotel quote", { intent: "quotes" }],
    ["what currency", { intent: "currency" }],
    ["hello", { intent: "help" }],
    ["asdf qwerty", { intent: "unknown" }],
  ])("%s", (question, expected) => {
    expect(pick(read(question))).toMatchObject(expected);
  });

  it("names the trip's things by their place in the trip's lists", () => {
    const q = read("when is dinner at roscioli");
    expect(q.reservations).toEqual([1]);
    expect(read("what did eddie pay for").members).toEqual([1]);
    expect(read("what's in florence and venice").cities).toEqual(["Florence", "Venice"]);
  });

  it("marks what needs a model or is not in the data, whatever else is asked", () => {
    expect(read("weather in Rome tomorrow").refusals).toEqual(["weather"]);
    expect(read("recommend restaurants").refusals).toEqual(["recommend"]);
    expect(read("do I need a visa").refusals).toEqual(["outside"]);
    expect(read("how far is florence from rome").unknowable).toEqual(["distance"]);
    expect(read("the artemide's phone number").unknowable).toEqual(["contact"]);
  });

  it("keeps the words that name nothing the trip has, as typed", () => {
    const q = read("How long are we in Milan?");
    expect(q.intent).toBe("notFound");
    expect(q.unknown).toEqual(["Milan"]);
    expect(read("Is Sam coming?").unknown).toEqual(["Sam"]);
    expect(read("When is the cooking class?").unknown).toEqual([]);
  });

  it("knows when the asker asks about themselves", () => {
    expect(read("how much do I owe").me).toBe(true);
    expect(read("what's my role")).toMatchObject({ me: true, intent: "member" });
    expect(read("what does Vera owe").me).toBe(false);
  });
});
