// Reads what the server inlined into index.html (see src/server/spa): who is
// signed in, their trip list, and the values the server rendered the page
// with. The query cache is filled from it before the first render, so that
// render waits for neither GET /api/auth/user nor GET /api/trips.
import type { QueryClient } from "@tanstack/react-query";
import { DEFAULT_LANGUAGE, isLanguage } from "@shared/i18n/languages";
import { BOOT_ELEMENT_ID, type BootData, type BootQuery } from "@shared/boot";
import { userQueryKey } from "@/features/auth/api/get-user";
import { tripsQueryKey } from "@/features/trips/api/get-trips";

/** The boot element's data, removed from the page; null without it or when it is broken (the app then asks the API as before). */
export function readBootData(doc: Document = document): BootData | null {
  const element = doc.getElementById(BOOT_ELEMENT_ID);
  if (!element?.textContent) return null;
  element.remove();
  let data: Partial<{ user: unknown; trips: unknown; today: unknown; timeZone: unknown; selectedTripId: unknown; queries: unknown; language: unknown }>;
  try {
    data = JSON.parse(element.textContent) as typeof data;
  } catch {
    return null;
  }
  const language = isLanguage(data?.language) ? data.language : DEFAULT_LANGUAGE;
  if (data?.user === null) return { user: null, language };
  const { user, trips, today, timeZone, selectedTripId } = data ?? {};
  if (!user || typeof user !== "object" || !Array.isArray(trips) || typeof today !== "string" || typeof timeZone !== "string") return null;
  const queries = Array.isArray(data.queries) ? data.queries.filter(isBootQuery) : [];
  return { user, trips, today, timeZone, selectedTripId: typeof selectedTripId === "string" ? selectedTripId : null, queries, language } as BootData;
}

const isBootQuery = (q: unknown): q is BootQuery =>
  Array.isArray(q) && q.length === 2 && Array.isArray(q[0]) && q[0].every((segment) => typeof segment === "string");

/** Puts the boot data where useUser, useTrips and the other queries it answers read it. */
export function seedQueryCache(client: QueryClient, data: BootData | null): void {
  if (!data) return;
  client.setQueryData(userQueryKey, data.user);
  if (!data.user) return;
  client.setQueryData(tripsQueryKey, data.trips);
  for (const [key, answer] of data.queries ?? []) client.setQueryData(key, answer);
}
