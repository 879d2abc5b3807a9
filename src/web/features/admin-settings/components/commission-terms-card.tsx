import { useState, type FormEvent } from 'react';
import { CakeSlice, Plus } from 'lucide-react';
import type { AdminCommissionTerms } from '@/contracts/commission-terms';
import { MAX_SCHEDULE_TIERS } from '@/domain/commissions';
import { Button } from '@/web/components/ui/button';
import { Field } from '@/web/components/ui/field';
import { Input } from '@/web/components/ui/input';
import { useAdminCommissionTerms, useSaveCommissionTerms } from '@/web/lib/admin/commission-terms';
import { toast } from '@/web/lib/toast-store';
import { showSaveRefusal } from '../save-refusal';
import { CardQuery } from './card-query';
import { RemoveRowButton } from './remove-row-button';
import { SaveButton } from './save-button';
import { SectionCard } from './section-card';

/** Numbers as typed: the server checks them and names the field (decision 0218). */
type Draft = {
  depositPercent: string;
  quoteValidityDays: string;
  balanceDaysBefore: string;
  refundSchedule: { minDaysBefore: string; keepPercent: string }[];
};

const toDraft = (terms: AdminCommissionTerms): Draft => ({
  depositPercent: String(terms.depositPercent),
  quoteValidityDays: String(terms.quoteValidityDays),
  balanceDaysBefore: String(terms.balanceDaysBefore),
  refundSchedule: terms.refundSchedule.map((tier) => ({
    minDaysBefore: String(tier.minDaysBefore),
    keepPercent: String(tier.keepPercent),
  })),
});

/** A blank box is sent as not-a-number, so the server names it rather than reading it as 0. */
const num = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));

/**
 * Custom cakes' terms (issue 25, decision 0218): the deposit, how long a quote holds, when the
 * balance falls due, and the refund schedule every quote shows. Saved on its own; quotes already
 * sent keep the schedule they showed.
 */
export function CommissionTermsCard() {
  const terms = useAdminCommissionTerms();
  return (
    <SectionCard
      icon={CakeSlice}
      title="Custom cakes"
      description="The terms of every new custom cake quote. Customers see the refund schedule before paying; quotes already sent keep theirs. Saved on its own."
    >
      <CardQuery query={terms} loading="Loading custom cake terms..." failed="Could not load the custom cake terms.">
        {(data) => <TermsForm initial={toDraft(data)} />}
      </CardQuery>
    </SectionCard>
  );
}

function TermsForm({ initial }: { initial: Draft }) {
  const save = useSaveCommissionTerms();
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const patchTier = (index: number, change: Partial<Draft['refundSchedule'][number]>) =>
    setDraft((d) => ({
      ...d,
      refundSchedule: d.refundSchedule.map((tier, i) => (i === index ? { ...tier, ...change } : tier)),
    }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    const body = {
      depositPercent: num(draft.depositPercent),
      quoteValidityDays: num(draft.quoteValidityDays),
      balanceDaysBefore: num(draft.balanceDaysBefore),
      refundSchedule: draft.refundSchedule.map((tier) => ({
        minDaysBefore: num(tier.minDaysBefore),
        keepPercent: num(tier.keepPercent),
      })),
    };
    save.mutate(body, {
      onSuccess: (saved) => {
        setDraft(toDraft(saved));
        toast({ title: 'Custom cake terms saved', variant: 'success' });
      },
      onError: (error) => showSaveRefusal(error, setErrors),
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Custom cake terms" className="flex flex-col gap-5">
      <div className="grid gap-4 sm:grid-cols-3 sm:items-end">
        <Field label="Deposit (%)" error={errors.depositPercent} required>
          <Input
            inputMode="numeric"
            value={draft.depositPercent}
            onChange={(e) => setDraft((d) => ({ ...d, depositPercent: e.target.value }))}
          />
        </Field>
        <Field label="Quote valid for (days)" error={errors.quoteValidityDays} required>
          <Input
            inputMode="numeric"
            value={draft.quoteValidityDays}
            onChange={(e) => setDraft((d) => ({ ...d, quoteValidityDays: e.target.value }))}
          />
        </Field>
        <Field label="Balance due (days before)" error={errors.balanceDaysBefore} required>
          <Input
            inputMode="numeric"
            value={draft.balanceDaysBefore}
            onChange={(e) => setDraft((d) => ({ ...d, balanceDaysBefore: e.target.value }))}
          />
        </Field>
      </div>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 font-semibold text-cocoa-900">Refund schedule when the customer cancels</legend>
        <p className="text-small text-muted-foreground">
          From the furthest out to the date itself (0 days): the share of the price the bakery keeps. A step nearer the
          date cannot keep less. If the bakery cancels, everything paid goes back.
        </p>
        {errors.refundSchedule ? (
          <p role="alert" className="text-small text-destructive">
            {errors.refundSchedule}
          </p>
        ) : null}
        {draft.refundSchedule.map((tier, index) => (
          <div
            key={index}
            className="grid grid-cols-[1fr_1fr_auto] items-end gap-3 rounded-card border border-border p-3"
          >
            <Field label="From days before" error={errors[`refundSchedule.${index}.minDaysBefore`]}>
              <Input
                inputMode="numeric"
                value={tier.minDaysBefore}
                onChange={(e) => patchTier(index, { minDaysBefore: e.target.value })}
              />
            </Field>
            <Field label="We keep (%)" error={errors[`refundSchedule.${index}.keepPercent`]}>
              <Input
                inputMode="numeric"
                value={tier.keepPercent}
                onChange={(e) => patchTier(index, { keepPercent: e.target.value })}
              />
            </Field>
            <RemoveRowButton
              label={`Remove step ${index + 1}`}
              disabled={draft.refundSchedule.length === 1}
              onClick={() =>
                setDraft((d) => ({ ...d, refundSchedule: d.refundSchedule.filter((_, i) => i !== index) }))
              }
            />
          </div>
        ))}
        {draft.refundSchedule.length < MAX_SCHEDULE_TIERS ? (
          <Button
            type="button"
            variant="outline"
            className="self-start"
            onClick={() =>
              setDraft((d) => ({
                ...d,
                refundSchedule: [{ minDaysBefore: '', keepPercent: '0' }, ...d.refundSchedule],
              }))
            }
          >
            <Plus aria-hidden="true" /> Add a step
          </Button>
        ) : null}
      </fieldset>
      <SaveButton
        pending={save.isPending}
        label="Save Custom Cake Terms"
        size="lg"
        className="w-full sm:w-auto sm:self-end"
      />
    </form>
  );
}
