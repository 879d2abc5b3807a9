/**
 * The checkout form's model: the delivery (or pickup) details as typed, which of them the submit
 * check requires (storefront section 5), and how server answers map back onto the fields.
 */
import type { StoreDeliveryAddress } from '@/contracts/checkout';
import { addDays, aucklandNow, DEFAULT_SLOT, DELIVERY_SLOTS, scheduleProblem } from '@/domain/delivery';

export type Fulfilment = 'delivery' | 'pickup';

export interface DeliveryDetails {
  fulfilment: Fulfilment;
  fullName: string;
  email: string;
  phone: string;
  /** Street address. */
  address: string;
  /** The chosen region's name (the spec sets the city to the region). */
  city: string;
  suburb: string;
  postalCode: string;
  specialInstructions: string;
  /** yyyy-MM-dd */
  deliveryDate: string;
  /** One of DELIVERY_SLOTS. */
  deliveryTime: string;
}

export type DeliveryField = Exclude<keyof DeliveryDetails, 'fulfilment'>;
export type DeliveryErrors = Partial<Record<DeliveryField, string>>;

export const FIELD_LABELS: Record<DeliveryField, string> = {
  fullName: 'Full name',
  email: 'Email',
  phone: 'Phone',
  address: 'Street address',
  city: 'Region',
  suburb: 'Suburb',
  postalCode: 'Postal code',
  specialInstructions: 'Special instructions',
  deliveryDate: 'Date',
  deliveryTime: 'Time slot',
};

const DELIVERY_REQUIRED: readonly DeliveryField[] = [
  'fullName',
  'phone',
  'address',
  'city',
  'postalCode',
  'deliveryDate',
  'deliveryTime',
];
const PICKUP_REQUIRED: readonly DeliveryField[] = ['fullName', 'phone', 'deliveryDate', 'deliveryTime'];

/** The fields the submit check insists on (e-mail, suburb and region are labelled required but not enforced here). */
export const requiredFields = (fulfilment: Fulfilment) =>
  fulfilment === 'pickup' ? PICKUP_REQUIRED : DELIVERY_REQUIRED;

/** Required fields that are still blank, in form order. */
export function missingFields(details: DeliveryDetails): DeliveryField[] {
  return requiredFields(details.fulfilment).filter((field) => details[field].trim() === '');
}

const MISSING_TEXT: Partial<Record<DeliveryField, string>> = {
  city: 'Please choose a region',
  deliveryDate: 'Please choose a date',
  deliveryTime: 'Please choose a time slot',
};

export const missingMessage = (field: DeliveryField) => MISSING_TEXT[field] ?? `${FIELD_LABELS[field]} is required`;

/** The details as the server takes them: trimmed, and without address fields for a pickup. */
export function toDeliveryAddress(details: DeliveryDetails): StoreDeliveryAddress {
  const pickup = details.fulfilment === 'pickup';
  return {
    fulfilment: details.fulfilment,
    fullName: details.fullName.trim(),
    email: details.email.trim(),
    phone: details.phone.trim(),
    address: pickup ? '' : details.address.trim(),
    city: pickup ? '' : details.city.trim(),
    suburb: pickup ? '' : details.suburb.trim(),
    postalCode: pickup ? '' : details.postalCode.trim(),
    specialInstructions: details.specialInstructions.trim(),
    deliveryDate: details.deliveryDate,
    deliveryTime: details.deliveryTime,
  };
}

const FIELDS = Object.keys(FIELD_LABELS) as DeliveryField[];

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The field a server message is about, with the message in words for under that field:
 * 'body.deliveryAddress.postalCode: postalCode must be 4 digits' → postalCode, 'Postal code must be 4 digits';
 * 'deliveryTime: that time slot is full, please choose another' → deliveryTime, 'That time slot is full, …'.
 */
export function fieldErrorFromServer(message: string | undefined): { field: DeliveryField; message: string } | null {
  if (!message) return null;
  for (const part of message.split('; ')) {
    const match = /^(?:[\w.]*\.)?(\w+): (.+)$/.exec(part.trim());
    const field = match?.[1] as DeliveryField | undefined;
    if (!match || !field || !FIELDS.includes(field)) continue;
    const text = match[2]!.startsWith(`${field} `)
      ? `${FIELD_LABELS[field]}${match[2]!.slice(field.length)}`
      : capitalise(match[2]!);
    return { field, message: text };
  }
  return null;
}

/**
 * The first day (from today in Auckland) with a slot still open for this kind of order, and the
 * default slot 11:00-13:00 when it is open that day, else the first open one.
 */
export function firstOpenSchedule(
  fulfilment: Fulfilment,
  now: Date = new Date(),
): { deliveryDate: string; deliveryTime: string } {
  const today = aucklandNow(now).date;
  for (let offset = 0; offset < 8; offset += 1) {
    const date = addDays(today, offset);
    const open = DELIVERY_SLOTS.filter((slot) => !scheduleProblem({ fulfilment, date, slot }, now));
    if (open.length) return { deliveryDate: date, deliveryTime: open.includes(DEFAULT_SLOT) ? DEFAULT_SLOT : open[0]! };
  }
  return { deliveryDate: today, deliveryTime: DEFAULT_SLOT };
}

export function emptyDeliveryDetails(now: Date = new Date()): DeliveryDetails {
  return {
    fulfilment: 'delivery',
    fullName: '',
    email: '',
    phone: '',
    address: '',
    city: '',
    suburb: '',
    postalCode: '',
    specialInstructions: '',
    ...firstOpenSchedule('delivery', now),
  };
}
