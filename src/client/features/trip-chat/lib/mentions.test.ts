import { describe, expect, it } from "vitest";
import { insertMention, matchingPeople, mentionedIds, mentionQuery, mentionRuns } from "./mentions";

describe("chat mentions", () => {
  it("finds the @word typed before the caret, not an e-mail address or a finished word", () => {
    expect(mentionQuery("Hi @Be", 6)).toEqual({ start: 3, query: "Be" });
    expect(mentionQuery("@", 1)).toEqual({ start: 0, query: "" });
    expect(mentionQuery("mail ana@example.com", 20)).toBeNull();
    expect(mentionQuery("Hi @Ben and", 11)).toBeNull();
  });

  it("lists members by the start of any word of their name", () => {
    const people = [{ name: "Ana Silva" }, { name: "Ben Costa" }, { name: "Sílvia Rocha" }];
    expect(matchingPeople(people, "si").map((p) => p.name)).toEqual(["Ana Silva"]);
    expect(matchingPeople(people, "").map((p) => p.name)).toEqual(["Ana Silva", "Ben Costa", "Sílvia Rocha"]);
    expect(matchingPeople(people, "co").map((p) => p.name)).toEqual(["Ben Costa"]);
  });

  it("writes the picked name in place of the @word and keeps only mentions still in the text", () => {
    const picked = insertMention("Hi @Be see you", 3, 6, "Ben Costa");
    expect(picked).toEqual({ text: "Hi @Ben Costa  see you", caret: 14 });
    const ids = new Map([["b", "Ben Costa"], ["a", "Ana Silva"]]);
    expect(mentionedIds(picked.text, ids)).toEqual(["b"]);
  });

  it("splits a message into runs with the mentions apart, the longest name first", () => {
    expect(mentionRuns("@Ana Silva and @Ana, dinner?", ["Ana", "Ana Silva"])).toEqual([
      { text: "@Ana Silva", mention: true },
      { text: " and ", mention: false },
      { text: "@Ana", mention: true },
      { text: ", dinner?", mention: false },
    ]);
  });
});
