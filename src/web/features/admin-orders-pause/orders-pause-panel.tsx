import { type ReactNode, useId, useState } from 'react';
import { Clock, PauseCircle, PlayCircle } from 'lucide-react';
import type { AdminOrdersPause } from '@/contracts/orders-pause';
import {
  aucklandLocalToIso,
  formatMinutes,
  formatPauseUntil,
  PAUSE_MESSAGE_MAX_LENGTH,
  PUSH_BACK_MAX_MINUTES,
  PUSH_BACK_STEPS,
} from '@/domain/orders-pause';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { Skeleton } from '@/web/components/ui/skeleton';
import { ApiRequestError } from '@/web/lib/api-client';
import { cn } from '@/web/lib/cn';
import { toast } from '@/web/lib/toast-store';
import { useOrdersPause } from './api/get-orders-pause';
import { usePauseOrders } from './api/pause-orders';
import { usePushBackLeadTime } from './api/push-back-lead-time';
import { useResumeOrders } from './api/resume-orders';

const refusal = (error: unknown) =>
  error instanceof ApiRequestError ? (error.serverMessage ?? error.message) : 'Please try again.';

/** The switch: on while new orders are paused. Pausing sends the message and until-time typed beside it. */
function PauseSwitch({ paused, busy, onToggle }: { paused: boolean; busy: boolean; onToggle(): void }) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={paused}
      disabled={busy}
      onClick={onToggle}
      className={cn(
        'flex min-h-12 w-full cursor-pointer items-center justify-between gap-4 rounded-2xl border px-4 py-2 text-left font-semibold transition-colors',
        'disabled:cursor-wait disabled:opacity-70',
        paused ? 'border-red-300 bg-red-50 text-red-900' : 'border-cocoa-200 bg-card text-cocoa-900 hover:bg-cream-100',
      )}
    >
      <span className="flex items-center gap-2">
        {paused ? <PlayCircle aria-hidden="true" /> : <PauseCircle aria-hidden="true" />}
        Pause new orders
      </span>
      <span
        aria-hidden="true"
        className={cn(
          'relative inline-flex h-7 w-12 shrink-0 rounded-full transition-colors',
          paused ? 'bg-red-600' : 'bg-cocoa-200',
        )}
      >
        <span
          className={cn(
            'absolute top-1 size-5 rounded-full bg-white shadow transition-[left]',
            paused ? 'left-6' : 'left-1',
          )}
        />
      </span>
    </button>
  );
}

function PushBack({ state, compact }: { state: AdminOrdersPause; compact: boolean }) {
  const pushBack = usePushBackLeadTime();
  const set = (minutes: number) =>
    pushBack.mutate(minutes, {
      onError: (error) => toast({ title: 'Push back not saved', description: refusal(error), variant: 'destructive' }),
    });
  const total = state.leadTimeMinutes + state.pushBackMinutes;
  return (
    <div className={cn('flex flex-col gap-3', !compact && 'border-t border-cocoa-100 pt-4')}>
      <p className="flex flex-wrap items-center gap-x-2 text-cocoa-900" data-testid="lead-time-today">
        <Clock aria-hidden="true" className="size-5 text-saffron-700" />
        <span>
          Lead time today: <strong>{formatMinutes(total)}</strong>
        </span>
        {state.pushBackMinutes ? (
          <span className="text-muted-foreground">
            (pushed back {formatMinutes(state.pushBackMinutes)} until midnight)
          </span>
        ) : null}
      </p>
      <div className="flex flex-wrap gap-2" role="group" aria-label="Push back today's lead time">
        {PUSH_BACK_STEPS.map((step) => (
          <Button
            key={step}
            aria-label={`Push back ${step} min`}
            variant="outline"
            className="min-h-11"
            disabled={pushBack.isPending || state.pushBackMinutes + step > PUSH_BACK_MAX_MINUTES}
            onClick={() => set(state.pushBackMinutes + step)}
          >
            {compact ? `+${step} min` : `Push back ${step} min`}
          </Button>
        ))}
        {state.pushBackMinutes ? (
          <Button variant="ghost" className="min-h-11" disabled={pushBack.isPending} onClick={() => set(0)}>
            Clear push back
          </Button>
        ) : null}
      </div>
    </div>
  );
}

/**
 * The message and until-time: always shown on the dashboard; on the board (compact) folded away,
 * so the day's orders stay near the top of a tablet, and the switch pauses with the default message.
 */
function Fields({ compact, children }: { compact: boolean; children: ReactNode }) {
  if (!compact) return children;
  return (
    <details className="group rounded-xl border border-cocoa-100 px-3 py-1">
      <summary className="flex min-h-11 cursor-pointer items-center font-semibold text-cocoa-900">
        Message and until-time
      </summary>
      <div className="pb-3">{children}</div>
    </details>
  );
}

/**
 * The panel while its state loads, in the loaded panel's shape: its labels, switch and push-back
 * buttons drawn faded (inert, hidden from assistive technology) so they wrap as the real ones do,
 * and nothing below the panel on the dashboard or the board moves when it arrives. A small
 * "Loading…" box that then grew by 270 px was the /admin page's layout shift (Lighthouse CLS 0.11).
 */
function PanelPlaceholder({
  className,
  compact,
  headingId,
  status,
}: {
  className?: string;
  compact: boolean;
  headingId: string;
  status: string;
}) {
  const field = (label: string) => (
    <div className="flex flex-col gap-1">
      <span className="text-sm font-semibold">{label}</span>
      <Skeleton className="h-11" />
    </div>
  );
  return (
    <section
      aria-labelledby={headingId}
      aria-busy="true"
      className={cn(
        'flex flex-col gap-4 rounded-card border border-cocoa-100 bg-card p-4 shadow-soft sm:p-5',
        className,
      )}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="font-display text-h4 text-cocoa-900">
          New orders
        </h2>
        <p role="status" className="text-muted-foreground">
          {status}
        </p>
      </div>
      <div aria-hidden="true" inert className="flex animate-pulse flex-col gap-4 text-cocoa-900/40">
        {compact ? (
          <div className="rounded-xl border border-cocoa-100 px-3 py-1">
            <div className="flex min-h-11 items-center font-semibold">Message and until-time</div>
          </div>
        ) : (
          <div className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
            {field('Message for customers')}
            {field('Until (Auckland time, optional)')}
          </div>
        )}
        <div className={cn('flex flex-col gap-4', compact && 'lg:grid lg:grid-cols-2 lg:items-start')}>
          <Skeleton className="h-12 rounded-2xl" />
          <div className={cn('flex flex-col gap-3', !compact && 'border-t border-cocoa-100 pt-4')}>
            <p className="flex items-center gap-x-2">
              <Clock className="size-5" />
              Lead time today
            </p>
            <div className="flex flex-wrap gap-2">
              {PUSH_BACK_STEPS.map((step) => (
                <Button key={step} variant="outline" className="min-h-11" disabled>
                  {compact ? `+${step} min` : `Push back ${step} min`}
                </Button>
              ))}
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}

/**
 * "Pause new orders" and "push back" (issue 23), on the dashboard and the Today board: a switch
 * with the message customers read and an optional until-time (Auckland), resumed with one tap, and
 * buttons adding minutes to today's lead time.
 */
export function OrdersPausePanel({ className, compact = false }: { className?: string; compact?: boolean }) {
  const state = useOrdersPause();
  const pause = usePauseOrders();
  const resume = useResumeOrders();
  const [message, setMessage] = useState('');
  const [until, setUntil] = useState('');
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const messageId = useId();
  const untilId = useId();
  const headingId = useId();

  if (!state.data) {
    return (
      <PanelPlaceholder
        className={className}
        compact={compact}
        headingId={headingId}
        status={state.isError ? `Could not load: ${refusal(state.error)}` : 'Loading…'}
      />
    );
  }
  const current = state.data;
  const paused = current.pause;
  const busy = pause.isPending || resume.isPending;

  const toggle = () => {
    if (paused) {
      resume.mutate(undefined, {
        onSuccess: () =>
          toast({ title: 'Orders resumed', description: 'Customers can order again.', variant: 'success' }),
        onError: (error) => toast({ title: 'Not resumed', description: refusal(error), variant: 'destructive' }),
      });
      return;
    }
    const untilIso = until ? aucklandLocalToIso(until) : null;
    if (until && !untilIso) {
      setErrors({ until: 'Please give a date and time' });
      return;
    }
    pause.mutate(
      { message, until: untilIso },
      {
        onSuccess: () => {
          setErrors({});
          toast({ title: 'New orders paused', description: 'Customers see your message.', variant: 'success' });
        },
        onError: (error) => {
          setErrors(error instanceof ApiRequestError ? error.fields : {});
          toast({ title: 'Not paused', description: refusal(error), variant: 'destructive' });
        },
      },
    );
  };

  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'flex flex-col gap-4 rounded-card border bg-card p-4 shadow-soft sm:p-5',
        paused ? 'border-red-300' : 'border-cocoa-100',
        className,
      )}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="font-display text-h4 text-cocoa-900">
          New orders
        </h2>
        <p role="status" className={cn('font-semibold', paused ? 'text-red-800' : 'text-green-800')}>
          {paused ? `Paused${paused.until ? ` ${formatPauseUntil(paused.until)}` : ''}` : 'Taking orders'}
        </p>
      </div>
      {paused ? (
        <p className="rounded-xl bg-red-50 px-3 py-2 text-red-950" data-testid="pause-message">
          Customers see: “{paused.message}”
        </p>
      ) : (
        <Fields compact={compact}>
          <div className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
            <div className="flex flex-col gap-1">
              <label htmlFor={messageId} className="text-sm font-semibold text-cocoa-900">
                Message for customers
              </label>
              <Input
                id={messageId}
                value={message}
                maxLength={PAUSE_MESSAGE_MAX_LENGTH}
                placeholder="We're not taking new orders right now. Please check back soon."
                aria-invalid={errors.message ? true : undefined}
                aria-describedby={errors.message ? `${messageId}-error` : undefined}
                onChange={(event) => setMessage(event.target.value)}
              />
              {errors.message ? (
                <p id={`${messageId}-error`} className="text-sm text-destructive">
                  {errors.message}
                </p>
              ) : null}
            </div>
            <div className="flex flex-col gap-1">
              <label htmlFor={untilId} className="text-sm font-semibold text-cocoa-900">
                Until (Auckland time, optional)
              </label>
              <Input
                id={untilId}
                type="datetime-local"
                value={until}
                aria-invalid={errors.until ? true : undefined}
                aria-describedby={errors.until ? `${untilId}-error` : undefined}
                onChange={(event) => setUntil(event.target.value)}
              />
              {errors.until ? (
                <p id={`${untilId}-error`} className="text-sm text-destructive">
                  {errors.until}
                </p>
              ) : null}
            </div>
          </div>
        </Fields>
      )}
      <div className={cn('flex flex-col gap-4', compact && 'lg:grid lg:grid-cols-2 lg:items-start')}>
        <PauseSwitch paused={paused !== null} busy={busy} onToggle={toggle} />
        <PushBack state={current} compact={compact} />
      </div>
    </section>
  );
}
