// GET /api/ai/status: whether a model or the built-in offline assistant answers.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { answer, api } from "@/lib/api";
import { queryKeys } from "@/lib/query-keys";

export const aiStatusQueryKey = queryKeys.aiStatus;

export const aiStatusQueryOptions = () =>
  queryOptions({ queryKey: aiStatusQueryKey, queryFn: () => answer(api.GET("/api/ai/status")) });

export function useAiStatus() {
  return useQuery(aiStatusQueryOptions());
}
