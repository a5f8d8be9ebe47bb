// GET /api/trips/{tripId}/chat: the trip's shared chat, oldest first.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { answer, api } from "@/lib/api";
import { queryKeys } from "@/lib/query-keys";

export const chatQueryKey = (tripId: string) => queryKeys.ofTrip(tripId, "chat");

export const getChat = (tripId: string) => answer(api.GET("/api/trips/{tripId}/chat", { params: { path: { tripId } } }));

export const chatQueryOptions = (tripId: string) => queryOptions({ queryKey: chatQueryKey(tripId), queryFn: () => getChat(tripId) });

export function useChat(tripId: string | undefined) {
  return useQuery({ ...chatQueryOptions(tripId ?? ""), enabled: !!tripId });
}
