// POST /api/auth/change-password: the server keeps this session and ends the others.
import { useMutation } from "@tanstack/react-query";
import type { ChangePasswordInput } from "@shared/auth";
import { answer, api } from "@/lib/api";

export const changePassword = (body: ChangePasswordInput) => answer(api.POST("/api/auth/change-password", { body }));

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
