// The one query-key factory. A trip's reads sit below [TRIPS, tripId], so a
// live change (features/realtime/lib/invalidation.ts) or leaving a trip
// reaches them by prefix. The keys keep their GET's path segments: the
// server-rendered first screen answers the queries a page asked for by reading
// their keys as addresses (entry-server.tsx), and the boot data carries them.
import type { RealtimeResource } from "@shared/realtime";

const TRIPS = "/api/trips";

/** The parts of a trip that are read and cached, each below the trip's key. */
export type TripPart =
  | "activity"
  | "balances"
  | "budget"
  | "calendar-feed"
  | "chat"
  | "days"
  | "expenses"
  | "invite-links"
  | "itinerary"
  | "ideas"
  | "legs"
  | "lists"
  | "notes"
  | "locations"
  | "journal"
  | "members"
  | "messages"
  | "photos"
  | "polls"
  | "quotes"
  | "reservations"
  | "share"
  | "weather"
  | "webhooks";

export const queryKeys = {
  user: ["/api/auth/user"] as const,
  preferences: ["/api/profile/preferences"] as const,
  notificationSettings: ["/api/profile/notifications"] as const,
  /** Whether this browser is subscribed to push (asked of its service worker, not the API). */
  pushDevice: ["push-device"] as const,
  /** The person's own notices: one prefix, so the live stream refreshes every page of them. */
  notifications: ["/api/notifications"] as const,
  accessTokens: ["/api/profile/tokens"] as const,
  connectedApps: ["/api/profile/apps"] as const,
  /** The person's Inbox of forwarded mail; refreshed by the notice stream when something arrives. */
  inbox: ["/api/inbox"] as const,
  forwarding: ["/api/profile/forwarding"] as const,
  passkeys: ["/api/auth/passkeys"] as const,
  sessions: ["/api/auth/sessions"] as const,
  backups: ["/api/admin/backups"] as const,
  aiStatus: ["/api/ai/status"] as const,
  mapSettings: ["/api/map/settings"] as const,
  atlas: (year: number | null) => ["/api/profile/atlas", year] as const,
  authMethods: ["/api/auth/methods"] as const,
  /** The Admin screen's reads: one prefix, so a change refreshes them all. */
  admin: ["/api/admin"] as const,
  adminUsers: (q: string, page: number) => ["/api/admin", "users", q, page] as const,
  adminSettings: ["/api/admin", "settings"] as const,
  adminAudit: (action: string) => ["/api/admin", "audit", action] as const,
  adminAbout: ["/api/admin", "about"] as const,
  placeSearch: (tripId: string | undefined, query: string) => ["/api/places/search", tripId, query] as const,
  fxRate: (from: string, to: string, date: string) => ["fx", from, to, date] as const,
  /** A POST (the token stays out of URLs and logs): not a path the server-rendered page could read. */
  resetTokenCheck: (token: string) => ["reset-token-check", token] as const,
  trips: [TRIPS] as const,
  trip: (tripId: string) => [TRIPS, tripId] as const,
  /** A part of a trip, and below it what narrows it (a list's kind, a quote's kind, a reservation's files). */
  ofTrip: <const Rest extends readonly (string | number)[]>(tripId: string, part: TripPart, ...rest: Rest) => [TRIPS, tripId, part, ...rest] as const,
};

/** What each live change makes stale below the trip (the trip itself and its list are the realtime feature's own). */
export type PartsByResource = Record<RealtimeResource, readonly TripPart[]>;
