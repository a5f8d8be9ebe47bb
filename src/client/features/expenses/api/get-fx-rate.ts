// GET /api/fx?from=&to=&date=: the ECB's reference rate the Add expense dialog
// offers (1 `from` in `to`); 503 when none is available and the member types it.
import { useQuery } from "@tanstack/react-query";
import { answer, api } from "@/lib/api";
import { queryKeys } from "@/lib/query-keys";

export const getFxRate = (from: string, to: string, date: string) =>
  answer(api.GET("/api/fx", { params: { query: { from, to, date } } }));

/** Not a URL key: the server never renders the dialog, and a rate of a day does not change. */
export const fxQueryKey = queryKeys.fxRate;

export function useFxRate(query: { from: string; to: string; date: string } | null) {
  return useQuery({
    queryKey: fxQueryKey(query?.from ?? "", query?.to ?? "", query?.date ?? ""),
    queryFn: () => getFxRate(query!.from, query!.to, query!.date),
    enabled: query !== null,
  });
}
