import type { AdminProductionOrder } from '@/contracts/admin-orders';
import { formatLongDay } from '@/domain/dates';
import { AllergyFlag, ItemContains } from '@/web/components/allergens/allergy-parts';
import { fulfilmentLabel, ItemLine, pieces, slotLabel, TickBox } from './production-parts';

/**
 * The docket taped to one order's box (decision 0171): big order number and name to match at the
 * counter, phone, when and how it leaves, an allergy flag, each item with its allergens and a box
 * to tick as it goes in, the cake messages and the instructions. Printed alone, each docket has its own A4 page.
 */
export function ProductionDocket({ order, date }: { order: AdminProductionOrder; date: string }) {
  return (
    <article className="docket avoid-break flex flex-col gap-4" data-docket-id={order.orderId}>
      <header className="flex flex-wrap items-end justify-between gap-3 border-b-4 border-cocoa-900 pb-3">
        <div className="flex flex-col">
          <p className="text-caption tracking-wide text-cocoa-700 uppercase">Saffron &amp; Sugar · Order</p>
          <h2 className="font-display text-5xl leading-none text-cocoa-950 tabular-nums">#{order.orderNumber}</h2>
        </div>
        <p className="rounded-full border-2 border-cocoa-900 px-4 py-1 text-lg font-bold text-cocoa-950 uppercase">
          {fulfilmentLabel(order.fulfilment)}
        </p>
      </header>

      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1.5 text-base">
        <dt className="text-cocoa-700">Name</dt>
        <dd className="text-xl font-semibold break-words text-cocoa-950">{order.customerName}</dd>
        <dt className="text-cocoa-700">Phone</dt>
        <dd className="font-semibold tabular-nums">{order.phone ?? 'No phone given'}</dd>
        <dt className="text-cocoa-700">{order.fulfilment === 'pickup' ? 'Collect' : 'Deliver'}</dt>
        <dd className="font-semibold">
          {formatLongDay(date)}, {slotLabel(order.deliveryTime)}
        </dd>
        {order.fulfilment === 'delivery' ? (
          <>
            <dt className="text-cocoa-700">Address</dt>
            <dd className="break-words">{order.deliveryAddress ?? 'No address given'}</dd>
          </>
        ) : null}
      </dl>

      {order.allergyNoted ? <AllergyFlag className="text-base" /> : null}

      <section className="flex flex-col gap-1">
        <h3 className="keep-with-next border-b-2 border-cocoa-800 pb-1 font-sans text-small font-semibold tracking-wide text-cocoa-700 uppercase">
          In the box · {pieces(order.itemCount)}
        </h3>
        <ul className="flex flex-col">
          {order.items.map((item, index) => (
            <li key={`${item.productName}-${index}`} className="flex gap-3 border-b border-border py-2 text-base">
              <TickBox className="mt-0.5" />
              <div className="min-w-0">
                <ItemLine item={item} />
                <ItemContains allergens={item.allergens} className="mt-0.5 text-base" />
                {item.message ? (
                  <p className="mt-0.5 break-words whitespace-pre-wrap italic">Cake message: “{item.message}”</p>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      </section>

      {order.specialInstructions?.trim() ? (
        <section className="rounded-lg border-2 border-cocoa-800 px-4 py-3">
          <h3 className="font-sans text-small font-semibold tracking-wide text-cocoa-700 uppercase">Instructions</h3>
          <p className="mt-1 text-base break-words whitespace-pre-wrap">{order.specialInstructions}</p>
        </section>
      ) : null}
    </article>
  );
}
