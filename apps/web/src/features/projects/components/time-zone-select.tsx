import type { ComponentProps } from 'react';
import { NativeSelect } from '@/components/ui/native-select';
import { browserTimeZone, otherTimeZones, US_TIME_ZONES } from '../lib/time-zones';

/** The sale's time zone: the US zones by name first, then every other one the browser knows. */
export function TimeZoneSelect(props: ComponentProps<typeof NativeSelect>) {
  // Named, not chosen: the sale's zone is where the house is, which need not be where the operator is now.
  const yours = browserTimeZone();
  const mark = (zone: string) => (zone === yours ? ' (your current zone)' : '');
  return (
    <NativeSelect {...props}>
      <option value="">Choose a time zone</option>
      <optgroup label="United States">
        {US_TIME_ZONES.map(({ zone, label }) => (
          <option key={zone} value={zone}>
            {label}
            {mark(zone)}
          </option>
        ))}
      </optgroup>
      <optgroup label="Other time zones">
        {otherTimeZones().map((zone) => (
          <option key={zone} value={zone}>
            {zone.replaceAll('_', ' ')}
            {mark(zone)}
          </option>
        ))}
      </optgroup>
    </NativeSelect>
  );
}
