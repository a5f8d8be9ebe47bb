// POST /api/locations: the trip's row for a city and country (existing or new).
import type { Location, LocationInput } from "@shared/itinerary";
import { apiRequest } from "@/lib/api";

export const createLocation = (body: LocationInput) => apiRequest<Location>("POST", "/api/locations", body);
