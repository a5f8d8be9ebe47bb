// GET /api/profile/preferences: the signed-in user's notification switches.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { answer, api } from "@/lib/api";
import { queryKeys } from "@/lib/query-keys";

export const preferencesQueryKey = queryKeys.preferences;

export const getPreferences = () => answer(api.GET("/api/profile/preferences"));

export const preferencesQueryOptions = () => queryOptions({ queryKey: preferencesQueryKey, queryFn: getPreferences });

export function usePreferences() {
  return useQuery(preferencesQueryOptions());
}
