// What other features may use from the itinerary.
export { useItinerary, itineraryQueryKey } from "./api/get-itinerary";
export { useTripLocations } from "./api/get-locations";
export { useCreateItem } from "./api/create-item";
export { toStops, dayCount, totalDays, calendarEvents, type Stop } from "@shared/stops";
export { ItineraryCard } from "./components/itinerary-card";
export { NoTripCard } from "./components/no-trip";
export { useDays, usePlaceSearch, useAddPlace, useOrderDay } from "./api/days";
export { useIdeas } from "./api/ideas";
export { DayWorld } from "./components/day-world";
export { WeatherCard } from "./components/weather";
