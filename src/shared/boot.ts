// What the server inlines into index.html: who is signed in (and their trip
// list), so the first render needs no round trip for either.
import type { Trip } from "./trips";
import type { User } from "./user";

/** id of the `<script type="application/json">` that carries the data. */
export const BOOT_ELEMENT_ID = "rw-boot";

/** What GET /api/auth/user and GET /api/trips would answer at that moment; `user: null` when nobody is signed in (a 401). */
export type BootData = { user: User; trips: Trip[] } | { user: null };
