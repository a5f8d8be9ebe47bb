// Where to go after signing in or registering: a `?next=` path of this app,
// so an invite link survives the detour through /login or /register. Only a
// same-origin path is taken, never an address elsewhere (an open redirect).
import { safePath } from "@shared/next-path";

/** The `next` of a query string when it is a path on this origin, else null. */
export function safeNextPath(search: string): string | null {
  return safePath(new URLSearchParams(search).get("next"));
}

/** `path` with `next` carried along (when there is one). */
export function withNext(path: string, next: string | null): string {
  return next ? `${path}?next=${encodeURIComponent(next)}` : path;
}

/** A session that ended mid-use: to sign-in, then back to the page the member was on. */
export function signInAgainPath(location: Pick<Location, "pathname" | "search">): string {
  const here = `${location.pathname}${location.search}`;
  return withNext("/login", location.pathname === "/" || location.pathname === "/login" ? null : here);
}

/** Signed out, an invite link goes to sign-in and comes back; other addresses just go to sign-in. */
export function signInPathFor(pathname: string): string {
  return withNext("/login", /^\/invite\/[^/]+$/.test(pathname) ? pathname : null);
}
