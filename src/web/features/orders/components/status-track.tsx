import type { StoreOrder } from '@/contracts/checkout';
import { cn } from '@/web/lib/cn';
import { statusTrack } from '../status-track';
import { ProgressStepIcon } from './progress-step-icon';

/**
 * An order's four steps across its card (decision 0153): ticked up to where it is, that step
 * ringed and named as the current one. Nothing for a cancelled order: its badge says so.
 */
export function StatusTrack({ order }: { order: Pick<StoreOrder, 'id' | 'status' | 'fulfilment'> }) {
  const steps = statusTrack(order);
  if (!steps) return null;
  return (
    <ol aria-label="Order progress" className="grid grid-cols-4 gap-1">
      {steps.map((step, index) => (
        <li
          key={step.status}
          data-step={step.status}
          aria-current={step.current ? 'step' : undefined}
          className="relative flex min-w-0 flex-col items-center gap-2 text-center"
        >
          {index > 0 ? (
            // The line from the step before: reached steps are joined in green.
            <span
              aria-hidden="true"
              className={cn(
                'absolute top-4 right-1/2 h-0.5 w-full -translate-y-1/2 rounded-full',
                step.state === 'done' ? 'bg-pistachio-300' : 'bg-cream-300',
              )}
            />
          ) : null}
          <span className={cn('relative rounded-full', step.current && 'ring-4 ring-pistachio-200')}>
            <ProgressStepIcon state={step.state} />
          </span>
          <span
            className={cn(
              'text-caption leading-tight font-semibold text-balance',
              step.current ? 'text-cocoa-900' : step.state === 'done' ? 'text-cocoa-700' : 'text-cocoa-500',
            )}
          >
            {step.label}
          </span>
        </li>
      ))}
    </ol>
  );
}
