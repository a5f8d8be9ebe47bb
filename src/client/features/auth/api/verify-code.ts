// POST /api/auth/2fa/verify: the second step of signing in, with a code from the
// authenticator app or a backup code. Loaded with the code step only.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TwoFactorCodeInput } from "@shared/auth";
import { answer, api } from "@/lib/api";
import { signedIn } from "./login";

export const verifyCode = (body: TwoFactorCodeInput) => answer(api.POST("/api/auth/2fa/verify", { body }));

export function useVerifyCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyCode,
    meta: { ignoreUnauthorized: true },
    onSuccess: (user) => signedIn(queryClient, user),
  });
}
