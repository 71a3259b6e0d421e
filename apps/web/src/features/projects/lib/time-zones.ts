/** The zones most US sales are in, by the names people use; the rest of the world's follow in a list. */
export const US_TIME_ZONES = [
  { zone: 'America/New_York', label: 'Eastern (New York)' },
  { zone: 'America/Chicago', label: 'Central (Chicago)' },
  { zone: 'America/Denver', label: 'Mountain (Denver)' },
  { zone: 'America/Phoenix', label: 'Arizona (Phoenix, no daylight saving)' },
  { zone: 'America/Los_Angeles', label: 'Pacific (Los Angeles)' },
  { zone: 'America/Anchorage', label: 'Alaska (Anchorage)' },
  { zone: 'Pacific/Honolulu', label: 'Hawaii (Honolulu)' },
] as const;

/** Every zone this browser knows, without the US ones listed above. */
export function otherTimeZones(): string[] {
  const us = new Set<string>(US_TIME_ZONES.map((z) => z.zone));
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return all.filter((zone) => !us.has(zone));
}

/** Where the person is now: the likeliest zone of a sale they are setting up. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
