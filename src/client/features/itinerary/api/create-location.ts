// POST /api/locations: the trip's row for a city and country (existing or new).
import type { LocationInput } from "@shared/itinerary";
import { answer, api } from "@/lib/api";

export const createLocation = (body: LocationInput) => answer(api.POST("/api/locations", { body }));
