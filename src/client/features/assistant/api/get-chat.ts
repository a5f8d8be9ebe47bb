// GET /api/trips/{tripId}/chat: the trip's shared chat, oldest first.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ChatMessage } from "@shared/chat";
import { apiRequest } from "@/lib/api";

export const chatQueryKey = (tripId: string) => ["/api/trips", tripId, "chat"] as const;

export const getChat = (tripId: string) => apiRequest<ChatMessage[]>("GET", `/api/trips/${encodeURIComponent(tripId)}/chat`);

export const chatQueryOptions = (tripId: string) => queryOptions({ queryKey: chatQueryKey(tripId), queryFn: () => getChat(tripId) });

export function useChat(tripId: string | undefined) {
  return useQuery({ ...chatQueryOptions(tripId ?? ""), enabled: !!tripId });
}
