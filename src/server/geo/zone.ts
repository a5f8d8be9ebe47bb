// The IANA zone at a point, offline: the zone boundaries ship with the package
// and load on first use, not with the server (idle memory, ADR 040).
export async function zoneAt(lat: number, lng: number): Promise<string> {
  const { default: lookup } = await import("@photostructure/tz-lookup");
  return lookup(lat, lng);
}
