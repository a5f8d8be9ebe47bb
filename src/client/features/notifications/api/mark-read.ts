// POST /api/notifications/read: some notices, or all; the list and count refresh after.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { MarkRead } from "@shared/notifications";
import { answer, api, errorDescription } from "@/lib/api";
import { notifyError } from "@/lib/notify";
import { queryKeys } from "@/lib/query-keys";
import { translate } from "@/lib/i18n";

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MarkRead) => answer(api.POST("/api/notifications/read", { body })),
    onError: (error) => notifyError(error, translate("common.error"), errorDescription(error, translate("notifications.markFailed"))),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications }),
  });
}
