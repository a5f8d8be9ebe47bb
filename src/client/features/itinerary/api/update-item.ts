// PUT /api/itinerary/:id: the sent fields replace the stored ones. Sent with If-Match (the
// version the device had) and queued when offline (lib/offline-writes.ts).
import type { ItineraryItem, ItineraryPatch } from "@shared/itinerary";
import { queuedWrite, useQueuedWrite } from "@/lib/offline-writes";
import { itineraryQueryKey } from "./get-itinerary";
import { locationsQueryKey } from "./get-locations";
import { apiUrl } from "@/lib/api";

export function useUpdateItem(tripId: string) {
  const send = useQueuedWrite<ItineraryItem>();
  return (item: Pick<ItineraryItem, "id" | "title" | "updatedAt">, body: ItineraryPatch) =>
    send(
      queuedWrite({
        method: "PUT",
        url: apiUrl("/api/itinerary/{id}", { id: item.id }),
        body,
        ifMatch: item.updatedAt,
        label: body.title ?? item.title ?? "",
        kind: "itinerary",
        invalidate: [itineraryQueryKey(tripId), locationsQueryKey(tripId)],
      }),
    );
}
