import {
  HOLIDAY_HOURS_KEYS,
  HOLIDAY_NAMES,
  type HolidayHours,
  type HolidayHoursKey,
  type HolidayHoursMap,
} from '@/domain/calendar';
import { HoursRow, RowCheckbox } from './hours-row';

/** The name staff read for each key; the Mondayised day is not a holiday of its own. */
export const holidayKeyName = (key: HolidayHoursKey): string =>
  key === 'mondayised-day' ? 'Observed day (Mondayised)' : HOLIDAY_NAMES[key];

const NOTES: Partial<Record<HolidayHoursKey, string>> = {
  'easter-sunday': 'Not a public holiday; shops may not trade',
  'mondayised-day': 'The weekday a weekend holiday moves to',
};

/**
 * Holiday hours (issue 22): one row per holiday with its pickup hours, closed, and whether
 * deliveries run. The defaults are decision 0145's; a 400 names e.g. `holidayHours.anzac-day.open`.
 */
export function HolidayHoursEditor({
  value,
  onChange,
  errors,
}: {
  value: HolidayHoursMap;
  onChange(next: HolidayHoursMap): void;
  errors: Readonly<Record<string, string>>;
}) {
  const setHoliday = (key: HolidayHoursKey, patch: Partial<HolidayHours>) =>
    onChange({ ...value, [key]: { ...value[key], ...patch } });
  return (
    <div className="flex flex-col divide-y divide-border">
      {HOLIDAY_HOURS_KEYS.map((key) => {
        const hours = value[key];
        const name = holidayKeyName(key);
        return (
          <HoursRow
            key={key}
            name={name}
            note={NOTES[key]}
            open={hours.open}
            close={hours.close}
            off={hours.closed}
            openLabel={`Opening time on ${name}`}
            closeLabel={`Closing time on ${name}`}
            openError={errors[`holidayHours.${key}.open`]}
            closeError={errors[`holidayHours.${key}.close`] ?? errors[`holidayHours.${key}`]}
            onChange={(patch) => setHoliday(key, patch)}
          >
            <RowCheckbox
              label="Closed"
              spoken={`on ${name}`}
              checked={hours.closed}
              onChange={(closed) => setHoliday(key, { closed })}
            />
            <RowCheckbox
              label="Deliveries"
              spoken={`on ${name}`}
              checked={hours.deliveries && !hours.closed}
              onChange={(deliveries) => setHoliday(key, { deliveries })}
            />
          </HoursRow>
        );
      })}
    </div>
  );
}
