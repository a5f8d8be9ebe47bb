// What the server inlines into index.html: who is signed in (and their trip
// list), so the first render needs no round trip for either, and the two
// values the server rendered the first screen with (ADR 014), so the
// browser's first render matches the HTML it hydrates.
import type { Language } from "./i18n/languages";
import type { Trip } from "./trips";
import type { User } from "./user";

/** id of the `<script type="application/json">` that carries the data. */
export const BOOT_ELEMENT_ID = "rw-boot";

/** Cookie mirroring the `selectedTripId` of localStorage, so the server renders the same trip (docs/product/accounts-and-security.md keeps localStorage the source). */
export const SELECTED_TRIP_COOKIE = "rw_trip";
/** Cookie holding the browser's IANA time zone, so "today" on the server is the visitor's today. */
export const TIME_ZONE_COOKIE = "rw_tz";

/**
 * What GET /api/auth/user and GET /api/trips would answer at that moment
 * (`user: null` when nobody is signed in, a 401), plus, signed in, the
 * visitor's calendar date and the remembered trip the page was rendered with.
 */
export type BootData = (
  | {
      user: User;
      trips: Trip[];
      today: string;
      /** The visitor's IANA time zone (from their cookie; UTC without one), for times of day. */
      timeZone: string;
      selectedTripId: string | null;
      /** Further GET answers the server rendered the page with, by query key (the dashboard's cards). */
      queries?: BootQuery[];
    }
  | { user: null }
) & {
  /** The language the page was rendered in (docs/product/languages.md): the member's choice, else the browser's. */
  language: Language;
};

/** A query key (its segments joined by "/" are the GET URL, docs/product/README.md) and the API's answer to it. */
export type BootQuery = [key: string[], data: unknown];
