import { describe, expect, it } from "vitest";
import { createQueryClient } from "./query-client";
import { seedFromBootData } from "./boot-data";

/** Just enough of a document: the boot element with the given text, and whether it was removed. */
function docWith(text: string | null) {
  const state = { removed: false };
  const element = text === null ? null : { textContent: text, remove: () => (state.removed = true) };
  return { doc: { getElementById: (id: string) => (id === "rw-boot" ? element : null) } as unknown as Document, state };
}

describe("seedFromBootData", () => {
  it("puts the inlined user and trips where useUser and useTrips read them", () => {
    const client = createQueryClient();
    const user = { id: "u1", email: "a@example.com", firstName: "A", lastName: "B" };
    const trips = [{ id: "t1", name: "Lisbon" }];
    const { doc, state } = docWith(JSON.stringify({ user, trips }));
    expect(seedFromBootData(client, doc)).toBe(true);
    expect(client.getQueryData(["/api/auth/user"])).toEqual(user);
    expect(client.getQueryData(["/api/trips"])).toEqual(trips);
    expect(state.removed).toBe(true);
  });

  it("records a signed-out visitor as null and leaves the trips unasked", () => {
    const client = createQueryClient();
    expect(seedFromBootData(client, docWith('{"user":null}').doc)).toBe(true);
    expect(client.getQueryState(["/api/auth/user"])?.status).toBe("success");
    expect(client.getQueryData(["/api/auth/user"])).toBeNull();
    expect(client.getQueryState(["/api/trips"])).toBeUndefined();
  });

  it("changes nothing without the element or with broken JSON, so the app asks the API", () => {
    for (const text of [null, "", "{not json", '{"user":{"id":"u"}}', "[]"]) {
      const client = createQueryClient();
      expect(seedFromBootData(client, docWith(text).doc)).toBe(false);
      expect(client.getQueryState(["/api/auth/user"])).toBeUndefined();
      expect(client.getQueryState(["/api/trips"])).toBeUndefined();
    }
  });
});
