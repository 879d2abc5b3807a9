/** The shop's built-in business details, used wherever a setting is missing (spec README). */
export const BUSINESS_FALLBACKS = {
  businessName: 'Saffron & Sugar Bakery & Cafe',
  deliveryInfo: 'Free delivery over $30 · Auckland wide · Fresh daily',
  addressLine1: '123 Queen Street',
  addressLine2: '',
  suburb: 'Auckland Central',
  city: 'Auckland',
  postalCode: '1010',
  phone: '+64 9 123 4567',
  email: 'hello@saffron-sugar.example',
  minimumOrder: '25.00',
} as const;

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export interface DayHours {
  open: string;
  close: string;
  closed: boolean;
}
export type OpeningHoursMap = Record<Weekday, DayHours>;

const day = (open: string, close: string): DayHours => ({ open, close, closed: false });

/** The cafe hours of storefront section 9; seeded, and shown when no hours are stored. */
export const CAFE_OPENING_HOURS: OpeningHoursMap = {
  monday: day('07:00', '20:00'),
  tuesday: day('07:00', '20:00'),
  wednesday: day('07:00', '20:00'),
  thursday: day('07:00', '20:00'),
  friday: day('07:00', '20:00'),
  saturday: day('08:00', '21:00'),
  sunday: day('09:00', '19:00'),
};
