import { describe, expect, it } from "vitest";
import type { MutationState } from "@tanstack/react-query";
import { createQueryClient } from "./query-client";
import { fitsOnDevice, MAX_WAITING_UPLOAD_BYTES, QUEUED_WRITE_KEY, queuedWrite, versionToSend, type QueuedWrite } from "./offline-writes";

const tick = (url: string, ifMatch: string, done: boolean) => queuedWrite({ method: "PATCH", url, body: { done }, ifMatch, label: "Sunscreen", kind: "list-item", invalidate: [] });

/** A queued write as the cache holds it once answered (or refused), the way a put-back one is built (hydrate). */
function answered(client: ReturnType<typeof createQueryClient>, write: QueuedWrite, outcome: { updatedAt: string } | Error) {
  const state: Partial<MutationState<unknown, Error, QueuedWrite, unknown>> =
    outcome instanceof Error ? { status: "error", error: outcome, variables: write } : { status: "success", data: { id: "i1", ...outcome }, variables: write };
  client.getMutationCache().build(client, { mutationKey: QUEUED_WRITE_KEY, scope: { id: "queued-writes" } }, state as MutationState<unknown, Error, QueuedWrite, unknown>);
}

describe("versionToSend", () => {
  const url = "/api/list-items/i1";

  it("sends an edit over the version the device had when no earlier write of its own moved it", () => {
    const client = createQueryClient();
    answered(client, tick("/api/list-items/other", "v1", true), { updatedAt: "v9" });
    expect(versionToSend(client, tick(url, "v1", true))).toBe("v1");
  });

  it("sends the second and third change made over one version over what the one before got back", () => {
    const client = createQueryClient();
    answered(client, tick(url, "v1", true), { updatedAt: "v2" });
    expect(versionToSend(client, tick(url, "v1", false))).toBe("v2");
    answered(client, tick(url, "v1", false), { updatedAt: "v3" });
    expect(versionToSend(client, tick(url, "v1", true))).toBe("v3");
  });

  it("leaves an edit made over a newer version, a refused earlier write and a create as they are", () => {
    const client = createQueryClient();
    answered(client, tick(url, "v1", true), { updatedAt: "v2" });
    // Made after the list was read again: over v5, which no write of this device replaced.
    expect(versionToSend(client, tick(url, "v5", false))).toBe("v5");

    const refused = createQueryClient();
    answered(refused, tick(url, "v1", true), new Error("409: conflict"));
    expect(versionToSend(refused, tick(url, "v1", false))).toBe("v1");

    expect(versionToSend(client, queuedWrite({ method: "POST", url: "/api/trips/t1/lists/packing", body: { text: "Hat" }, label: "Hat", kind: "list-item", invalidate: [] }))).toBeUndefined();
  });
});

describe("fitsOnDevice", () => {
  const MB = 1024 * 1024;
  const upload = (mb: number) =>
    queuedWrite({ method: "POST", url: "/api/trips/t1/photos", form: { fields: { date: "2027-06-02" }, files: [new File([new Uint8Array(mb * MB)], `p${mb}.jpg`)] }, label: "p.jpg", kind: "photo", invalidate: [] });
  const waiting = (client: ReturnType<typeof createQueryClient>, write: QueuedWrite, status: "pending" | "success") =>
    client.getMutationCache().build(client, { mutationKey: QUEUED_WRITE_KEY, scope: { id: "queued-writes" } }, { status, variables: write } as MutationState<unknown, Error, QueuedWrite, unknown>);

  it("lets photos wait up to the bound, counting those already waiting and not those sent", () => {
    const client = createQueryClient();
    const limitMb = MAX_WAITING_UPLOAD_BYTES / MB;
    waiting(client, upload(limitMb - 30), "pending");
    waiting(client, upload(50), "success");
    expect(fitsOnDevice(client, [upload(10), upload(20)])).toBe(true);
    expect(fitsOnDevice(client, [upload(10), upload(21)])).toBe(false);
  });
});
