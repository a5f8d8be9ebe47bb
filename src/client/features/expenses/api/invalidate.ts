import type { QueryClient } from "@tanstack/react-query";
import { moneyQueryKeys } from "./keys";

/** After a write: the list, the balances and the budget's Spent. */
export const invalidateMoney = (queryClient: QueryClient, tripId: string) =>
  Promise.all(moneyQueryKeys(tripId).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
