// Two-step sign-in with an authenticator app (docs/security.md): setup → enable
// with a code (answers the backup codes, shown once) → disable with the
// password and a code. The user is read again after each change (its `twoFactor`).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TwoFactorCodeInput } from "@shared/auth";
import type { DisableTotpInput } from "@shared/two-factor";
import { answer, api } from "@/lib/api";
import { queryKeys } from "@/lib/query-keys";

export function useSetupTotp() {
  return useMutation({ mutationFn: () => answer(api.POST("/api/auth/2fa/totp/setup")) });
}

export function useEnableTotp() {
  return useMutation({ mutationFn: (body: TwoFactorCodeInput) => answer(api.POST("/api/auth/2fa/totp/enable", { body })) });
}

export function useDisableTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DisableTotpInput) => answer(api.POST("/api/auth/2fa/totp/disable", { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.user }),
  });
}
