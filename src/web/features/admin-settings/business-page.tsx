import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { CalendarHeart, Clock, MapPin, Store, Truck, Van } from 'lucide-react';
import { shopCalendar } from '@/domain/calendar';
import type { Weekday } from '@/domain/business';
import { MAX_CHANGES_LOCK_HOURS } from '@/domain/order-changes';
import { Button } from '@/web/components/ui/button';
import { Field } from '@/web/components/ui/field';
import { Input } from '@/web/components/ui/input';
import { Spinner } from '@/web/components/ui/spinner';
import { Textarea } from '@/web/components/ui/textarea';
import { toast } from '@/web/lib/toast-store';
import { LeaveWithoutSavingDialog } from '@/web/components/leave-without-saving-dialog';
import { useFormErrors } from '@/web/lib/use-form-errors';
import { useUnsavedChangesGuard } from '@/web/lib/use-unsaved-changes';
import { WEEKDAY_LABELS } from '@/web/lib/weekday-labels';
import { useAdminBusinessSettings, useSaveBusinessSettings } from './api/business-settings-admin';
import { useAdminClosures } from './api/closures-admin';
import {
  businessFieldErrors,
  hasUnsavedChanges,
  minutesToTime,
  timeToMinutes,
  toForm,
  toSave,
  WEEKDAYS,
  type BusinessForm,
} from './business-form';
import { ClosuresCard } from './components/closures-card';
import { CommissionTermsCard } from './components/commission-terms-card';
import { DeliveryFeesCard } from './components/delivery-fees-card';
import { DeliveryAreaEditor } from './components/delivery-area-editor';
import { DeliveryHoursEditor } from './components/delivery-hours-editor';
import { HolidayHoursEditor } from './components/holiday-hours-editor';
import { SaveButton } from './components/save-button';
import { SectionCard } from './components/section-card';
import { UpcomingCard } from './components/upcoming-card';

const TITLE = 'Business Settings';

/** /admin/business: the shop's details and rules in four cards, saved together (admin spec section 2). */
export default function BusinessPage() {
  const settings = useAdminBusinessSettings();
  const save = useSaveBusinessSettings();
  const closures = useAdminClosures();
  const loaded = useMemo(() => (settings.data ? toForm(settings.data) : undefined), [settings.data]);
  const [form, setForm] = useState<BusinessForm | null>(null);
  const { formRef, errors, showServerErrors, clear } = useFormErrors(form, businessFieldErrors);
  const unsaved = hasUnsavedChanges(form, loaded);
  const guard = useUnsavedChangesGuard(unsaved);
  // What customers are told: the saved hours with the closures staff added.
  const calendar = useMemo(
    () =>
      loaded
        ? shopCalendar({
            openingHours: loaded.openingHours,
            deliveryHours: loaded.deliveryHours,
            holidayHours: loaded.holidayHours,
            closures: closures.data ?? [],
          })
        : undefined,
    [loaded, closures.data],
  );

  // The form starts from the loaded settings, and again from what the server saved.
  useEffect(() => {
    if (loaded) setForm(loaded);
  }, [loaded]);

  if (!form || !settings.data) {
    return (
      <div className="flex min-w-0 flex-col gap-6">
        <title>{`${TITLE} | Admin`}</title>
        <h1 className="text-h1 text-cocoa-900">{TITLE}</h1>
        {settings.isError ? (
          <div role="alert" className="flex flex-col items-start gap-3">
            <p className="text-destructive">Could not load the business settings.</p>
            <Button variant="outline" onClick={() => void settings.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <div className="grid place-items-center py-16">
            <Spinner label="Loading business settings..." />
          </div>
        )}
      </div>
    );
  }

  const loadedSettings = settings.data;
  const set = <K extends keyof BusinessForm>(key: K, value: BusinessForm[K]) =>
    setForm((current) => (current ? { ...current, [key]: value } : current));
  const setDay = (day: Weekday, patch: Partial<BusinessForm['openingHours'][Weekday]>) =>
    setForm((current) =>
      current
        ? { ...current, openingHours: { ...current.openingHours, [day]: { ...current.openingHours[day], ...patch } } }
        : current,
    );
  const text = (key: keyof BusinessForm & string, label: string, props: Record<string, unknown> = {}) => (
    <Field label={label} error={errors[key]}>
      <Input value={String(form[key] ?? '')} onChange={(event) => set(key, event.target.value as never)} {...props} />
    </Field>
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(toSave(form, loadedSettings), {
      onSuccess: () => {
        clear();
        toast({ title: 'Success', description: 'Business settings updated successfully', variant: 'success' });
      },
      onError: (error) => {
        showServerErrors(error);
        toast({ title: 'Error', description: 'Failed to update business settings', variant: 'destructive' });
      },
    });
  };

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <form
        ref={formRef}
        className="flex min-w-0 flex-col gap-6"
        onSubmit={submit}
        noValidate
        aria-labelledby="business-title"
      >
        <title>{`${TITLE} | Admin`}</title>
        <header>
          <h1 id="business-title" className="text-h1 text-cocoa-900">
            {TITLE}
          </h1>
          <p className="mt-1 text-muted-foreground">Your shop&apos;s details, hours and delivery rules</p>
        </header>

        <div className="grid gap-6 xl:grid-cols-2">
          <SectionCard
            icon={Store}
            title="Business Information"
            description="Shown in the footer and on the contact page"
          >
            <div className="grid gap-5 sm:grid-cols-2">
              <div className="sm:col-span-2">
                {text('businessName', 'Business name', { autoComplete: 'organization' })}
              </div>
              {text('phone', 'Phone', { type: 'tel', autoComplete: 'tel' })}
              <div className="sm:col-span-2">{text('email', 'Email', { type: 'email', autoComplete: 'email' })}</div>
              <Field label="Delivery information" error={errors.deliveryInfo} className="sm:col-span-2">
                <Textarea
                  rows={2}
                  value={form.deliveryInfo}
                  onChange={(event) => set('deliveryInfo', event.target.value)}
                />
              </Field>
            </div>
          </SectionCard>

          <SectionCard icon={MapPin} title="Business Address" description="Where customers pick up their orders">
            <div className="grid gap-5 sm:grid-cols-2">
              <div className="sm:col-span-2">
                {text('addressLine1', 'Address line 1', { autoComplete: 'address-line1' })}
              </div>
              <div className="sm:col-span-2">
                {text('addressLine2', 'Address line 2', { autoComplete: 'address-line2' })}
              </div>
              {text('suburb', 'Suburb')}
              {text('city', 'City', { autoComplete: 'address-level2' })}
              {text('postalCode', 'Postal code', { inputMode: 'numeric', autoComplete: 'postal-code' })}
            </div>
          </SectionCard>
        </div>

        <SectionCard icon={Clock} title="Opening Hours" description="Times in 24-hour format; tick Closed for days off">
          <div className="flex flex-col divide-y divide-border">
            {WEEKDAYS.map((day) => {
              const hours = form.openingHours[day];
              const openError = errors[`openingHours.${day}.open`];
              const closeError = errors[`openingHours.${day}.close`];
              return (
                <div
                  key={day}
                  role="group"
                  aria-labelledby={`hours-${day}`}
                  className="grid items-center gap-3 py-3 sm:grid-cols-[8rem_1fr_1fr_auto]"
                >
                  <span id={`hours-${day}`} className="font-semibold text-cocoa-900">
                    {WEEKDAY_LABELS[day]}
                  </span>
                  <Field label="Opens" error={openError}>
                    <Input
                      type="time"
                      value={hours.open}
                      disabled={hours.closed}
                      aria-label={`${WEEKDAY_LABELS[day]} opens`}
                      onChange={(event) => setDay(day, { open: event.target.value })}
                    />
                  </Field>
                  <Field label="Closes" error={closeError}>
                    <Input
                      type="time"
                      value={hours.close}
                      disabled={hours.closed}
                      aria-label={`${WEEKDAY_LABELS[day]} closes`}
                      onChange={(event) => setDay(day, { close: event.target.value })}
                    />
                  </Field>
                  <label className="flex min-h-11 cursor-pointer items-center gap-2 text-small text-cocoa-800 sm:self-end">
                    <input
                      type="checkbox"
                      className="size-5 cursor-pointer rounded accent-saffron-600"
                      checked={hours.closed}
                      onChange={(event) => setDay(day, { closed: event.target.checked })}
                    />
                    Closed
                    <span className="sr-only"> on {WEEKDAY_LABELS[day]}</span>
                  </label>
                </div>
              );
            })}
          </div>
        </SectionCard>

        <SectionCard
          icon={Van}
          title="Delivery Hours"
          description="Delivery slots offered are those wholly inside these hours"
        >
          <DeliveryHoursEditor
            value={form.deliveryHours}
            onChange={(next) => set('deliveryHours', next)}
            errors={errors}
          />
        </SectionCard>

        <SectionCard
          icon={CalendarHeart}
          title="Holiday Hours"
          description="Pickup hours on New Zealand public holidays (Auckland), and whether deliveries run"
        >
          <HolidayHoursEditor
            value={form.holidayHours}
            onChange={(next) => set('holidayHours', next)}
            errors={errors}
          />
        </SectionCard>

        <SectionCard
          icon={Truck}
          title="Delivery & Orders"
          description="The rules the checkout applies to the next order"
        >
          <div className="flex flex-col gap-6">
            <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
              <Field label="Minimum order ($)" error={errors.minimumOrder}>
                <Input
                  type="number"
                  min={0}
                  step={0.01}
                  inputMode="decimal"
                  value={form.minimumOrder}
                  onChange={(event) => set('minimumOrder', event.target.value)}
                />
              </Field>
              <Field
                label="Same-day cut-off"
                hint="Same-day orders close at this time"
                error={errors.sameDayCutoffMinutes}
              >
                <Input
                  type="time"
                  value={minutesToTime(form.sameDayCutoffMinutes)}
                  onChange={(event) => {
                    const minutes = timeToMinutes(event.target.value);
                    if (minutes !== null) set('sameDayCutoffMinutes', minutes);
                  }}
                />
              </Field>
              <Field
                label="Preparation lead time (minutes)"
                hint="Earliest slot from now"
                error={errors.leadTimeMinutes}
              >
                <Input
                  type="number"
                  min={0}
                  max={1440}
                  step={15}
                  inputMode="numeric"
                  value={Number.isFinite(form.leadTimeMinutes) ? form.leadTimeMinutes : ''}
                  onChange={(event) => set('leadTimeMinutes', event.target.valueAsNumber)}
                />
              </Field>
              <Field label="Orders per delivery slot" hint="Slot capacity" error={errors.slotCapacity}>
                <Input
                  type="number"
                  min={1}
                  step={1}
                  inputMode="numeric"
                  value={Number.isFinite(form.slotCapacity) ? form.slotCapacity : ''}
                  onChange={(event) => set('slotCapacity', event.target.valueAsNumber)}
                />
              </Field>
              {form.staffRefundLimit !== undefined ? (
                <Field
                  label="Staff refund limit ($)"
                  hint="Larger refunds need an owner"
                  error={errors.staffRefundLimit}
                >
                  <Input
                    type="number"
                    min={0}
                    step={0.01}
                    inputMode="decimal"
                    value={form.staffRefundLimit}
                    onChange={(event) => set('staffRefundLimit', event.target.value)}
                  />
                </Field>
              ) : null}
              {form.changesLockHours !== undefined ? (
                <Field
                  label="Customer changes lock (hours)"
                  hint="Before the slot: until then customers move, edit or cancel online"
                  error={errors.changesLockHours}
                >
                  <Input
                    type="number"
                    min={0}
                    max={MAX_CHANGES_LOCK_HOURS}
                    step={1}
                    inputMode="numeric"
                    value={Number.isFinite(form.changesLockHours) ? form.changesLockHours : ''}
                    onChange={(event) => set('changesLockHours', event.target.valueAsNumber)}
                  />
                </Field>
              ) : null}
            </div>

            <fieldset>
              <legend className="mb-2 text-small font-semibold text-cocoa-900">GST</legend>
              <div className="flex flex-col gap-2 sm:flex-row sm:gap-6">
                {[
                  { value: false, label: 'Prices exclude GST (added at checkout)' },
                  { value: true, label: 'Prices include GST' },
                ].map((option) => (
                  <label
                    key={String(option.value)}
                    className="flex min-h-10 cursor-pointer items-center gap-2 text-small text-cocoa-800 max-md:min-h-11 pointer-coarse:min-h-11"
                  >
                    <input
                      type="radio"
                      name="pricesIncludeGst"
                      className="size-5 cursor-pointer accent-saffron-600"
                      checked={form.pricesIncludeGst === option.value}
                      onChange={() => set('pricesIncludeGst', option.value)}
                    />
                    {option.label}
                  </label>
                ))}
              </div>
              {/* Issue 26: registration and the GST number printed on every tax invoice. */}
              <div className="mt-4 grid gap-4 sm:grid-cols-2">
                <label className="flex min-h-11 cursor-pointer items-center gap-2 text-small text-cocoa-800">
                  <input
                    type="checkbox"
                    name="gstRegistered"
                    className="size-5 cursor-pointer accent-saffron-600"
                    checked={form.gstRegistered !== false}
                    onChange={(event) => set('gstRegistered', event.target.checked)}
                  />
                  The shop is registered for GST
                </label>
                {form.gstRegistered !== false ? (
                  <Field label="GST number" hint="Your IRD number, e.g. 49-091-850" error={errors.gstNumber}>
                    <Input
                      name="gstNumber"
                      inputMode="numeric"
                      autoComplete="off"
                      value={form.gstNumber ?? ''}
                      onChange={(event) => set('gstNumber', event.target.value)}
                    />
                  </Field>
                ) : (
                  <p className="text-small text-muted-foreground">
                    Not registered: no GST is added or shown, and receipts say so.
                  </p>
                )}
              </div>
              {form.gstRegistered !== false && !loadedSettings?.gstNumber ? (
                <p
                  role="status"
                  className="mt-3 rounded-xl bg-saffron-50 px-3 py-2 text-small text-cocoa-800"
                  data-testid="gst-number-warning"
                >
                  Enter your GST number: while the shop is GST-registered without one, the live shop takes no payments
                  and cannot issue tax invoices.
                </p>
              ) : null}
            </fieldset>

            <DeliveryAreaEditor
              value={{ regions: form.deliveryRegions, suburbs: form.deliverySuburbs }}
              onChange={(area) =>
                setForm((current) =>
                  current ? { ...current, deliveryRegions: area.regions, deliverySuburbs: area.suburbs } : current,
                )
              }
              regionsError={errors.deliveryRegions}
              suburbsError={errors.deliverySuburbs}
            />
          </div>
        </SectionCard>

        <div className="sticky bottom-0 z-10 -mx-1 flex flex-col items-stretch gap-2 border-t border-border bg-background/95 px-1 py-4 backdrop-blur sm:flex-row sm:items-center sm:justify-end sm:gap-4">
          <p role="status" className="text-small font-medium text-cocoa-800 empty:hidden">
            {unsaved ? 'You have unsaved changes' : ''}
          </p>
          <SaveButton pending={save.isPending} label="Save Business Settings" size="lg" className="w-full sm:w-auto" />
        </div>
        <LeaveWithoutSavingDialog guard={guard} what="business settings" />
      </form>
      <DeliveryFeesCard />
      <CommissionTermsCard />
      <div className="grid gap-6 xl:grid-cols-2">
        <ClosuresCard />
        {calendar ? <UpcomingCard calendar={calendar} /> : null}
      </div>
    </div>
  );
}
