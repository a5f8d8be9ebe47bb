// What other features and the router may use from members.
export { FamilyPage } from "./pages/family-page";
export { membersQueryKey } from "./api/get-members";
