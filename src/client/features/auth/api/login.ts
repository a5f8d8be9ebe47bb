// POST /api/auth/login (with two-step sign-in on, the code comes next: verify-code.ts), and the
// passkey sign-in (POST /api/auth/passkeys/login/options, the browser signs, …/login/verify).
// A 401 from these means wrong credentials, not an expired session.
import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { LoginInput } from "@shared/auth";
import type { TwoFactorRequired } from "@shared/two-factor";
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

/** The password was right and the account asks for a code next: no session yet. */
export const needsCode = (answer: User | TwoFactorRequired): answer is TwoFactorRequired => "twoFactorRequired" in answer;

/** Once a session is open: the member's own data, language and theme from the first signed-in screen on. */
export async function signedIn(queryClient: QueryClient, user: User): Promise<void> {
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
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    meta: { ignoreUnauthorized: true },
    onSuccess: async (answer) => {
      if (!needsCode(answer)) await signedIn(queryClient, answer);
    },
  });
}

export function usePasskeyLogin() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: loginWithPasskey, meta: { ignoreUnauthorized: true }, onSuccess: (user) => signedIn(queryClient, user) });
}
