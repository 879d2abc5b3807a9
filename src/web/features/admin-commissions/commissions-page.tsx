import { Cake } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { formatScheduleDate } from '@/domain/dates';
import { Badge } from '@/web/components/ui/badge';
import { Spinner } from '@/web/components/ui/spinner';
import { cn } from '@/web/lib/cn';
import { COMMISSION_STAGE_BADGES, COMMISSION_STAGE_LABELS } from '@/web/lib/commission-stage';
import { useAdminCommissions } from './api/get-commissions';
import { CommissionDetail } from './components/commission-detail';

const TITLE = 'Commissions';

/**
 * /admin/commissions (staff): custom cake requests by date, open ones first; choosing one shows it
 * beside the list on a wide screen and under it on a phone, with its quote form and thread.
 */
export default function CommissionsPage() {
  const list = useAdminCommissions();
  const [params, setParams] = useSearchParams();
  const all = list.data ?? [];
  const selected = all.find((c) => c.id === params.get('id')) ?? all.find((c) => c.state !== 'cancelled') ?? all[0];

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <title>{`${TITLE} | Admin`}</title>
      <header>
        <h1 className="text-h1 text-cocoa-900">{TITLE}</h1>
        <p className="mt-1 text-muted-foreground">
          Custom cake requests: quote them, answer questions, follow deposits and balances
        </p>
      </header>
      {list.isPending ? (
        <Spinner size="lg" label="Loading commissions..." className="flex-col py-16" />
      ) : list.isError ? (
        <p role="alert" className="text-destructive">
          Commissions could not be loaded. Please reload the page.
        </p>
      ) : all.length === 0 ? (
        <div className="flex flex-col items-center rounded-2xl border bg-card px-6 py-14 text-center">
          <Cake className="size-10 text-saffron-700" aria-hidden="true" />
          <p className="mt-4 text-h3 text-cocoa-900">No custom cake requests yet</p>
          <p className="mt-1 text-muted-foreground">Requests from the Custom Orders page appear here.</p>
        </div>
      ) : (
        <div className="grid gap-6 xl:grid-cols-[22rem_1fr]">
          <ul className="flex flex-col gap-2" aria-label="Commissions by date">
            {all.map((c) => (
              <li key={c.id}>
                <button
                  type="button"
                  aria-current={selected?.id === c.id ? 'true' : undefined}
                  onClick={() => setParams({ id: c.id })}
                  className={cn(
                    'flex min-h-11 w-full flex-col gap-1 rounded-xl border bg-card p-3 text-left transition hover:border-saffron-300',
                    selected?.id === c.id && 'border-saffron-500 ring-2 ring-saffron-200',
                  )}
                >
                  <span className="flex items-center justify-between gap-2">
                    <span className="font-semibold text-cocoa-900">{c.customerName}</span>
                    <Badge variant={COMMISSION_STAGE_BADGES[c.stage]}>{COMMISSION_STAGE_LABELS[c.stage]}</Badge>
                  </span>
                  <span className="text-small text-muted-foreground">
                    {formatScheduleDate(c.dateNeeded)} · {c.size} inch {c.occasion.toLowerCase()}
                  </span>
                </button>
              </li>
            ))}
          </ul>
          {selected ? <CommissionDetail key={selected.id} commission={selected} /> : null}
        </div>
      )}
    </div>
  );
}
