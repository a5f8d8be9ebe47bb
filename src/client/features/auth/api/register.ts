// POST /api/auth/register; the confirmation field never leaves the browser.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RegisterInput } from "@shared/auth";
import { answer, api } from "@/lib/api";
import { userQueryKey } from "./get-user";

export const register = (body: RegisterInput) => answer(api.POST("/api/auth/register", { body }));

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    meta: { ignoreUnauthorized: true },
    onSuccess: async (user) => {
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== userQueryKey[0] });
      queryClient.setQueryData(userQueryKey, user);
      await queryClient.invalidateQueries({ queryKey: userQueryKey });
    },
  });
}
