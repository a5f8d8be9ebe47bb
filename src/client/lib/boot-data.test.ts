import { describe, expect, it } from "vitest";
import { createQueryClient } from "./query-client";
import { readBootData, seedQueryCache } from "./boot-data";

/** Just enough of a document: the boot element with the given text, and whether it was removed. */
function docWith(text: string | null) {
  const state = { removed: false };
  const element = text === null ? null : { textContent: text, remove: () => (state.removed = true) };
  return { doc: { getElementById: (id: string) => (id === "rw-boot" ? element : null) } as unknown as Document, state };
}

const user = { id: "u1", email: "a@example.com", firstName: "A", lastName: "B" };
const trips = [{ id: "t1", name: "Lisbon" }];

describe("readBootData and seedQueryCache", () => {
  it("put the inlined user and trips where useUser and useTrips read them, and keep the render values", () => {
    const client = createQueryClient();
    const { doc, state } = docWith(JSON.stringify({ user, trips, today: "2027-01-01", timeZone: "Asia/Tokyo", selectedTripId: "t1" }));
    const boot = readBootData(doc);
    expect(boot).toEqual({ user, trips, today: "2027-01-01", timeZone: "Asia/Tokyo", selectedTripId: "t1", queries: [], language: "en" });
    expect(state.removed).toBe(true);
    seedQueryCache(client, boot);
    expect(client.getQueryData(["/api/auth/user"])).toEqual(user);
    expect(client.getQueryData(["/api/trips"])).toEqual(trips);
  });

  it("put the other answers the page was rendered with under their keys, skipping malformed ones", () => {
    const client = createQueryClient();
    const budget = { totalPlanned: "10.00" };
    const queries = [[["/api/trips", "t1", "budget"], budget], [["/api/x", 1], {}], ["/api/y", {}], [[]]];
    seedQueryCache(client, readBootData(docWith(JSON.stringify({ user, trips, today: "2027-01-01", timeZone: "Asia/Tokyo", queries })).doc));
    expect(client.getQueryData(["/api/trips", "t1", "budget"])).toEqual(budget);
    expect(client.getQueryCache().getAll().map((q) => q.queryKey)).toHaveLength(3);
  });

  it("read a missing remembered trip as none", () => {
    expect(readBootData(docWith(JSON.stringify({ user, trips, today: "2027-01-01", timeZone: "Asia/Tokyo" })).doc)).toMatchObject({ selectedTripId: null });
  });

  it("record a signed-out visitor as null and leave the trips unasked", () => {
    const client = createQueryClient();
    seedQueryCache(client, readBootData(docWith('{"user":null}').doc));
    expect(client.getQueryState(["/api/auth/user"])?.status).toBe("success");
    expect(client.getQueryData(["/api/auth/user"])).toBeNull();
    expect(client.getQueryState(["/api/trips"])).toBeUndefined();
  });

  it("change nothing without the element or with broken JSON, so the app asks the API", () => {
    for (const text of [null, "", "{not json", '{"user":{"id":"u"}}', "[]", JSON.stringify({ user, trips })]) {
      const client = createQueryClient();
      const boot = readBootData(docWith(text).doc);
      expect(boot).toBeNull();
      seedQueryCache(client, boot);
      expect(client.getQueryState(["/api/auth/user"])).toBeUndefined();
      expect(client.getQueryState(["/api/trips"])).toBeUndefined();
    }
  });
});
