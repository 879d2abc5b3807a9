import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { Printer, Tags } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent } from '@/web/components/ui/card';
import { Field } from '@/web/components/ui/field';
import { Input } from '@/web/components/ui/input';
import { Spinner } from '@/web/components/ui/spinner';
import { TOUCH_HEIGHT } from '@/web/lib/touch-target';
import { useProduction } from '../api/get-production';
import { PRINT_CSS, type PrintJob, ProductionPrint } from './production-print';
import { ProductionSheet } from './production-sheet';

const SHEET: PrintJob = { kind: 'sheet' };

export function ProductionView({ date, onDateChange }: { date: string; onDateChange: (date: string) => void }) {
  const production = useProduction(date);
  const [mounted, setMounted] = useState(false);
  const [job, setJob] = useState<PrintJob>(SHEET);
  useEffect(() => setMounted(true), []);
  // A docket chosen for one day is not printed for another.
  useEffect(() => setJob(SHEET), [date]);
  // After a docket print the browser's own Print (Ctrl+P) prints the whole sheet again.
  useEffect(() => {
    const reset = () => setJob(SHEET);
    window.addEventListener('afterprint', reset);
    return () => window.removeEventListener('afterprint', reset);
  }, []);

  /** The print copy must show the job before the print dialog takes its snapshot. */
  const print = (next: PrintJob) => {
    flushSync(() => setJob(next));
    window.print();
  };
  const ready = Boolean(production.data);
  const hasOrders = Boolean(production.data?.orders.length);

  return (
    <div className="flex flex-col gap-6">
      <style>{PRINT_CSS}</style>
      <Card>
        <CardContent className="flex flex-col gap-4 pt-6 sm:flex-row sm:items-end sm:justify-between">
          <Field label="Production date" className="sm:w-52">
            <Input
              type="date"
              value={date}
              onChange={(event) => event.target.value && onDateChange(event.target.value)}
            />
          </Field>
          <div className="flex flex-wrap gap-2 sm:justify-end">
            <Button variant="outline" className={TOUCH_HEIGHT} onClick={() => print(SHEET)} disabled={!ready}>
              <Printer aria-hidden="true" />
              Print sheet
            </Button>
            <Button
              variant="outline"
              className={TOUCH_HEIGHT}
              onClick={() => print({ kind: 'dockets' })}
              disabled={!hasOrders}
            >
              <Tags aria-hidden="true" />
              Print dockets
            </Button>
          </div>
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
            <ProductionSheet sheet={production.data} onPrintDocket={(orderId) => print({ kind: 'docket', orderId })} />
          </CardContent>
        </Card>
      )}

      {mounted && production.data ? <ProductionPrint sheet={production.data} job={job} /> : null}
    </div>
  );
}
