// Great-circle distance, the one both sides use: the server's flight
// estimates and the map's legs must agree on how far apart two places are.

/** The IUGG mean Earth radius (km): the sphere that best fits the ellipsoid. */
export const EARTH_RADIUS_KM = 6371.0088;

export interface LatLng {
  lat: number;
  lng: number;
}

/** Haversine great-circle distance in kilometres on the mean Earth sphere. */
export function greatCircleKm(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  // min(1, …): rounding can push h a hair above 1 for antipodal points, and asin would return NaN.
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}
