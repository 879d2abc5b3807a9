import type { StoreBusinessSettings } from '@/contracts/settings';
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

export interface BusinessDetails {
  name: string;
  phone: string;
  phoneHref: string;
  email: string;
  emailHref: string;
  /** Street, second line, suburb and "city postcode", each a line, empty parts left out. */
  addressLines: string[];
  /** The address on one line, comma separated. */
  address: string;
  /** A Google Maps search for the address (opens in the visitor's maps service). */
  mapsUrl: string;
  openingHours: OpeningHoursMap;
  /** "Mon–Fri 7am–8pm", … */
  hoursSummary: string[];
  deliveryInfo: string;
}

/** The business settings as pages show them; every field is already filled by the server. */
export function toBusinessDetails(settings: StoreBusinessSettings): BusinessDetails {
  const addressLines = [
    settings.addressLine1,
    settings.addressLine2,
    settings.suburb,
    [settings.city, settings.postalCode].filter(Boolean).join(' '),
  ].filter((line) => line.trim() !== '');
  const address = addressLines.join(', ');
  return {
    name: settings.businessName,
    phone: settings.phone,
    phoneHref: telHref(settings.phone),
    email: settings.email,
    emailHref: `mailto:${settings.email}`,
    addressLines,
    address,
    mapsUrl: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`,
    openingHours: settings.openingHours,
    hoursSummary: formatHoursSummary(settings.openingHours),
    deliveryInfo: settings.deliveryInfo,
  };
}
