// Reads who is signed in (and their trip list) from the JSON the server
// inlined into index.html (see src/server/spa) into the query cache, so the
// first render waits for neither GET /api/auth/user nor GET /api/trips.
import type { QueryClient } from "@tanstack/react-query";
import { BOOT_ELEMENT_ID, type BootData } from "@shared/boot";
import { userQueryKey } from "@/features/auth/api/get-user";
import { tripsQueryKey } from "@/features/trips/api/get-trips";

/** Fills the cache from the boot element, if any; returns whether it did. A broken element is ignored (the app asks the API as before). */
export function seedFromBootData(client: QueryClient, doc: Document = document): boolean {
  const element = doc.getElementById(BOOT_ELEMENT_ID);
  if (!element?.textContent) return false;
  element.remove();
  let data: Partial<BootData>;
  try {
    data = JSON.parse(element.textContent) as Partial<BootData>;
  } catch {
    return false;
  }
  if (data?.user === null) {
    client.setQueryData(userQueryKey, null);
    return true;
  }
  if (!data?.user || !("trips" in data) || !Array.isArray(data.trips)) return false;
  client.setQueryData(userQueryKey, data.user);
  client.setQueryData(tripsQueryKey, data.trips);
  return true;
}
