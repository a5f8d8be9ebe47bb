// GET /api/trips/{tripId}/quotes/hotels: saved hotel quotes, newest first.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { answer, api } from "@/lib/api";
import { savedQuotesQueryKey } from "./keys";

export const getSavedHotels = (tripId: string) => answer(api.GET("/api/trips/{tripId}/quotes/hotels", { params: { path: { tripId } } }));

export const savedHotelsQueryOptions = (tripId: string) =>
  queryOptions({ queryKey: savedQuotesQueryKey(tripId, "hotels"), queryFn: () => getSavedHotels(tripId) });

export function useSavedHotels(tripId: string | undefined) {
  return useQuery({ ...savedHotelsQueryOptions(tripId ?? ""), enabled: !!tripId });
}
