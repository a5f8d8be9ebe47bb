// The weather of the trip's days (docs/product/weather.md): the server asks the weather service and caches it.
import { useQuery } from "@tanstack/react-query";
import { answer, api } from "@/lib/api";
import { queryKeys } from "@/lib/query-keys";

export function useWeather(tripId: string | null | undefined) {
  return useQuery({
    queryKey: queryKeys.ofTrip(tripId ?? "", "weather"),
    queryFn: () => answer(api.GET("/api/trips/{tripId}/weather", { params: { path: { tripId: tripId ?? "" } } })),
    enabled: !!tripId,
    // The server keeps answers 3 hours; an hour here spares it the repeated reads of a session.
    staleTime: 60 * 60 * 1000,
  });
}
