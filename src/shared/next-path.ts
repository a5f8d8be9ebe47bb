// Where to go after signing in: a path of this app only, so an invite link
// survives the detour through sign-in (the page's `?next=` and the single
// sign-on round trip alike), and never an address elsewhere (an open redirect).

const BASE = "http://roamwise.invalid";

/** `next` when it is a page path on this origin (normalised), else null. */
export function safePath(next: string | null | undefined): string | null {
  if (!next || !next.startsWith("/") || next.startsWith("//") || next.includes("\\")) return null;
  try {
    const url = new URL(next, BASE);
    // The API's own addresses are not pages to land on (GET /api/logout would sign out again).
    if (url.origin !== BASE || url.pathname.startsWith("/api/")) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** The invite link's token when `next` is an invite page (/invite/<token>). */
export function inviteTokenOf(next: string | null | undefined): string | undefined {
  const token = /^\/invite\/([^/?#]+)/.exec(next ?? "")?.[1];
  if (!token) return undefined;
  try {
    return decodeURIComponent(token);
  } catch {
    return undefined;
  }
}
