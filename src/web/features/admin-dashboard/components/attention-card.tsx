import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import type { AdminAttentionItem } from '@/contracts/admin-analytics';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';

/** 'Attention Needed': 'High pending orders' and 'No orders today', or an all-clear line. */
export function AttentionCard({ items }: { items: AdminAttentionItem[] }) {
  return (
    <Card className={items.length ? 'border-saffron-300!' : undefined}>
      <CardHeader className="pb-3">
        <CardTitle asChild>
          <h2 className="flex items-center gap-2">
            <AlertTriangle aria-hidden="true" className="size-5 text-saffron-700" /> Attention Needed
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {items.length ? (
          <ul className="flex flex-col gap-2" data-testid="attention-items">
            {items.map((item) => (
              <li key={item.kind} className="rounded-xl border border-saffron-200 bg-saffron-50 px-4 py-3">
                <p className="font-semibold text-saffron-950">{item.title}</p>
                <p className="text-small text-saffron-900">{item.message}</p>
              </li>
            ))}
          </ul>
        ) : (
          <p className="flex items-center gap-2 rounded-xl bg-pistachio-50 px-4 py-3 text-pistachio-900">
            <CheckCircle2 aria-hidden="true" className="size-5" /> All clear: nothing needs your attention.
          </p>
        )}
      </CardContent>
    </Card>
  );
}
