import { describe, expect, it } from "vitest";
import { compact, fold, normalise, without, words } from "./normalise";

const text = (q: string) => normalise(q).text.trim();

describe("normalise", () => {
  it("drops letter case, accents and punctuation", () => {
    expect(text("Where's the CAFFÈ Florian?!")).toBe("where is the caffe florian");
    expect(text("José Álvarez — São Paulo, Köln, Straße")).toBe("jose alvarez sao paulo koln strasse");
    expect(fold("Œuvre Ærø Łódź")).toBe("oeuvre aero lodz");
  });

  it("spells out contractions and drops a possessive", () => {
    expect(text("What's Vera's role? I'm sure it isn't admin, we can't tell, won't we, they're here")).toBe(
      "what is vera role i am sure it is not admin we can not tell will not we they are here",
    );
    expect(text("Uffizi’s opening hours")).toBe("uffizi opening hours");
  });

  it("reads chat shorthand and common misspellings", () => {
    expect(text("when r u leaving tmrw")).toBe("when are you leaving tomorrow");
    expect(text("whats the adress of the resturant")).toBe("what is the address of the restaurant");
    expect(text("check-in at checkout")).toBe("check in at check out");
  });

  it("splits hyphenated words and names with an apostrophe into words, keeping what was typed", () => {
    const n = normalise("ART-123 at Galleria dell'Accademia");
    expect(n.words.map((w) => w.text)).toEqual(["art", "123", "at", "galleria", "dell", "accademia"]);
    expect(n.words.at(-1)!.raw).toBe("dell'Accademia");
    expect(words("Galleria dell'Accademia")).toEqual(["galleria", "dell", "accademia"]);
  });

  it("compares confirmation numbers on letters and digits only", () => {
    expect(compact("ART-123")).toBe("art123");
    expect(compact("q7 xk-2p")).toBe("q7xk2p");
  });

  it("leaves words out on request, keeping the rest in order", () => {
    const n = normalise("what is on the 15th in Rome");
    expect(without(n, new Set([2, 3, 4])).text).toBe(" what is in rome ");
  });
});
