// GET /api/notifications: the person's own notices across trips, newest first,
// a page at a time, with the unread count. Live: the notice stream refreshes them.
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { answer, api } from "@/lib/api";
import { queryKeys } from "@/lib/query-keys";

export const notificationsQueryOptions = () =>
  infiniteQueryOptions({
    // Pages of a list, not one answer: the object keeps the server-rendered first screen from answering it as a GET's body.
    queryKey: [...queryKeys.notifications, { pages: true }],
    queryFn: ({ pageParam }) => answer(api.GET("/api/notifications", { params: { query: pageParam ? { before: pageParam } : {} } })),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
  });

export function useNotifications() {
  return useInfiniteQuery(notificationsQueryOptions());
}
