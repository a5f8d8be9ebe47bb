// GET /api/trips/{tripId}/quotes/hotels: saved hotel quotes, newest first.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SavedHotel } from "@shared/quotes";
import { apiRequest } from "@/lib/api";
import { quotesUrl, savedQuotesQueryKey } from "./keys";

export const getSavedHotels = (tripId: string) => apiRequest<SavedHotel[]>("GET", quotesUrl(tripId, "hotels"));

export const savedHotelsQueryOptions = (tripId: string) =>
  queryOptions({ queryKey: savedQuotesQueryKey(tripId, "hotels"), queryFn: () => getSavedHotels(tripId) });

export function useSavedHotels(tripId: string | undefined) {
  return useQuery({ ...savedHotelsQueryOptions(tripId ?? ""), enabled: !!tripId });
}
