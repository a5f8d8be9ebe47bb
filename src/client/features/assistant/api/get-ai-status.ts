// GET /api/ai/status: whether a model or the built-in offline assistant answers.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AiStatus } from "@shared/chat";
import { apiRequest } from "@/lib/api";

export const aiStatusQueryKey = ["/api/ai/status"] as const;

export const aiStatusQueryOptions = () =>
  queryOptions({ queryKey: aiStatusQueryKey, queryFn: () => apiRequest<AiStatus>("GET", "/api/ai/status") });

export function useAiStatus() {
  return useQuery(aiStatusQueryOptions());
}
