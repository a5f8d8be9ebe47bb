// The one SSE writer's frames, read back by eventsource-parser (the reader the
// browser side and the tests use): what is written is what arrives.
import { createParser, type EventSourceMessage } from "eventsource-parser";
import { describe, expect, it } from "vitest";
import { sseComment, sseEvent } from "./sse";

function read(chunks: string): { events: EventSourceMessage[]; comments: string[] } {
  const events: EventSourceMessage[] = [];
  const comments: string[] = [];
  const parser = createParser({ onEvent: (e) => events.push(e), onComment: (c) => comments.push(c.trim()) });
  parser.feed(chunks);
  return { events, comments };
}

describe("server-sent event frames", () => {
  it("carry the event name and its data as JSON", () => {
    const change = { resource: "trip", action: "updated", id: "t1", by: null };
    const { events } = read(sseEvent("change", change) + sseEvent("removed", {}));
    expect(events.map((e) => [e.event, JSON.parse(e.data)])).toEqual([
      ["change", change],
      ["removed", {}],
    ]);
  });

  it("keep a text's line breaks, each on its own data line", () => {
    const { events } = read(sseEvent("note", "first line\nsecond\r\nthird"));
    expect(events).toHaveLength(1);
    expect(events[0]!.data).toBe("first line\nsecond\nthird");
  });

  it("send a comment as one comment, whatever it holds", () => {
    const { events, comments } = read(sseComment("ping\nevent: fake") + sseEvent("delta", { text: "Hi" }));
    expect(comments).toEqual(["ping event: fake"]);
    expect(events.map((e) => e.event)).toEqual(["delta"]);
  });
});
