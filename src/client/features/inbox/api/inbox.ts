// GET /api/inbox, POST /api/inbox/{id}/add, DELETE /api/inbox/{id}: the
// member's forwarded mails. Adding refreshes the Inbox and the trip's reservations.
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { InboxAdd } from "@shared/inbox";
import { answer, api, errorDescription } from "@/lib/api";
import { notifyError, notifySuccess } from "@/lib/notify";
import { queryKeys } from "@/lib/query-keys";
import { translate } from "@/lib/i18n";

export function useInbox() {
  return useQuery(queryOptions({ queryKey: queryKeys.inbox, queryFn: () => answer(api.GET("/api/inbox")) }));
}

export function useAddFromInbox() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: InboxAdd }) => answer(api.POST("/api/inbox/{id}/add", { params: { path: { id } }, body })),
    onSuccess: (created, { body: { tripId } }) => {
      notifySuccess(translate("inbox.addedToast", { count: created.length }));
      void queryClient.invalidateQueries({ queryKey: queryKeys.inbox });
      void queryClient.invalidateQueries({ queryKey: queryKeys.ofTrip(tripId, "reservations") });
    },
    onError: (error) => notifyError(error, translate("common.error"), errorDescription(error, translate("common.error"))),
  });
}

export function useDismissInboxItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => answer(api.DELETE("/api/inbox/{id}", { params: { path: { id } } })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.inbox }),
    onError: (error) => notifyError(error, translate("common.error"), errorDescription(error, translate("common.error"))),
  });
}
