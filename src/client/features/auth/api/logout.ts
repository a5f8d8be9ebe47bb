// POST /api/auth/logout. docs/product/accounts-and-security.md: a failure is only logged; the user stays.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { answer, api } from "@/lib/api";
import { userQueryKey } from "./get-user";

export const logout = () => answer(api.POST("/api/auth/logout"));

export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    meta: { ignoreUnauthorized: true },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: userQueryKey });
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== userQueryKey[0] });
      navigate("/login", { replace: true });
    },
    onError: (error) => {
      console.error("Logout failed", error);
    },
  });
}
