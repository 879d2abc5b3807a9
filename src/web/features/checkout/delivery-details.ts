/**
 * The checkout form's model: the delivery (or pickup) details as typed, which of them the submit
 * check requires (storefront section 5), and how server answers map back onto the fields.
 */
import { StoreDeliveryAddress } from '@/contracts/checkout';
import {
  addDays,
  aucklandNow,
  DEFAULT_SLOT,
  DELIVERY_SLOTS,
  type FulfilmentMethod,
  scheduleProblem,
} from '@/domain/delivery';
import { fieldErrorsFrom } from '@/web/lib/field-errors';

export interface DeliveryDetails {
  fulfilment: FulfilmentMethod;
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
export const requiredFields = (fulfilment: FulfilmentMethod) =>
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

/** A contract message for under its field: 'postalCode must be 4 digits' → 'Postal code must be 4 digits'. */
function worded(field: DeliveryField, message: string): string {
  return message.startsWith(`${field} `) ? `${FIELD_LABELS[field]}${message.slice(field.length)}` : capitalise(message);
}

/** The server's field errors (`ApiError.fields`, keyed by field name) that belong to this form, worded. */
export function deliveryErrorsFromServer(fields: Readonly<Record<string, string>>): DeliveryErrors {
  const errors: DeliveryErrors = {};
  for (const field of FIELDS) {
    const message = fields[field];
    if (message) errors[field] = worded(field, message);
  }
  return errors;
}

/**
 * What the server would refuse in these details, checked with the same contract it validates with
 * (StoreDeliveryAddress), so a wrong postcode is shown before anything is sent.
 */
export function deliveryProblems(details: DeliveryDetails): DeliveryErrors {
  const result = StoreDeliveryAddress.safeParse(toDeliveryAddress(details));
  if (result.success) return {};
  // FIELD_LABELS has exactly the form's fields, so it names which issues belong under a field.
  const messages = fieldErrorsFrom(result.error.issues, FIELD_LABELS);
  const errors: DeliveryErrors = {};
  for (const field of FIELDS) {
    const message = messages[field];
    if (message) errors[field] = worded(field, message);
  }
  return errors;
}

/** The first field with an error, in form order. */
export const firstErrorField = (errors: DeliveryErrors): DeliveryField | undefined =>
  FIELDS.find((field) => errors[field]);

/**
 * The first day (from today in Auckland) with a slot still open for this kind of order, and the
 * default slot 11:00-13:00 when it is open that day, else the first open one.
 */
export function firstOpenSchedule(
  fulfilment: FulfilmentMethod,
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
