// POST /api/auth/forgot-password (202 whatever the address), POST /api/auth/reset-password/check
// (204 while the link can be used) and POST
// /api/auth/reset-password (204; every session of the user ends, so nobody is
// signed in afterwards).
import { useMutation, useQuery } from "@tanstack/react-query";
import type { ForgotPasswordInput, ResetPasswordInput } from "@shared/auth";
import { answer, api } from "@/lib/api";
import { queryKeys } from "@/lib/query-keys";

export const forgotPassword = (body: ForgotPasswordInput) => answer(api.POST("/api/auth/forgot-password", { body }));
export const resetPassword = (body: ResetPasswordInput) => answer(api.POST("/api/auth/reset-password", { body }));

/** Whether the link's token can still be used (null: no token to ask about); asked once as the page opens. */
export function useResetTokenCheck(token: string) {
  return useQuery({
    queryKey: queryKeys.resetTokenCheck(token),
    queryFn: () => answer(api.POST("/api/auth/reset-password/check", { body: { token } })).then(() => true),
    enabled: token !== "",
    meta: { ignoreUnauthorized: true },
  });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword, meta: { ignoreUnauthorized: true } });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword, meta: { ignoreUnauthorized: true } });
}
