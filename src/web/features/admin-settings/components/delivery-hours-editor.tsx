import type { DayHours, OpeningHoursMap, Weekday } from '@/domain/business';
import { WEEKDAYS } from '@/domain/business';
import { WEEKDAY_LABELS } from '@/web/lib/weekday-labels';
import { HoursRow, RowCheckbox } from './hours-row';

/**
 * Delivery hours per weekday (issue 22): the delivery slots offered are those wholly inside them.
 * Sunday is shown without times: the shop delivers Monday to Saturday (storefront section 9).
 */
export function DeliveryHoursEditor({
  value,
  onChange,
  errors,
}: {
  value: OpeningHoursMap;
  onChange(next: OpeningHoursMap): void;
  errors: Readonly<Record<string, string>>;
}) {
  const setDay = (day: Weekday, patch: Partial<DayHours>) => onChange({ ...value, [day]: { ...value[day], ...patch } });
  return (
    <div className="flex flex-col divide-y divide-border">
      {WEEKDAYS.filter((day) => day !== 'sunday').map((day) => {
        const hours = value[day];
        const label = WEEKDAY_LABELS[day];
        return (
          <HoursRow
            key={day}
            name={label}
            open={hours.open}
            close={hours.close}
            off={hours.closed}
            openLabel={`${label} deliveries from`}
            closeLabel={`${label} deliveries to`}
            openError={errors[`deliveryHours.${day}.open`]}
            closeError={errors[`deliveryHours.${day}.close`]}
            onChange={(patch) => setDay(day, patch)}
          >
            <RowCheckbox
              label="No deliveries"
              spoken={`on ${label}`}
              checked={hours.closed}
              onChange={(closed) => setDay(day, { closed })}
            />
          </HoursRow>
        );
      })}
      <p className="py-3 text-small text-muted-foreground">
        <span className="font-semibold text-cocoa-900">Sunday</span>: no deliveries (we deliver Monday to Saturday).
      </p>
    </div>
  );
}
