// GET /api/profile/atlas: the countries and cities of all one's trips (docs/product/memories.md).
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { answer, api } from "@/lib/api";
import { queryKeys } from "@/lib/query-keys";

export function useAtlas(year: number | null) {
  return useQuery({
    queryKey: queryKeys.atlas(year),
    queryFn: () => answer(api.GET("/api/profile/atlas", { params: { query: year === null ? {} : { year } } })),
    placeholderData: keepPreviousData,
  });
}
