import { describe, expect, it } from "vitest";
import { openTodosOf } from "./people";

const item = (id: string, assigneeId: string | null, done: boolean, due: string | null) => ({ id, assigneeId, done, due });

describe("openTodosOf", () => {
  it("keeps the caller's open to-dos, soonest due first, undated last in list order", () => {
    const items = [
      item("undated-1", "me", false, null),
      item("later", "me", false, "2027-05-09"),
      item("done", "me", true, "2027-05-01"),
      item("theirs", "you", false, "2027-05-01"),
      item("nobody", null, false, "2027-05-01"),
      item("sooner", "me", false, "2027-05-02"),
      item("undated-2", "me", false, null),
    ];
    expect(openTodosOf(items, "me").map((i) => i.id)).toEqual(["sooner", "later", "undated-1", "undated-2"]);
  });
});
