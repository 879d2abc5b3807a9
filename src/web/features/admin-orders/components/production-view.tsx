import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { Printer } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent } from '@/web/components/ui/card';
import { Field } from '@/web/components/ui/field';
import { Input } from '@/web/components/ui/input';
import { Spinner } from '@/web/components/ui/spinner';
import { useProduction } from '../api/get-production';
import { ProductionSheet } from './production-sheet';

/**
 * Printing shows only the copy of the sheet placed at the end of <body>: the admin layout (sidebar,
 * header), the filters, buttons and toasts are left out whatever their markup, black on white on A4.
 */
const PRINT_CSS = `
.production-print { display: none; }
@media print {
  @page { size: A4; margin: 14mm 12mm; }
  html, body { background: #fff !important; color: #000 !important; }
  body > :not(.production-print) { display: none !important; }
  .production-print { display: block !important; font-size: 11pt; }
  .production-print * { color: #000 !important; background: transparent !important; box-shadow: none !important; }
  .production-print .rounded-xl, .production-print table, .production-print tr { border-color: #999 !important; }
  .production-print .avoid-break { break-inside: avoid; page-break-inside: avoid; }
  .production-print .avoid-break-after { break-after: avoid; page-break-after: avoid; }
}
`;

export function ProductionView({ date, onDateChange }: { date: string; onDateChange: (date: string) => void }) {
  const production = useProduction(date);
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);

  return (
    <div className="flex flex-col gap-6">
      <style>{PRINT_CSS}</style>
      <Card>
        <CardContent className="flex flex-col gap-4 pt-6 sm:flex-row sm:items-end sm:justify-between">
          <Field label="Production date" className="sm:w-64">
            <Input
              type="date"
              value={date}
              onChange={(event) => event.target.value && onDateChange(event.target.value)}
            />
          </Field>
          <Button variant="outline" onClick={() => window.print()} disabled={!production.data}>
            <Printer aria-hidden="true" />
            Print
          </Button>
        </CardContent>
      </Card>

      {production.isPending ? (
        <div className="grid min-h-40 place-items-center">
          <Spinner label="Loading production sheet..." />
        </div>
      ) : production.isError ? (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-red-900">
          The production sheet could not be loaded. {production.error.message}
        </p>
      ) : (
        <Card>
          <CardContent className="pt-6">
            <ProductionSheet sheet={production.data} />
          </CardContent>
        </Card>
      )}

      {mounted && production.data
        ? createPortal(
            <div className="production-print" aria-hidden="true">
              <ProductionSheet sheet={production.data} />
            </div>,
            document.body,
          )
        : null}
    </div>
  );
}
