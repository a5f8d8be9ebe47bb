// POST /api/auth/forgot-password (202 whatever the address) and POST
// /api/auth/reset-password (204; every session of the user ends, so nobody is
// signed in afterwards).
import { useMutation } from "@tanstack/react-query";
import type { ForgotPasswordInput, ResetPasswordInput } from "@shared/auth";
import { answer, api } from "@/lib/api";

export const forgotPassword = (body: ForgotPasswordInput) => answer(api.POST("/api/auth/forgot-password", { body }));
export const resetPassword = (body: ResetPasswordInput) => answer(api.POST("/api/auth/reset-password", { body }));

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword, meta: { ignoreUnauthorized: true } });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword, meta: { ignoreUnauthorized: true } });
}
