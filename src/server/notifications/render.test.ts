// A notice's words as its reader reads them: the dates in its data written the
// reader's way, not as stored.
import { describe, expect, it } from "vitest";
import { renderNotice } from "./render";

const departure = {
  kind: "reminder.departure" as const,
  tripId: "3f1c2d4e-0000-4000-8000-000000000001",
  itemId: "3f1c2d4e-0000-4000-8000-000000000002",
  tripName: "Tokyo",
  actorFirstName: null,
  actorLastName: null,
  data: { name: "NH 21 to Osaka", date: "2027-05-04", time: "09:15", zone: "Asia/Tokyo" },
};

describe("renderNotice", () => {
  it("writes a reminder's date the reader's way", () => {
    expect(renderNotice("en", departure).body).toBe("May 04, 2027 at 09:15 (Asia/Tokyo), “Tokyo”.");
    expect(renderNotice("de", departure).body).toContain("04.05.2027");
  });
});
