import { createPortal } from 'react-dom';
import type { AdminProductionSheet } from '@/contracts/admin-orders';
import { ProductionDocket } from './production-docket';
import { ProductionSheet } from './production-sheet';

/** What the next print shows: the whole sheet (also for the browser's own Print), every docket, or one. */
export type PrintJob = { kind: 'sheet' } | { kind: 'dockets' } | { kind: 'docket'; orderId: string };

/**
 * Printing shows only the copy placed at the end of <body>: the admin layout (sidebar, header), the
 * filters, buttons and toasts are left out whatever their markup, black on white on A4. Headings
 * keep with what follows and groups stay whole (issue 22: no heading alone at a page foot); each
 * docket starts a page of its own.
 */
export const PRINT_CSS = `
.production-print { display: none; }
@media print {
  @page { size: A4; margin: 14mm 12mm; }
  html, body { background: #fff !important; color: #000 !important; }
  body > :not(.production-print) { display: none !important; }
  .production-print { display: block !important; font-size: 11pt; color: #000 !important; }
  .production-print * { color: #000 !important; background: transparent !important; box-shadow: none !important; }
  .production-print .rounded-xl, .production-print table, .production-print tr, .production-print li { border-color: #999 !important; }
  .production-print .tick-box { border-color: #000 !important; background: #fff !important; }
  .production-print a { text-decoration: none !important; }
  .production-print h1, .production-print h2, .production-print h3, .production-print h4,
  .production-print .keep-with-next { break-after: avoid; page-break-after: avoid; }
  .production-print .avoid-break { break-inside: avoid; page-break-inside: avoid; }
  .production-print .docket + .docket { break-before: page; page-break-before: always; }
  .production-print .production-sheet { gap: 6mm; }
  .production-print li[data-order-id] { padding: 2.5mm 3.5mm; }
}
`;

export function ProductionPrint({ sheet, job }: { sheet: AdminProductionSheet; job: PrintJob }) {
  const dockets =
    job.kind === 'dockets'
      ? sheet.orders
      : job.kind === 'docket'
        ? sheet.orders.filter((order) => order.orderId === job.orderId)
        : [];
  return createPortal(
    // Hidden on screen by `display: none` (so from assistive technology too); printed, it is the page
    // itself, and a tagged PDF keeps its headings.
    <div className="production-print" data-print={job.kind}>
      {job.kind === 'sheet' ? (
        <ProductionSheet sheet={sheet} />
      ) : (
        dockets.map((order) => <ProductionDocket key={order.orderId} order={order} date={sheet.date} />)
      )}
    </div>,
    document.body,
  );
}
