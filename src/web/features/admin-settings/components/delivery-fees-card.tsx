import { useState, type FormEvent } from 'react';
import { Plus, Truck } from 'lucide-react';
import type { AdminDeliveryFees } from '@/contracts/delivery-fees';
import { SUGGESTED_DELIVERY_FEES } from '@/domain/delivery-fees';
import { formatMoneyString } from '@/domain/money';
import { findRegion } from '@/domain/nz-regions';
import { Button } from '@/web/components/ui/button';
import { Field } from '@/web/components/ui/field';
import { Input } from '@/web/components/ui/input';
import { NativeSelect } from '@/web/components/ui/native-select';
import { toast } from '@/web/lib/toast-store';
import { useAdminBusinessSettings } from '../api/business-settings-admin';
import { useAdminDeliveryFees, useSaveDeliveryFees } from '../api/delivery-fees-admin';
import { showSaveRefusal } from '../save-refusal';
import { CardQuery } from './card-query';
import { RemoveRowButton } from './remove-row-button';
import { SaveButton } from './save-button';
import { SectionCard } from './section-card';

interface ZoneDraft {
  region: string;
  /** '' for the whole region. */
  suburb: string;
  fee: string;
}
interface FeesDraft {
  charging: boolean;
  baseFee: string;
  /** '' for never free. */
  freeOver: string;
  zones: ZoneDraft[];
}

const toDraft = (fees: AdminDeliveryFees): FeesDraft =>
  fees.charging
    ? {
        charging: true,
        baseFee: fees.baseFee,
        freeOver: fees.freeOver ?? '',
        zones: fees.zones.map((z) => ({ region: z.region, suburb: z.suburb ?? '', fee: z.fee })),
      }
    : // Switching fees on starts from the delivery page's standard fee and threshold (decision 0210).
      {
        charging: false,
        baseFee: formatMoneyString(SUGGESTED_DELIVERY_FEES.baseFeeCents),
        freeOver: formatMoneyString(SUGGESTED_DELIVERY_FEES.freeOverCents ?? 0),
        zones: [],
      };

/**
 * Delivery fees by zone (issue 26): a fee for the whole delivery area, with other fees for some of
 * its regions or suburbs, and a cart subtotal from which delivery is free. Saved on its own, at
 * once; the drawer, the checkout, the banner and the delivery page show the new fees.
 */
export function DeliveryFeesCard() {
  const fees = useAdminDeliveryFees();
  return (
    <SectionCard
      icon={Truck}
      title="Delivery fees"
      description="What delivery costs, by area. Customers see the fee in the cart and at checkout before they pay, and the delivery page lists every fee. Saved on its own."
    >
      <CardQuery query={fees} loading="Loading delivery fees..." failed="Could not load the delivery fees.">
        {(data) => <FeesForm initial={toDraft(data)} />}
      </CardQuery>
    </SectionCard>
  );
}

function FeesForm({ initial }: { initial: FeesDraft }) {
  const save = useSaveDeliveryFees();
  // The saved delivery area (the same query the settings form reads): fees are for places in it.
  const saved = useAdminBusinessSettings().data;
  const area = saved ? { regions: saved.deliveryRegions, suburbs: saved.deliverySuburbs } : undefined;
  const regions = (area?.regions ?? ['Auckland']).map((name) => findRegion(name)?.name ?? name);
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const patch = (change: Partial<FeesDraft>) => setDraft((d) => ({ ...d, ...change }));
  const patchZone = (index: number, change: Partial<ZoneDraft>) =>
    setDraft((d) => ({ ...d, zones: d.zones.map((z, i) => (i === index ? { ...z, ...change } : z)) }));
  const suburbsOf = (region: string) => {
    const all = findRegion(region)?.suburbs ?? [];
    return area?.suburbs.length ? all.filter((s) => area.suburbs.includes(s)) : all;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    const body = {
      charging: draft.charging,
      baseFee: draft.baseFee.trim() || '0',
      freeOver: draft.freeOver.trim() || null,
      zones: draft.zones.map((z) => ({ region: z.region, suburb: z.suburb || null, fee: z.fee.trim() || '0' })),
    };
    save.mutate(body, {
      onSuccess: () => toast({ title: 'Delivery fees saved', variant: 'success' }),
      onError: (error) => showSaveRefusal(error, setErrors),
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Delivery fees" className="flex flex-col gap-5">
      <label className="flex min-h-11 w-fit cursor-pointer items-center gap-3 font-semibold text-cocoa-900">
        <input
          type="checkbox"
          className="size-5 cursor-pointer accent-saffron-600"
          checked={draft.charging}
          onChange={(e) => patch({ charging: e.target.checked })}
        />
        Charge for delivery
      </label>
      {draft.charging ? (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Fee anywhere we deliver ($)" error={errors.baseFee} required>
              <Input inputMode="decimal" value={draft.baseFee} onChange={(e) => patch({ baseFee: e.target.value })} />
            </Field>
            <Field label="Free delivery over ($)" hint="Leave empty if delivery is never free" error={errors.freeOver}>
              <Input inputMode="decimal" value={draft.freeOver} onChange={(e) => patch({ freeOver: e.target.value })} />
            </Field>
          </div>
          {/* min-w-0: a fieldset is as wide as its widest content by default (a select's longest
              suburb), which ran the rows past the card's right edge on a phone. */}
          <fieldset className="flex min-w-0 flex-col gap-3">
            <legend className="mb-2 font-semibold text-cocoa-900">Other fees by region or suburb</legend>
            {draft.zones.length === 0 ? (
              <p className="text-small text-muted-foreground">Every address pays the fee above.</p>
            ) : null}
            {draft.zones.map((zone, index) => (
              <div
                // Rows have no id until saved; they are edited in place and removed by position.
                key={index}
                // minmax(0, …): a select's column would grow to its longest suburb too.
                className="grid grid-cols-[minmax(0,1fr)] items-end gap-3 rounded-card border border-border p-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_7rem_auto]"
              >
                <Field label="Region" error={errors[`zones.${index}.region`]}>
                  <NativeSelect
                    value={zone.region}
                    onChange={(e) => patchZone(index, { region: e.target.value, suburb: '' })}
                  >
                    {regions.map((name) => (
                      <option key={name}>{name}</option>
                    ))}
                  </NativeSelect>
                </Field>
                <Field label="Suburb" error={errors[`zones.${index}.suburb`]}>
                  <NativeSelect value={zone.suburb} onChange={(e) => patchZone(index, { suburb: e.target.value })}>
                    <option value="">Whole region</option>
                    {suburbsOf(zone.region).map((name) => (
                      <option key={name}>{name}</option>
                    ))}
                  </NativeSelect>
                </Field>
                <Field label="Fee ($)" error={errors[`zones.${index}.fee`]}>
                  <Input
                    inputMode="decimal"
                    value={zone.fee}
                    onChange={(e) => patchZone(index, { fee: e.target.value })}
                  />
                </Field>
                <RemoveRowButton
                  label={`Remove the fee for ${zone.suburb || zone.region}`}
                  onClick={() => setDraft((d) => ({ ...d, zones: d.zones.filter((_, i) => i !== index) }))}
                />
              </div>
            ))}
            <Button
              type="button"
              variant="outline"
              // Its label wraps on a phone instead of running past the card.
              className="h-auto min-h-11 self-start py-2 whitespace-normal max-sm:w-full"
              onClick={() =>
                setDraft((d) => ({
                  ...d,
                  zones: [...d.zones, { region: regions[0] ?? 'Auckland', suburb: '', fee: '' }],
                }))
              }
            >
              <Plus aria-hidden="true" />
              Add a fee for a region or suburb
            </Button>
          </fieldset>
        </>
      ) : (
        <p className="text-small text-muted-foreground">Delivery is free everywhere we deliver, as checkout says.</p>
      )}
      <SaveButton pending={save.isPending} label="Save Delivery Fees" className="self-start" />
    </form>
  );
}
