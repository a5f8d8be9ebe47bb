// POST /api/ai/place-details: what the AI provider knows about a hotel or restaurant.
import { useMutation } from "@tanstack/react-query";
import type { PlaceDetails } from "@shared/reservations";
import { apiRequest } from "@/lib/api";

export interface PlaceDetailsRequest {
  name: string;
  city: string;
  country?: string | null;
  type: string;
}

export const getPlaceDetails = (body: PlaceDetailsRequest) =>
  apiRequest<PlaceDetails>("POST", "/api/ai/place-details", body);

export function usePlaceDetails() {
  return useMutation({ mutationFn: getPlaceDetails });
}
