// GET /api/auth/methods: how one signs in here and whether one may register (docs/product/admin.md). In lib: the signed-out pages and the Admin screen both read it.
import { useQuery } from "@tanstack/react-query";
import { answer, api } from "@/lib/api";
import { queryKeys } from "@/lib/query-keys";

export function useAuthMethods() {
  return useQuery({ queryKey: queryKeys.authMethods, queryFn: () => answer(api.GET("/api/auth/methods")), meta: { ignoreUnauthorized: true } });
}
