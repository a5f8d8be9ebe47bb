// The streamed `reply` reader: text decodes across any chunk border, escapes
// included, and nothing after the closing quote leaks into the reply.
import { describe, expect, it } from "vitest";
import { ReplyFieldReader, decodePartialString } from "./stream-json";

const REPLY = 'Line one\nSay "ciao" — 10\\20 \u00e9 😀 done';
const JSON_TEXT = JSON.stringify({ reply: REPLY, suggestions: [{ name: "x", reply: "not me" }] });
const ASCII_JSON = JSON.stringify({ reply: REPLY }).replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);

describe("ReplyFieldReader", () => {
  it.each([1, 2, 3, 5, 64])("rebuilds the reply from %i-character chunks", (size) => {
    for (const text of [JSON_TEXT, ASCII_JSON]) {
      const reader = new ReplyFieldReader("reply");
      let out = "";
      for (let i = 0; i < text.length; i += size) out += reader.push(text.slice(i, i + size));
      expect(out).toBe(REPLY);
    }
  });

  it("waits for the field and ignores text before it", () => {
    const reader = new ReplyFieldReader("reply");
    expect(reader.push('{"sugg')).toBe("");
    expect(reader.push('estions":[],"reply": "hi')).toBe("hi");
    expect(reader.push('!"}')).toBe("!");
  });

  it("stops at an incomplete escape", () => {
    expect(decodePartialString("ab\\")).toBe("ab");
    expect(decodePartialString("ab\\u00")).toBe("ab");
    expect(decodePartialString('ab\\n"rest')).toBe("ab\n");
  });
});
