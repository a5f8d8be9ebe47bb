// POST /api/auth/login. A 401 here means wrong credentials, not an expired session.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { LoginInput } from "@shared/auth";
import { answer, api } from "@/lib/api";
import { userQueryKey } from "./get-user";

export const login = (body: LoginInput) => answer(api.POST("/api/auth/login", { body }));

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    meta: { ignoreUnauthorized: true },
    onSuccess: async (user) => {
      // Data cached for a previous session must not leak into this one.
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== userQueryKey[0] });
      queryClient.setQueryData(userQueryKey, user);
      await queryClient.invalidateQueries({ queryKey: userQueryKey });
    },
  });
}
