// GET /api/auth/user: the signed-in user, or null when nobody is (401).
import { queryOptions, useQuery } from "@tanstack/react-query";
import { answer, api, nullOn401 } from "@/lib/api";
import { queryKeys } from "@/lib/query-keys";

export const userQueryKey = queryKeys.user;

export const getUser = () => nullOn401(answer(api.GET("/api/auth/user")));

export const userQueryOptions = () =>
  queryOptions({
    queryKey: userQueryKey,
    queryFn: getUser,
    meta: { ignoreUnauthorized: true },
  });

export function useUser() {
  return useQuery(userQueryOptions());
}
