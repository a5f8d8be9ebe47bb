// GET /api/trips/:id/members: members (admins first) then pending invitations.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { answer, api } from "@/lib/api";
import { queryKeys } from "@/lib/query-keys";

export const membersQueryKey = (tripId: string) => queryKeys.ofTrip(tripId, "members");

export const getMembers = (tripId: string) =>
  answer(api.GET("/api/trips/{id}/members", { params: { path: { id: tripId } } }));

export const membersQueryOptions = (tripId: string) =>
  queryOptions({ queryKey: membersQueryKey(tripId), queryFn: () => getMembers(tripId) });

export function useMembers(tripId: string) {
  return useQuery(membersQueryOptions(tripId));
}
