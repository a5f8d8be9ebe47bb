// Role labels, badges and descriptions for the Family page (docs/product/trips-and-members.md), as
// message ids of the catalogue. What a role may do is src/shared/permissions.ts.
import type { Role } from "@shared/trips";
import type { MessageId } from "@shared/i18n/catalogue";

/** The invite dialog's options, worded as the product description gives them. */
export const ROLE_OPTION_LABEL: Record<Role, MessageId> = {
  admin: "members.roleOption.admin",
  editor: "members.roleOption.editor",
  viewer: "members.roleOption.viewer",
};

export { ROLE_LABEL } from "@shared/permissions";

export const ROLE_BADGE: Record<Role, "default" | "secondary" | "muted"> = {
  admin: "default",
  editor: "secondary",
  viewer: "muted",
};

export const ROLE_PERMISSIONS: Record<Role, MessageId[]> = {
  admin: ["members.perm.adminAll", "members.perm.adminInvite", "members.perm.adminEdit", "members.perm.adminDelete"],
  editor: ["members.perm.editorReservations", "members.perm.editorItinerary", "members.perm.editorUpload", "members.perm.editorNoManage"],
  viewer: ["members.perm.viewerView", "members.perm.viewerChat", "members.perm.viewerNotifications", "members.perm.viewerNoChange"],
};
