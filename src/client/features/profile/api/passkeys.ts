// Passkeys (docs/product/accounts-and-security.md): GET /api/auth/passkeys, adding one (options →
// the browser makes it → verify), and DELETE /api/auth/passkeys/{id}.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { answer, api } from "@/lib/api";
import { queryKeys } from "@/lib/query-keys";

const passkeysQueryKey = queryKeys.passkeys;

export function usePasskeys() {
  return useQuery({ queryKey: passkeysQueryKey, queryFn: () => answer(api.GET("/api/auth/passkeys")) });
}

function useRefresh() {
  const queryClient = useQueryClient();
  // The user's twoFactor.passkeys counts them too (a passkey is a second step).
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: passkeysQueryKey }), queryClient.invalidateQueries({ queryKey: queryKeys.user })]);
}

export function useAddPasskey() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (name: string) => {
      const options = await answer(api.POST("/api/auth/passkeys/register/options"));
      const { createPasskey } = await import("@/lib/webauthn");
      const response = await createPasskey(options);
      return answer(api.POST("/api/auth/passkeys/register/verify", { body: { name, response } }));
    },
    onSuccess: refresh,
  });
}

export function useRemovePasskey() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => answer(api.DELETE("/api/auth/passkeys/{id}", { params: { path: { id } } })),
    onSuccess: refresh,
  });
}
