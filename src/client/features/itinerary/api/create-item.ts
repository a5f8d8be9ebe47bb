// POST /api/trips/:tripId/itinerary: a city stay or a calendar event; queued on the device when offline (lib/offline-writes.ts).
import type { ItineraryInput, ItineraryItem } from "@shared/itinerary";
import { queuedWrite, useQueuedWrite } from "@/lib/offline-writes";
import { itineraryQueryKey } from "./get-itinerary";
import { locationsQueryKey } from "./get-locations";
import { apiUrl } from "@/lib/api";

export function useCreateItem(tripId: string) {
  const send = useQueuedWrite<ItineraryItem>();
  return (body: ItineraryInput) =>
    send(
      queuedWrite({
        method: "POST",
        url: apiUrl("/api/trips/{tripId}/itinerary", { tripId }),
        body,
        label: body.title ?? "",
        kind: "itinerary",
        invalidate: [itineraryQueryKey(tripId), locationsQueryKey(tripId)],
      }),
    );
}
