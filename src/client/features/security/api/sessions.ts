// Where you're signed in (docs/security.md): GET /api/auth/sessions, ending
// one (DELETE /api/auth/sessions/{id}) or all others (POST …/revoke-others).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { answer, api } from "@/lib/api";
import { queryKeys } from "@/lib/query-keys";

export function useSessions() {
  return useQuery({ queryKey: queryKeys.sessions, queryFn: () => answer(api.GET("/api/auth/sessions")) });
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => answer(api.DELETE("/api/auth/sessions/{id}", { params: { path: { id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.sessions }),
  });
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => answer(api.POST("/api/auth/sessions/revoke-others")),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.sessions }),
  });
}
