// Polls (docs/product/polls.md): the trip's polls, opening one, voting, closing and deleting.
// Every write queues on the device when offline (lib/offline-writes.ts), as the other writes do;
// the live stream refreshes the list for everyone else (resource `polls`).
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { Poll, PollFormOutput } from "@shared/polls";
import { answer, api, apiUrl } from "@/lib/api";
import { queryKeys } from "@/lib/query-keys";
import { queuedWrite, useQueuedWrite } from "@/lib/offline-writes";

export const pollsQueryKey = (tripId: string) => queryKeys.ofTrip(tripId, "polls");

export function usePolls(tripId: string) {
  return useQuery({
    queryKey: pollsQueryKey(tripId),
    queryFn: () => answer(api.GET("/api/trips/{tripId}/polls", { params: { path: { tripId } } })),
  });
}

export function useOpenPoll(tripId: string) {
  const send = useQueuedWrite<Poll>();
  return (body: PollFormOutput) =>
    send(queuedWrite({ method: "POST", url: apiUrl("/api/trips/{tripId}/polls", { tripId }), body, label: body.question, kind: "poll", invalidate: [pollsQueryKey(tripId)] }));
}

/** Replaces the caller's vote; the bars move at once, and the server's answer settles them. */
export function useVote(tripId: string, userId: string) {
  const send = useQueuedWrite<Poll>();
  const queryClient = useQueryClient();
  return (poll: Poll, optionIds: string[]) => {
    queryClient.setQueryData<Poll[]>(pollsQueryKey(tripId), (list) => list?.map((p) => (p.id === poll.id ? withVote(p, userId, optionIds) : p)));
    return send(
      queuedWrite({ method: "PUT", url: apiUrl("/api/polls/{id}/vote", { id: poll.id }), body: { optionIds }, label: poll.question, kind: "poll", invalidate: [pollsQueryKey(tripId)] }),
    );
  };
}

/** The poll as it reads once `userId` chose `optionIds` (and nothing else). */
export function withVote(poll: Poll, userId: string, optionIds: readonly string[]): Poll {
  return {
    ...poll,
    options: poll.options.map((o) => {
      const voters = [...o.voters.filter((id) => id !== userId), ...(optionIds.includes(o.id) ? [userId] : [])];
      return { ...o, voters, votes: voters.length };
    }),
  };
}

export function useClosePoll(tripId: string) {
  const send = useQueuedWrite<Poll>();
  return (poll: Poll) =>
    send(queuedWrite({ method: "POST", url: apiUrl("/api/polls/{id}/close", { id: poll.id }), label: poll.question, kind: "poll", invalidate: [pollsQueryKey(tripId)] }));
}

export function useDeletePoll(tripId: string) {
  const send = useQueuedWrite<void>();
  return (poll: Poll) =>
    send(queuedWrite({ method: "DELETE", url: apiUrl("/api/polls/{id}", { id: poll.id }), label: poll.question, kind: "poll", invalidate: [pollsQueryKey(tripId)] }));
}
