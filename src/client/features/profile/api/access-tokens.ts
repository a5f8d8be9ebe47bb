// Personal access tokens (docs/product/tokens-and-mcp.md): GET/POST /api/profile/tokens and
// DELETE /api/profile/tokens/{id}. The list never holds a secret; a new
// token's secret lives only in the answer to its POST.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AccessTokenInput } from "@shared/profile";
import { answer, api } from "@/lib/api";
import { queryKeys } from "@/lib/query-keys";

export const accessTokensQueryKey = queryKeys.accessTokens;

export function useAccessTokens() {
  return useQuery({ queryKey: accessTokensQueryKey, queryFn: () => answer(api.GET("/api/profile/tokens")) });
}

export function useCreateAccessToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AccessTokenInput) => answer(api.POST("/api/profile/tokens", { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accessTokensQueryKey }),
  });
}

export function useRevokeAccessToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => answer(api.DELETE("/api/profile/tokens/{id}", { params: { path: { id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accessTokensQueryKey }),
  });
}
