// A link into a trip's page (a notice's, an e-mail's: `/reservations?trip=<id>`)
// selects that trip, so the page opens on it whichever trip was selected before.
import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { readSelectedTripId, writeSelectedTripId } from "@/lib/selected-trip";

export function TripFromLink() {
  const [params] = useSearchParams();
  const trip = params.get("trip");
  useEffect(() => {
    if (trip && trip !== readSelectedTripId()) writeSelectedTripId(trip);
  }, [trip]);
  return null;
}
