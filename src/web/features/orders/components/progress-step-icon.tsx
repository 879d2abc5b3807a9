import { Check } from 'lucide-react';
import type { StepState } from '../progress-steps';

export function ProgressStepIcon({ state }: { state: StepState }) {
  if (state === 'done') {
    return (
      <span className="relative grid size-8 shrink-0 place-items-center rounded-full bg-pistachio-600 text-white">
        <Check aria-hidden="true" strokeWidth={3} className="size-4" />
        <span className="sr-only">Completed:</span>
      </span>
    );
  }
  if (state === 'current') {
    return (
      <span className="relative grid size-8 shrink-0 place-items-center rounded-full border-2 border-saffron-500 bg-saffron-50">
        <span aria-hidden="true" className="size-2.5 animate-pulse rounded-full bg-saffron-500" />
        <span className="sr-only">In progress:</span>
      </span>
    );
  }
  return (
    <span className="relative grid size-8 shrink-0 place-items-center rounded-full border-2 border-cream-300 bg-card">
      <span className="sr-only">Pending:</span>
    </span>
  );
}
