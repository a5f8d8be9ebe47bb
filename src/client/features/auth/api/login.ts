// POST /api/auth/login, and the passkey sign-in (POST /api/auth/passkeys/login/options, the browser
// signs, …/login/verify). A 401 here means wrong credentials, not an expired session.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { LoginInput } from "@shared/auth";
import type { User } from "@shared/user";
import { answer, api } from "@/lib/api";
import { userQueryKey } from "./get-user";
import { preferencesQueryOptions } from "@/features/profile";
import { changeLanguage } from "@/lib/i18n";
import { applyTheme } from "@/lib/theme";
import { DEFAULT_THEME } from "@shared/theme";

export const login = (body: LoginInput) => answer(api.POST("/api/auth/login", { body }));

/** With an address, that account's passkeys are offered; without, any the device holds (discoverable). */
export async function loginWithPasskey(email: string | undefined): Promise<User> {
  const options = await answer(api.POST("/api/auth/passkeys/login/options", { body: email ? { email } : {} }));
  const { signWithPasskey } = await import("@/lib/webauthn");
  const response = await signWithPasskey(options);
  return answer(api.POST("/api/auth/passkeys/login/verify", { body: { response } }));
}

/** What every way of signing in does once the server said yes. */
function useSignedIn() {
  const queryClient = useQueryClient();
  return async (user: User) => {
    // Data cached for a previous session must not leak into this one.
    queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== userQueryKey[0] });
    queryClient.setQueryData(userQueryKey, user);
    // The member's own language from the first signed-in screen (and the success toast) on, not after a
    // reload: the sign-in page spoke the browser's. Awaited, so mutateAsync resolves once it shows.
    // Their theme too: the sign-in page followed the device.
    const { language, theme } = await queryClient
      .fetchQuery(preferencesQueryOptions())
      .catch(() => ({ language: null, theme: DEFAULT_THEME }));
    applyTheme(theme);
    if (language) await changeLanguage(language).catch(() => undefined);
    await queryClient.invalidateQueries({ queryKey: userQueryKey });
  };
}

export function useLogin() {
  return useMutation({ mutationFn: login, meta: { ignoreUnauthorized: true }, onSuccess: useSignedIn() });
}

export function usePasskeyLogin() {
  return useMutation({ mutationFn: loginWithPasskey, meta: { ignoreUnauthorized: true }, onSuccess: useSignedIn() });
}
