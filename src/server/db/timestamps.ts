// Both drivers hand timestamptz columns back as PostgreSQL text
// ("2026-03-05 10:00:00.123456+00"); the API speaks ISO 8601 UTC.
const PG_TIMESTAMPTZ = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2}(?:\.\d+)?)([+-]\d{2})(?::?(\d{2}))?(?::?(\d{2}))?$/;

/** "2026-03-05 10:00:00+00" or with up to 6 fractional digits, in UTC. */
const UTC_TEXT = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?\+00$/;

/** "2026-03-05 10:00:00.123456+00" → "2026-03-05T10:00:00.123Z". */
export function isoTimestamp(value: string): string {
  // The common case (a UTC session, ADR 029): rewrite the text, no Date. Milliseconds
  // are cut, not rounded, as Date would (new Date keeps only 3 digits).
  if (UTC_TEXT.test(value)) {
    const fraction = value.length === 22 ? ".000" : `${value.slice(19, Math.min(23, value.length - 3))}000`.slice(0, 4);
    return `${value.slice(0, 10)}T${value.slice(11, 19)}${fraction}Z`;
  }
  const m = PG_TIMESTAMPTZ.exec(value);
  if (!m) {
    const d = new Date(value);
    if (Number.isNaN(d.getTime())) throw new Error(`Unrecognised timestamp: ${value}`);
    return d.toISOString();
  }
  // JavaScript offsets have no seconds; PostgreSQL only prints them for historic zones.
  return new Date(`${m[1]}T${m[2]}${m[3]}:${m[4] ?? "00"}`).toISOString();
}
