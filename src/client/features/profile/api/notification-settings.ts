// GET/PUT /api/profile/notifications: each kind's e-mail and push. A change
// shows at once; a failure puts it back.
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { NotificationSettings, NotificationSettingsInput } from "@shared/notifications";
import { answer, api, errorDescription } from "@/lib/api";
import { notifyError } from "@/lib/notify";
import { queryKeys } from "@/lib/query-keys";
import { translate } from "@/lib/i18n";

const key = queryKeys.notificationSettings;

export function useNotificationSettings() {
  return useQuery(queryOptions({ queryKey: key, queryFn: () => answer(api.GET("/api/profile/notifications")) }));
}

export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationSettingsInput) => answer(api.PUT("/api/profile/notifications", { body })),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<NotificationSettings>(key);
      if (previous) queryClient.setQueryData(key, { ...previous, ...change });
      return { previous };
    },
    onError: (error, _change, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      notifyError(error, translate("common.error"), errorDescription(error, translate("profile.notifications.saveFailed")));
    },
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
  });
}
