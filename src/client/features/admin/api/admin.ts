// The Admin screen's calls (docs/product/admin.md): users, settings, the audit log, about.
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminUserPatch, InstanceSettings } from "@shared/admin";
import { answer, api } from "@/lib/api";
import { queryKeys } from "@/lib/query-keys";

export function useAdminUsers(q: string, page: number) {
  return useQuery({
    queryKey: queryKeys.adminUsers(q, page),
    queryFn: () => answer(api.GET("/api/admin/users", { params: { query: { q: q || undefined, page, pageSize: 50 } } })),
    placeholderData: keepPreviousData,
  });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, patch }: { userId: string; patch: AdminUserPatch }) =>
      answer(api.PATCH("/api/admin/users/{userId}", { params: { path: { userId } }, body: patch })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin }),
  });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => answer(api.DELETE("/api/admin/users/{userId}", { params: { path: { userId } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin }),
  });
}

export function useInstanceSettings() {
  return useQuery({ queryKey: queryKeys.adminSettings, queryFn: () => answer(api.GET("/api/admin/settings")) });
}

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InstanceSettings) => answer(api.PUT("/api/admin/settings", { body })),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.admin });
      await queryClient.invalidateQueries({ queryKey: queryKeys.authMethods });
    },
  });
}

export function useAuditLog(action: string) {
  return useInfiniteQuery({
    queryKey: queryKeys.adminAudit(action),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) => answer(api.GET("/api/admin/audit", { params: { query: { action: action || undefined, before: pageParam } } })),
    getNextPageParam: (last) => last.next ?? undefined,
  });
}

export function useInstanceInfo() {
  return useQuery({ queryKey: queryKeys.adminAbout, queryFn: () => answer(api.GET("/api/admin/about")) });
}
