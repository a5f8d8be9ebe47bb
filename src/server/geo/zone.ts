// The IANA zone at a point, offline: the zone boundaries ship with the package
// and load on first use, not with the server (idle memory, ADR 040).
let lookup: ((lat: number, lng: number) => string) | undefined;

export async function zoneAt(lat: number, lng: number): Promise<string> {
  // Kept after the first load: a day plan asks for several zones per read.
  lookup ??= (await import("@photostructure/tz-lookup")).default;
  return lookup(lat, lng);
}
