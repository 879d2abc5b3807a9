import type { MapPin } from 'lucide-react';
import { CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';

/** A checkout card's heading: its icon, 'Step n of 3' when it is a step, title and description. */
export function SectionHeader({
  step,
  icon: Icon,
  id,
  title,
  description,
}: {
  step?: number;
  icon: typeof MapPin;
  id: string;
  title: string;
  description?: string;
}) {
  return (
    <CardHeader className="max-sm:px-4 xl:px-5 xl:pt-5">
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="grid size-9 shrink-0 place-items-center rounded-full bg-saffron-100 text-saffron-800"
        >
          <Icon className="size-4.5" />
        </span>
        <div className="min-w-0">
          {step ? (
            <p aria-hidden="true" className="text-eyebrow font-semibold text-cocoa-500 uppercase">
              Step {step} of 3
            </p>
          ) : null}
          <CardTitle asChild className="text-h4">
            <h2 id={id}>{title}</h2>
          </CardTitle>
        </div>
      </div>
      {description ? <CardDescription className="mt-1">{description}</CardDescription> : null}
    </CardHeader>
  );
}
