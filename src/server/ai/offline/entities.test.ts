import { describe, expect, it } from "vitest";
import { editDistance, indexTrip, matchConfirmations, matchEntities, wordMatch } from "./entities";
import { normalise } from "./normalise";
import { TRIP } from "./test-set/trip";

const index = indexTrip(TRIP);
const named = (q: string, kind?: string) =>
  matchEntities(index, normalise(q))
    .filter((m) => !kind || m.entity.kind === kind)
    .map((m) => m.entity.name);

describe("editDistance", () => {
  it("counts insertions, deletions, substitutions and adjacent swaps", () => {
    expect(editDistance("florence", "florence")).toBe(0);
    expect(editDistance("florance", "florence")).toBe(1);
    expect(editDistance("uffzi", "uffizi")).toBe(1);
    expect(editDistance("venive", "venice")).toBe(1);
    expect(editDistance("danieli", "daneili")).toBe(1);
    expect(editDistance("rome", "venice")).toBeGreaterThan(2);
  });
});

describe("wordMatch", () => {
  it("matches a word exactly, as a plural or possessive, as a prefix or with a small typo", () => {
    expect(wordMatch("rome", "rome")).toBe(1);
    expect(wordMatch("uffizis", "uffizi")).toBe(1);
    expect(wordMatch("freccia", "frecciarossa")).toBeGreaterThan(0);
    expect(wordMatch("brunneleschi", "brunelleschi")).toBeGreaterThan(0);
    expect(wordMatch("roma", "rome")).toBeGreaterThan(0);
  });

  it("never reads a word of the language as a misspelt name", () => {
    expect(wordMatch("very", "vera")).toBe(0);
    expect(wordMatch("home", "rome")).toBe(0);
    expect(wordMatch("room", "rome")).toBe(0);
    expect(wordMatch("flight", "florian")).toBe(0);
  });
});

describe("matchEntities", () => {
  it("finds cities, countries, members and the trip's other things by their names", () => {
    expect(named("how long in Florence", "city")).toEqual(["Florence"]);
    expect(named("when are we in italy", "country")).toEqual(["Italy"]);
    expect(named("what is eddie's role", "member")).toEqual(["Eddie Editor"]);
    expect(named("who paid the gelato", "expense")).toEqual(["Gelato"]);
    expect(named("how much is palazzo venart", "hotelQuote")).toEqual(["Palazzo Venart"]);
    expect(named("the cooking class", "event")).toEqual(["Cooking class"]);
  });

  it("is loose about case, accents, partial names and small typos", () => {
    expect(named("UFFIZI", "reservation")).toEqual(["Uffizi Gallery"]);
    expect(named("caffe florian", "reservation")).toEqual(["Caffè Florian"]);
    expect(named("the accademia", "reservation")).toEqual(["Galleria dell'Accademia"]);
    expect(named("jose", "member")).toEqual(["José Álvarez"]);
    expect(named("after florance", "city")).toEqual(["Florence"]);
    expect(named("the bruneleschi", "reservation")).toEqual(["Hotel Brunelleschi"]);
  });

  it("needs a name's own words: 'hotel' alone names no hotel, and a name of common words must appear whole", () => {
    expect(named("which hotel", "reservation")).toEqual([]);
    expect(named("the old place", "reservation")).toEqual(["Old Place"]);
    expect(named("an old restaurant", "reservation")).toEqual([]);
    expect(named("the airport taxi", "expense")).toEqual(["Airport taxi"]);
    expect(named("the airport", "expense")).toEqual([]);
  });

  it("marks a reservation named only through a city's name", () => {
    const ms = matchEntities(index, normalise("the train to Florence"));
    expect(ms.find((m) => m.entity.name === "Frecciarossa to Florence")?.throughCity).toBe(true);
    expect(matchEntities(index, normalise("the frecciarossa")).find((m) => m.entity.kind === "reservation")?.throughCity).toBe(false);
  });

  it("looks for names in a question's first 60 words only, so a pasted essay costs no more than a question", () => {
    expect(named(`${"word ".repeat(59)}florence`, "city")).toEqual(["Florence"]);
    expect(named(`${"word ".repeat(60)}florence`, "city")).toEqual([]);
  });

  it("takes a stay's title for its city, and other itinerary items as events", () => {
    expect(index.entities.filter((e) => e.kind === "event").map((e) => e.name)).toEqual(["Colosseum guided tour", "Cooking class", "Day trip to Pisa", "Gondola ride"]);
  });
});

describe("matchConfirmations", () => {
  it("finds a reservation by its confirmation number, however it is written", () => {
    expect(matchConfirmations(index, normalise("whose booking is ART-123?"))).toEqual([0]);
    expect(matchConfirmations(index, normalise("what is q7xk2p"))).toEqual([10]);
    expect(matchConfirmations(index, normalise("art 123"))).toEqual([0]);
    expect(matchConfirmations(index, normalise("what happened in 2026"))).toEqual([]);
  });
});
