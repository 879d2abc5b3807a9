/**
 * /admin/capacity (issue 23): the kitchen's minutes per slot and per day for each weekday and for
 * public holidays, and the next 14 days' minutes used and left, from the numbers checkout reads.
 */
import { useEffect, useState } from 'react';
import { ChefHat } from 'lucide-react';
import { WEEKDAYS } from '@/domain/business';
import { DELIVERY_SLOTS } from '@/domain/delivery';
import { CAPACITY_DAY_KEYS, type CapacityDayKey, type KitchenCapacity } from '@/domain/kitchen-capacity';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { ApiRequestError } from '@/web/lib/api-client';
import { useKitchenCapacity, useSaveKitchenCapacity } from './api/kitchen-capacity';
import { UsageDays } from './usage-days';

const ROW_LABELS: Record<CapacityDayKey, string> = {
  ...(Object.fromEntries(WEEKDAYS.map((d) => [d, d.charAt(0).toUpperCase() + d.slice(1)])) as Record<
    (typeof WEEKDAYS)[number],
    string
  >),
  holiday: 'Public holidays',
};
const slotLabel = (slot: string) => slot.replace('-', ' – ');

type Draft = Record<CapacityDayKey, { slots: Record<string, string>; day: string }>;
const toDraft = (capacity: KitchenCapacity): Draft =>
  Object.fromEntries(
    CAPACITY_DAY_KEYS.map((key) => [
      key,
      {
        slots: Object.fromEntries(DELIVERY_SLOTS.map((s) => [s, String(capacity[key].slots[s])])),
        day: String(capacity[key].day),
      },
    ]),
  ) as Draft;
const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
const fromDraft = (draft: Draft): KitchenCapacity =>
  Object.fromEntries(
    CAPACITY_DAY_KEYS.map((key) => [
      key,
      {
        slots: Object.fromEntries(DELIVERY_SLOTS.map((s) => [s, number(draft[key].slots[s] ?? '')])),
        day: number(draft[key].day),
      },
    ]),
  ) as unknown as KitchenCapacity;

export default function CapacityPage() {
  const overview = useKitchenCapacity();
  const save = useSaveKitchenCapacity();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    if (overview.data && !draft) setDraft(toDraft(overview.data.capacity as KitchenCapacity));
  }, [overview.data, draft]);

  const set = (key: CapacityDayKey, field: string, value: string) => {
    setSaved(false);
    setDraft((current) =>
      current
        ? {
            ...current,
            [key]:
              field === 'day'
                ? { ...current[key], day: value }
                : { ...current[key], slots: { ...current[key].slots, [field]: value } },
          }
        : current,
    );
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!draft) return;
    setErrors({});
    try {
      await save.mutateAsync(fromDraft(draft));
      setSaved(true);
    } catch (error) {
      const fields = error instanceof ApiRequestError ? error.apiError?.fields : undefined;
      setErrors(fields ?? { form: 'The capacity could not be saved. Please try again.' });
    }
  };
  const errorFor = (key: CapacityDayKey, field: string) =>
    errors[`capacity.${key}.${field === 'day' ? 'day' : `slots.${field}`}`];
  const messages = Object.values(errors);

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="flex items-center gap-2 text-h1 text-cocoa-900">
          <ChefHat aria-hidden="true" className="size-7 text-saffron-700" /> Kitchen Capacity
        </h1>
        <p className="text-muted-foreground">
          Kitchen minutes each delivery or pickup slot can take, and each day in total. An order fits when its slot and
          its day both have its minutes left; each product's minutes are set in its form.
        </p>
      </header>

      {overview.data?.perOrderMinutes ? (
        <p role="status" className="rounded-control bg-saffron-50 px-3 py-2.5 text-sm text-saffron-900">
          The shop still counts orders per slot: every order takes {overview.data.perOrderMinutes} minutes whatever it
          holds. Save minutes here to count each product's own effort instead.
        </p>
      ) : null}

      <UsageDays days={overview.data?.days} />

      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Minutes per slot and per day</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          {!draft ? (
            <Skeleton className="h-64" />
          ) : (
            <form onSubmit={submit} noValidate className="flex flex-col gap-4">
              <div className="overflow-x-auto" tabIndex={0} aria-label="Capacity table, scrolls sideways">
                <table className="w-full min-w-[720px] border-collapse text-sm">
                  <thead>
                    <tr className="text-left text-cocoa-700">
                      <th scope="col" className="py-2 pr-2 font-semibold">
                        Day
                      </th>
                      {DELIVERY_SLOTS.map((slot) => (
                        <th key={slot} scope="col" className="px-1 py-2 font-semibold">
                          {slotLabel(slot)}
                        </th>
                      ))}
                      <th scope="col" className="px-1 py-2 font-semibold">
                        Day total
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {CAPACITY_DAY_KEYS.map((key) => (
                      <tr key={key} className="border-t border-border">
                        <th scope="row" className="py-1.5 pr-2 text-left font-medium text-cocoa-900">
                          {ROW_LABELS[key]}
                        </th>
                        {[...DELIVERY_SLOTS, 'day'].map((field) => {
                          const error = errorFor(key, field);
                          const label = `${ROW_LABELS[key]} ${field === 'day' ? 'day total' : slotLabel(field)} minutes`;
                          return (
                            <td key={field} className="px-1 py-1.5">
                              <input
                                type="number"
                                inputMode="numeric"
                                min={0}
                                step={5}
                                aria-label={label}
                                aria-invalid={error ? true : undefined}
                                title={error}
                                className={`h-11 w-full min-w-20 rounded-control border bg-background px-2 text-right tabular-nums ${
                                  error ? 'border-destructive' : 'border-input'
                                } ${field === 'day' ? 'font-semibold' : ''}`}
                                value={field === 'day' ? draft[key].day : (draft[key].slots[field] ?? '')}
                                onChange={(e) => set(key, field, e.target.value)}
                              />
                            </td>
                          );
                        })}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              {messages.length ? (
                <p role="alert" className="text-caption font-medium text-destructive">
                  {messages[0]}
                </p>
              ) : null}
              <div className="flex flex-wrap items-center gap-3">
                <Button type="submit" loading={save.isPending} className="min-h-11">
                  Save Capacity
                </Button>
                {saved ? (
                  <span role="status" className="text-sm text-emerald-700">
                    Capacity saved: the storefront counts these minutes now.
                  </span>
                ) : null}
              </div>
            </form>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
