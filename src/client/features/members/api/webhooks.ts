// The trip's webhooks (admins, docs/product/notifications.md): list, add (the
// answer holds the secret, shown once), remove, and one webhook's last deliveries.
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { WebhookInput } from "@shared/webhooks";
import { answer, api } from "@/lib/api";
import { queryKeys } from "@/lib/query-keys";

export const webhooksQueryKey = (tripId: string) => queryKeys.ofTrip(tripId, "webhooks");

export function useWebhooks(tripId: string) {
  return useQuery(
    queryOptions({
      queryKey: webhooksQueryKey(tripId),
      queryFn: () => answer(api.GET("/api/trips/{tripId}/webhooks", { params: { path: { tripId } } })),
    }),
  );
}

export function useWebhookDeliveries(tripId: string, id: string) {
  return useQuery(
    queryOptions({
      queryKey: [...webhooksQueryKey(tripId), id, "deliveries"],
      queryFn: () => answer(api.GET("/api/webhooks/{id}/deliveries", { params: { path: { id } } })),
    }),
  );
}

export function useCreateWebhook(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WebhookInput) => answer(api.POST("/api/trips/{tripId}/webhooks", { params: { path: { tripId } }, body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksQueryKey(tripId) }),
  });
}

export function useDeleteWebhook(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => answer(api.DELETE("/api/webhooks/{id}", { params: { path: { id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksQueryKey(tripId) }),
  });
}
