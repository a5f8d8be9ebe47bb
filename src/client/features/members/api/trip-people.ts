// Everyone a trip's money, bookings and lists may name: its members (from the
// trip) and its guests (rows of the member list with status "guest", ADR 058).
import { useMemo } from "react";
import type { Member, Trip } from "@shared/trips";
import { useMembers } from "./get-members";

/** A person as the pickers and names need one; a guest has no role or e-mail. */
export type TripPerson = Pick<Member, "user"> & { guest: boolean };

/** The trip's members, then its guests once the member list has loaded. */
export function useTripPeople(trip: Pick<Trip, "id" | "members">): TripPerson[] {
  const list = useMembers(trip.id);
  return useMemo(() => {
    const guests = (list.data ?? []).filter((m) => m.status === "guest");
    return [
      ...trip.members.map((m) => ({ user: m.user, guest: false })),
      ...guests.map((g) => ({ user: { id: g.user.id!, firstName: g.user.firstName ?? "", lastName: g.user.lastName ?? "", email: "" }, guest: true })),
    ];
  }, [trip.members, list.data]);
}
