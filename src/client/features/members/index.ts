// What other features and the router may use from members.
// Pages are not exported: the router lazy-loads them by path, so a page never rides along in another feature's chunk.
export { membersQueryKey } from "./api/get-members";
export { useTripPeople, type TripPerson } from "./api/trip-people";
