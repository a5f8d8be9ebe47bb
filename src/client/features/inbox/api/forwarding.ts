// GET/PUT /api/profile/forwarding, its reset and sender addresses, and the
// mailed link's confirm (docs/product/forwarding.md).
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Forwarding } from "@shared/inbox";
import { answer, api, errorDescription } from "@/lib/api";
import { notifyError, notifySuccess } from "@/lib/notify";
import { queryKeys } from "@/lib/query-keys";
import { translate } from "@/lib/i18n";

const key = queryKeys.forwarding;
const failed = (error: unknown) => notifyError(error, translate("common.error"), errorDescription(error, translate("common.error")));

export function useForwarding() {
  return useQuery(queryOptions({ queryKey: key, queryFn: () => answer(api.GET("/api/profile/forwarding")) }));
}

function useForwardingChange<T>(call: (input: T) => Promise<Forwarding>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: (saved) => queryClient.setQueryData(key, saved), onError: failed });
}

export const useSaveForwarding = () => useForwardingChange((body: { autoAdd: boolean }) => answer(api.PUT("/api/profile/forwarding", { body })));

export const useResetForwarding = () => useForwardingChange(() => answer(api.POST("/api/profile/forwarding/reset")));

/** Its errors are the form's to show (the field they name). */
export function useAddSender() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => answer(api.POST("/api/profile/forwarding/senders", { body: { email } })),
    onSuccess: (saved, email) => {
      queryClient.setQueryData(key, saved);
      notifySuccess(translate("profile.forwarding.linkSent", { email }));
    },
  });
}

export function useConfirmSender() {
  return useMutation({
    mutationFn: (token: string) => answer(api.POST("/api/profile/forwarding/senders/confirm", { body: { token } })),
    meta: { ignoreUnauthorized: true },
  });
}
