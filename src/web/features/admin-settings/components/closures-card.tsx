import { useState, type FormEvent } from 'react';
import { CalendarX, Plus } from 'lucide-react';
import { formatCalendarDate } from '@/domain/dates';
import { Button } from '@/web/components/ui/button';
import { Field } from '@/web/components/ui/field';
import { Input } from '@/web/components/ui/input';
import { ApiRequestError } from '@/web/lib/api-client';
import { toast } from '@/web/lib/toast-store';
import { useAddClosure, useAdminClosures, useDeleteClosure } from '../api/closures-admin';
import { CardQuery } from './card-query';
import { RemoveRowButton } from './remove-row-button';
import { SectionCard } from './section-card';

const EMPTY = { startDate: '', endDate: '', reason: '' };
type ClosureField = keyof typeof EMPTY;

const day = (date: string) => formatCalendarDate(date, 'weekday-day-month-year');

/**
 * Closures (issue 22): days the shop is shut, with the reason customers read at checkout and on
 * the contact page. Saved on their own (add and delete), not with the settings form, so a closure
 * takes effect at once; the server refuses a range that ends before it starts, naming the field.
 */
export function ClosuresCard() {
  const closures = useAdminClosures();
  const add = useAddClosure();
  const remove = useDeleteClosure();
  const [draft, setDraft] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<ClosureField, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);

  const set = (field: ClosureField, value: string) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    // One day by default: an empty last day is the first day.
    const body = { ...draft, reason: draft.reason.trim(), endDate: draft.endDate || draft.startDate };
    add.mutate(body, {
      onSuccess: () => {
        setDraft(EMPTY);
        setErrors({});
        toast({ title: 'Closure added', description: body.reason, variant: 'success' });
      },
      onError: (error) => {
        const fields = error instanceof ApiRequestError ? error.fields : {};
        const found = {
          startDate: fields.startDate,
          endDate: fields.endDate,
          reason: fields.reason,
        };
        setErrors(found);
        if (!found.startDate && !found.endDate && !found.reason) {
          setProblem(error instanceof ApiRequestError ? (error.serverMessage ?? error.message) : String(error));
        }
      },
    });
  };

  return (
    <SectionCard
      icon={CalendarX}
      title="Closures"
      description="Days the shop is closed, such as a summer break. Customers see the reason at checkout and on the contact page. Saved as soon as you add or delete one."
      contentClassName="flex flex-col gap-6"
    >
      <CardQuery query={closures} loading="Loading closures..." failed="Could not load the closures.">
        {(list) =>
          list.length === 0 ? (
            <p className="text-muted-foreground">No closures planned.</p>
          ) : (
            <ul aria-label="Upcoming closures" className="flex flex-col divide-y divide-border">
              {list.map((closure) => (
                <li key={closure.id} className="flex items-center justify-between gap-3 py-2">
                  <div className="flex min-w-0 flex-col">
                    <span className="font-semibold text-cocoa-900 tabular-nums">
                      {closure.startDate === closure.endDate
                        ? day(closure.startDate)
                        : `${day(closure.startDate)} to ${day(closure.endDate)}`}
                    </span>
                    <span className="text-small break-words text-cocoa-700">{closure.reason}</span>
                  </div>
                  <RemoveRowButton
                    label={`Delete closure: ${closure.reason}`}
                    disabled={remove.isPending}
                    onClick={() =>
                      remove.mutate(closure.id, {
                        onSuccess: () => toast({ title: 'Closure deleted', variant: 'success' }),
                        onError: () =>
                          toast({
                            title: 'Error',
                            description: 'Could not delete the closure',
                            variant: 'destructive',
                          }),
                      })
                    }
                  />
                </li>
              ))}
            </ul>
          )
        }
      </CardQuery>

      <form onSubmit={submit} noValidate aria-label="Add a closure" className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="First day closed" error={errors.startDate} required>
            <Input type="date" value={draft.startDate} onChange={(e) => set('startDate', e.target.value)} />
          </Field>
          <Field label="Last day closed" hint="Leave empty for one day" error={errors.endDate}>
            <Input type="date" value={draft.endDate} onChange={(e) => set('endDate', e.target.value)} />
          </Field>
        </div>
        <Field label="Reason customers read" error={errors.reason} required>
          <Input
            value={draft.reason}
            maxLength={200}
            placeholder="Closed for our summer break, back 8 January"
            onChange={(e) => set('reason', e.target.value)}
          />
        </Field>
        {problem ? (
          <p role="alert" className="text-caption font-medium text-destructive">
            {problem}
          </p>
        ) : null}
        <Button type="submit" variant="outline" loading={add.isPending} className="self-start">
          {add.isPending ? null : <Plus aria-hidden="true" />}
          Add closure
        </Button>
      </form>
    </SectionCard>
  );
}
