// POST /api/auth/verify-email (the e-mailed link's token; 410 for a bad link) and
// POST /api/auth/resend-verification (202; at most 5 an hour).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { answer, api } from "@/lib/api";
import { userQueryKey } from "./get-user";

export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => answer(api.POST("/api/auth/verify-email", { body: { token } })),
    meta: { ignoreUnauthorized: true },
    // The banner goes once the signed-in user reads as verified.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueryKey }),
  });
}

export function useResendVerification() {
  return useMutation({ mutationFn: () => answer(api.POST("/api/auth/resend-verification")) });
}
