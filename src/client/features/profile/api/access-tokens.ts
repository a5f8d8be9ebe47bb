// Personal access tokens (docs/product/tokens-and-mcp.md): GET/POST /api/profile/tokens and
// DELETE /api/profile/tokens/{id}. The list never holds a secret; a new
// token's secret lives only in the answer to its POST.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AccessToken, AccessTokenInput, CreatedAccessToken } from "@shared/profile";
import { apiRequest } from "@/lib/api";

export const accessTokensQueryKey = ["/api/profile/tokens"] as const;

export function useAccessTokens() {
  return useQuery({ queryKey: accessTokensQueryKey, queryFn: () => apiRequest<AccessToken[]>("GET", "/api/profile/tokens") });
}

export function useCreateAccessToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AccessTokenInput) => apiRequest<CreatedAccessToken>("POST", "/api/profile/tokens", body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accessTokensQueryKey }),
  });
}

export function useRevokeAccessToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<void>("DELETE", `/api/profile/tokens/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accessTokensQueryKey }),
  });
}
