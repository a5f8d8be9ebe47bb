// Both drivers hand timestamptz columns back as PostgreSQL text
// ("2026-03-05 10:00:00.123456+00"); the API speaks ISO 8601 UTC.
const PG_TIMESTAMPTZ = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2}(?:\.\d+)?)([+-]\d{2})(?::?(\d{2}))?(?::?(\d{2}))?$/;

/** "2026-03-05 10:00:00.123456+00" → "2026-03-05T10:00:00.123Z". */
export function isoTimestamp(value: string): string {
  const m = PG_TIMESTAMPTZ.exec(value);
  if (!m) {
    const d = new Date(value);
    if (Number.isNaN(d.getTime())) throw new Error(`Unrecognised timestamp: ${value}`);
    return d.toISOString();
  }
  // JavaScript offsets have no seconds; PostgreSQL only prints them for historic zones.
  return new Date(`${m[1]}T${m[2]}${m[3]}:${m[4] ?? "00"}`).toISOString();
}
