// PUT /api/profile/preferences. The switch moves at once; a failure puts it back.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Preferences } from "@shared/profile";
import { answer, api, errorDescription } from "@/lib/api";
import { notifyError } from "@/lib/notify";
import { preferencesQueryKey } from "./get-preferences";
import { translate } from "@/lib/i18n";

export const savePreferences = (body: Preferences) =>
  answer(api.PUT("/api/profile/preferences", { body }));

export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePreferences,
    onMutate: async (next) => {
      await queryClient.cancelQueries({ queryKey: preferencesQueryKey });
      const previous = queryClient.getQueryData<Preferences>(preferencesQueryKey);
      queryClient.setQueryData(preferencesQueryKey, next);
      return { previous };
    },
    onError: (error, _next, context) => {
      if (context?.previous) queryClient.setQueryData(preferencesQueryKey, context.previous);
      notifyError(error, translate("common.error"), errorDescription(error, translate("profile.notifications.saveFailed")));
    },
    onSuccess: (saved) => queryClient.setQueryData(preferencesQueryKey, saved),
  });
}
