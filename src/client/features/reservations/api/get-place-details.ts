// POST /api/ai/place-details: what the AI provider knows about a hotel or restaurant.
import { useMutation } from "@tanstack/react-query";
import { answer, api } from "@/lib/api";
import type { paths } from "@/lib/api-schema";

/** What the route takes: its body as the API documents it. */
export type PlaceDetailsRequest = NonNullable<paths["/api/ai/place-details"]["post"]["requestBody"]>["content"]["application/json"];

export const getPlaceDetails = (body: PlaceDetailsRequest) =>
  answer(api.POST("/api/ai/place-details", { body }));

export function usePlaceDetails() {
  return useMutation({ mutationFn: getPlaceDetails });
}
