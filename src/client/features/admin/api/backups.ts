// The instance's backups (docs/product/backups.md): GET/POST /api/admin/backups,
// DELETE /api/admin/backups/{id}; the file downloads from /api/admin/backups/{id}/download.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { answer, api } from "@/lib/api";
import { queryKeys } from "@/lib/query-keys";

export const backupDownloadUrl = (id: string) => `/api/admin/backups/${encodeURIComponent(id)}/download`;

/** The list, asked again every 2 s while a backup runs, so it turns to done (or failed) by itself. */
export function useBackups() {
  return useQuery({
    queryKey: queryKeys.backups,
    queryFn: () => answer(api.GET("/api/admin/backups")),
    refetchInterval: (query) => (query.state.data?.some((b) => b.status === "running") ? 2_000 : false),
  });
}

export function useStartBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => answer(api.POST("/api/admin/backups")),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.backups }),
  });
}

export function useDeleteBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => answer(api.DELETE("/api/admin/backups/{id}", { params: { path: { id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.backups }),
  });
}
