import { MapPin, Store, Truck } from 'lucide-react';
import { RegionSuburbPicker } from '@/web/components/region-suburb-picker';
import { Field } from '@/web/components/ui/field';
import { Input } from '@/web/components/ui/input';
import { Textarea } from '@/web/components/ui/textarea';
import { cn } from '@/web/lib/cn';
import type { FulfilmentMethod } from '@/domain/delivery';
import { deliveryAreaProblem, describeDeliveryArea } from '@/domain/delivery-area';
import { useBusinessDetails, useBusinessSettings } from '@/web/lib/get-business-settings';
import type { DeliveryDetails, DeliveryErrors, DeliveryField } from '../delivery-details';

/** The id of a field's control, so the page can move focus to the first problem. */
export const deliveryFieldId = (field: DeliveryField) => `checkout-${field}`;

export interface DeliveryFormProps {
  value: DeliveryDetails;
  onChange(patch: Partial<DeliveryDetails>): void;
  errors?: DeliveryErrors;
  disabled?: boolean;
}

const FULFILMENT_OPTIONS: { value: FulfilmentMethod; label: string; hint: string; icon: typeof Truck }[] = [
  { value: 'delivery', label: 'Delivery', hint: 'Free within Auckland', icon: Truck },
  { value: 'pickup', label: 'Pick up in store', hint: 'Collect from our cafe', icon: Store },
];

/**
 * Who the order is for and where it goes: Delivery or 'Pick up in store'; name, e-mail and phone
 * always; for a delivery also the street, region and suburb, and postal code; special
 * instructions for either. Controlled: the page owns the details.
 */
export function DeliveryForm({ value, onChange, errors = {}, disabled = false }: DeliveryFormProps) {
  const delivery = value.fulfilment === 'delivery';
  const bakery = useBusinessDetails();
  const area = useBusinessSettings().data?.deliveryArea;
  // Said as soon as a region is chosen, before anything is sent; the server refuses it too.
  const outside = area && value.city ? deliveryAreaProblem({ city: value.city, suburb: value.suburb }, area) : null;

  const text = (field: DeliveryField) => ({
    value: value[field],
    onChange: (e: { target: { value: string } }) => onChange({ [field]: e.target.value }),
  });

  return (
    <fieldset disabled={disabled} className="@container flex min-w-0 flex-col gap-6">
      <legend className="sr-only">Delivery details</legend>

      <div role="radiogroup" aria-label="How would you like to receive your order?" className="grid grid-cols-2 gap-3">
        {FULFILMENT_OPTIONS.map(({ value: option, label, hint, icon: Icon }) => {
          const checked = value.fulfilment === option;
          return (
            <label
              key={option}
              className={cn(
                'relative flex cursor-pointer flex-col gap-1 rounded-control border bg-card px-3.5 py-3 transition-[border-color,box-shadow,background-color]',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                checked
                  ? 'border-saffron-500 bg-saffron-50 shadow-[0_0_0_1px_var(--color-saffron-500)]'
                  : 'border-cocoa-200 hover:border-cocoa-300 hover:bg-cream-50',
              )}
            >
              <input
                type="radio"
                name="fulfilment"
                value={option}
                checked={checked}
                onChange={() => onChange({ fulfilment: option })}
                className="sr-only"
              />
              <Icon aria-hidden="true" className={cn('size-5', checked ? 'text-saffron-700' : 'text-cocoa-500')} />
              <span className="text-small font-semibold text-cocoa-900">{label}</span>
              <span className="text-caption text-muted-foreground">{hint}</span>
            </label>
          );
        })}
      </div>

      {/* The e-mail gets the wider column: an address must not be cut off. */}
      <div className="grid gap-5 @md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Field
          label="Full name"
          required
          error={errors.fullName}
          id={deliveryFieldId('fullName')}
          className="@md:col-span-2"
        >
          <Input name="name" autoComplete="name" {...text('fullName')} />
        </Field>
        <Field label="Email" required error={errors.email} id={deliveryFieldId('email')}>
          <Input type="email" name="email" autoComplete="email" {...text('email')} />
        </Field>
        <Field
          label="Phone"
          required
          error={errors.phone}
          id={deliveryFieldId('phone')}
          hint={delivery ? 'For the driver, if they need to find you.' : "We'll call you when it's ready."}
        >
          <Input type="tel" name="tel" autoComplete="tel" {...text('phone')} />
        </Field>
      </div>

      {delivery ? (
        <div className="grid gap-5 @md:grid-cols-2">
          <Field
            label="Street address"
            required
            error={errors.address}
            id={deliveryFieldId('address')}
            className="@md:col-span-2"
          >
            <Input name="street-address" autoComplete="street-address" {...text('address')} />
          </Field>
          <div id={deliveryFieldId('city')} className="flex flex-col gap-2 @md:col-span-2">
            <RegionSuburbPicker
              region={value.city}
              suburb={value.suburb}
              deliveryArea={area}
              required
              onChange={(next) => onChange({ city: next.region, suburb: next.suburb })}
              className="sm:grid-cols-1! @md:grid-cols-2!"
            />
            {errors.city || errors.suburb ? (
              <p className="text-caption font-medium text-destructive">{errors.city ?? errors.suburb}</p>
            ) : outside ? (
              <p className="text-caption font-medium text-cocoa-800" role="status" data-testid="delivery-area-note">
                {outside.message}
              </p>
            ) : area ? (
              // Said before any choice; the lists mark each place outside it too.
              <p className="text-caption text-muted-foreground" data-testid="delivery-area-hint">
                We deliver {area.suburbs.length ? 'to' : 'within'} {describeDeliveryArea(area)}. Elsewhere? Choose Pick
                up in store.
              </p>
            ) : null}
          </div>
          <Field label="Postal code" required error={errors.postalCode} id={deliveryFieldId('postalCode')}>
            <Input
              name="postal-code"
              autoComplete="postal-code"
              inputMode="numeric"
              maxLength={4}
              {...text('postalCode')}
            />
          </Field>
        </div>
      ) : (
        <div className="flex items-start gap-3 rounded-control border border-border bg-cream-50 p-4">
          <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-saffron-700" />
          <div className="text-small">
            <p className="font-semibold text-cocoa-900">Pick up from {bakery?.name}</p>
            <address className="mt-0.5 text-cocoa-700 not-italic">
              {bakery?.addressLines.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </address>
          </div>
        </div>
      )}

      <Field
        label="Special instructions"
        hint={
          delivery
            ? 'Optional: gate codes, a message for the card, allergies…'
            : 'Optional: a message for the card, allergies…'
        }
        error={errors.specialInstructions}
        id={deliveryFieldId('specialInstructions')}
      >
        <Textarea name="special-instructions" rows={3} maxLength={1000} {...text('specialInstructions')} />
      </Field>
    </fieldset>
  );
}
