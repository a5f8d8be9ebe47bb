// GET /api/auth/user: the signed-in user, or null when nobody is (401).
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { User } from "@shared/user";
import { getOrNullOn401 } from "@/lib/api";

export const userQueryKey = ["/api/auth/user"] as const;

export const getUser = () => getOrNullOn401<User>("/api/auth/user");

export const userQueryOptions = () =>
  queryOptions({
    queryKey: userQueryKey,
    queryFn: getUser,
    meta: { ignoreUnauthorized: true },
  });

export function useUser() {
  return useQuery(userQueryOptions());
}
