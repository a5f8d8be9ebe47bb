// Role labels, badges and descriptions for the Family page (spec §2, §6).
// What a role may do is src/shared/permissions.ts.
import type { Role } from "@shared/trips";

/** The invite dialog's options, worded as the spec gives them. */
export const ROLE_OPTION_LABEL: Record<Role, string> = {
  admin: "Admin - Full Access",
  editor: "Editor - Can Edit",
  viewer: "Viewer - Read Only",
};

export const ROLE_LABEL: Record<Role, string> = { admin: "Admin", editor: "Editor", viewer: "Viewer" };

export const ROLE_BADGE: Record<Role, "default" | "secondary" | "muted"> = {
  admin: "default",
  editor: "secondary",
  viewer: "muted",
};

export const ROLE_PERMISSIONS: Record<Role, string[]> = {
  admin: [
    "Full access to all trip features",
    "Invite and manage members",
    "Edit trip details and settings",
    "Delete the trip",
  ],
  editor: [
    "Add and edit reservations",
    "Modify itinerary items, events and budget",
    "Upload photos and documents",
    "Cannot manage members or trip settings",
  ],
  viewer: [
    "View all trip information",
    "Take part in chat and rate reservations",
    "Receive notifications",
    "Cannot change trip data",
  ],
};

