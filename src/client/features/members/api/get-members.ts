// GET /api/trips/:tripId/members: members (admins first) then pending invitations.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { MemberEntry } from "@shared/members";
import { apiRequest } from "@/lib/api";

export const membersQueryKey = (tripId: string) => ["/api/trips", tripId, "members"] as const;

export const getMembers = (tripId: string) =>
  apiRequest<MemberEntry[]>("GET", `/api/trips/${encodeURIComponent(tripId)}/members`);

export const membersQueryOptions = (tripId: string) =>
  queryOptions({ queryKey: membersQueryKey(tripId), queryFn: () => getMembers(tripId) });

export function useMembers(tripId: string) {
  return useQuery(membersQueryOptions(tripId));
}
