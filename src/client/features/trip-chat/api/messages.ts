// The trip chat's calls (docs/product/trip-chat.md). GET …/messages pages the conversation
// (newest page first, each page oldest first); live changes make the trip's "messages" part
// stale (features/realtime). Posting queues on the device when offline (lib/offline-writes.ts);
// edits, deletions and reactions need the connection (their 15-minute window would pass unseen).
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import type { ChatMessage, MessageInput } from "@shared/trip-chat";
import { answer, api, apiUrl } from "@/lib/api";
import { queryKeys } from "@/lib/query-keys";
import { queuedWrite, useQueuedWrite } from "@/lib/offline-writes";

export const messagesKey = (tripId: string) => queryKeys.ofTrip(tripId, "messages");

export const messagesQueryOptions = (tripId: string) =>
  infiniteQueryOptions({
    // Pages of a list, not one answer: the object keeps the server-rendered first screen from answering it as a GET's body.
    queryKey: [...messagesKey(tripId), { pages: true }],
    queryFn: ({ pageParam }) => answer(api.GET("/api/trips/{tripId}/messages", { params: { path: { tripId }, query: pageParam ? { before: pageParam } : {} } })),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
  });

export function useMessages(tripId: string) {
  return useInfiniteQuery(messagesQueryOptions(tripId));
}

export function usePostMessage(tripId: string) {
  const send = useQueuedWrite<ChatMessage>();
  return (body: MessageInput) =>
    send(
      queuedWrite({
        method: "POST",
        url: apiUrl("/api/trips/{tripId}/messages", { tripId }),
        body,
        label: body.text.slice(0, 80),
        kind: "message",
        invalidate: [messagesKey(tripId)],
      }),
    );
}

/** Edits, deletions and reactions: each answers with the message or nothing; the conversation is read again. */
function useMessageWrite<A>(tripId: string, call: (args: A) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSettled: () => queryClient.invalidateQueries({ queryKey: messagesKey(tripId) }) });
}

export const useEditMessage = (tripId: string) =>
  useMessageWrite(tripId, ({ id, text }: { id: string; text: string }) => answer(api.PATCH("/api/messages/{id}", { params: { path: { id } }, body: { text } })));

export const useDeleteMessage = (tripId: string) =>
  useMessageWrite(tripId, (id: string) => answer(api.DELETE("/api/messages/{id}", { params: { path: { id } } })));

export const useReaction = (tripId: string) =>
  useMessageWrite(tripId, ({ id, emoji, on }: { id: string; emoji: string; on: boolean }) => {
    const params = { params: { path: { id, emoji } } };
    return answer(on ? api.PUT("/api/messages/{id}/reactions/{emoji}", params) : api.DELETE("/api/messages/{id}/reactions/{emoji}", params));
  });

/** Moves the caller's read marker; the unread count comes back with the next read of the conversation. */
export const useMarkRead = (tripId: string) =>
  useMessageWrite(tripId, (lastId: string) => answer(api.POST("/api/trips/{tripId}/messages/read", { params: { path: { tripId } }, body: { lastId } })));
