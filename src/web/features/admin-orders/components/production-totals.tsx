import type { AdminProductionGroup } from '@/contracts/admin-orders';
import { TickBox } from './production-parts';

/**
 * What to bake, one table per category (decision 0170), each line with a box to tick. A category
 * is never split across printed pages, and its heading never stays alone at a page foot.
 */
export function ProductionTotals({
  groups,
  headingId,
}: {
  groups: readonly AdminProductionGroup[];
  headingId: string;
}) {
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h3
        id={headingId}
        className="keep-with-next font-sans text-small font-semibold tracking-wide text-cocoa-700 uppercase"
      >
        To bake
      </h3>
      {groups.map((group) => (
        <div key={group.category} className="avoid-break flex flex-col gap-1" data-category={group.category}>
          <h4 className="keep-with-next flex items-baseline justify-between gap-3 border-b-2 border-cocoa-800 pb-1">
            <span className="font-display text-lg text-cocoa-950">{group.category}</span>{' '}
            <span className="font-sans text-caption text-cocoa-700 tabular-nums">
              {group.quantity} {group.quantity === 1 ? 'piece' : 'pieces'}
            </span>
          </h4>
          <table className="w-full table-fixed border-collapse text-left text-small">
            <colgroup>
              <col className="w-10" />
              <col />
              <col className="w-[32%]" />
              <col className="w-20" />
            </colgroup>
            <thead className="sr-only">
              <tr>
                <th scope="col">Done</th>
                <th scope="col">Product</th>
                <th scope="col">Size</th>
                <th scope="col">Quantity</th>
              </tr>
            </thead>
            <tbody>
              {group.lines.map((line) => (
                <tr key={`${line.productName}|${line.size ?? ''}`} className="border-b border-border">
                  <td className="py-2 align-middle">
                    <TickBox />
                  </td>
                  <td className="py-2 pr-3 font-medium break-words text-cocoa-900">{line.productName}</td>
                  <td className="py-2 pr-3 break-words text-cocoa-700">{line.size || 'Standard'}</td>
                  <td className="py-2 text-right text-base font-bold text-cocoa-950 tabular-nums">{line.quantity}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
    </section>
  );
}
