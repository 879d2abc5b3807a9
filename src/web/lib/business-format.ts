import { type OpeningHoursMap, WEEKDAYS } from '@/domain/business';

const SHORT: Record<string, string> = {
  monday: 'Mon',
  tuesday: 'Tue',
  wednesday: 'Wed',
  thursday: 'Thu',
  friday: 'Fri',
  saturday: 'Sat',
  sunday: 'Sun',
};

/** "07:00" → "7am", "20:30" → "8:30pm". */
export function formatTime(hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  const suffix = h >= 12 ? 'pm' : 'am';
  const hour = h % 12 || 12;
  return m ? `${hour}:${String(m).padStart(2, '0')}${suffix}` : `${hour}${suffix}`;
}

/** Groups consecutive days with the same hours: ["Mon–Fri 7am–8pm", "Sat 8am–9pm", ...]. */
export function formatHoursSummary(hours: OpeningHoursMap): string[] {
  const lines: string[] = [];
  let start = 0;
  const label = (d: (typeof WEEKDAYS)[number]) => {
    const h = hours[d];
    return h.closed ? 'Closed' : `${formatTime(h.open)}–${formatTime(h.close)}`;
  };
  for (let i = 1; i <= WEEKDAYS.length; i += 1) {
    const prev = WEEKDAYS[i - 1]!;
    const current = WEEKDAYS[i];
    if (!current || label(current) !== label(prev)) {
      const first = SHORT[WEEKDAYS[start]!];
      const days = start === i - 1 ? first : `${first}–${SHORT[prev]}`;
      lines.push(`${days} ${label(prev)}`);
      start = i;
    }
  }
  return lines;
}

/** A phone number as a tel: link. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
