// GET /api/profile/preferences: the signed-in user's notification switches.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Preferences } from "@shared/profile";
import { apiRequest } from "@/lib/api";

export const preferencesQueryKey = ["/api/profile/preferences"] as const;

export const getPreferences = () => apiRequest<Preferences>("GET", "/api/profile/preferences");

export const preferencesQueryOptions = () => queryOptions({ queryKey: preferencesQueryKey, queryFn: getPreferences });

export function usePreferences() {
  return useQuery(preferencesQueryOptions());
}
