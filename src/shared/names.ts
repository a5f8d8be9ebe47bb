// How a person is named on screen (docs/product/README.md): initials for avatars, the full
// name for lists. No zod here: the browser evaluates this on every page
// (ADR 015).

export type NameParts = { firstName?: string | null; lastName?: string | null; email?: string | null };

/** First letters of first and last name, else the email's first two letters, else "U". */
export function initials(user: NameParts | null | undefined): string {
  const first = user?.firstName?.trim();
  const last = user?.lastName?.trim();
  if (first && last) return (first[0]! + last[0]!).toUpperCase();
  const email = user?.email?.trim();
  if (email) return email.slice(0, 2).toUpperCase();
  return "U";
}

/** Full name, else the email, else "Unknown User". */
export function displayName(user: NameParts | null | undefined): string {
  const full = [user?.firstName?.trim(), user?.lastName?.trim()].filter(Boolean).join(" ");
  return full || user?.email?.trim() || "Unknown User";
}
