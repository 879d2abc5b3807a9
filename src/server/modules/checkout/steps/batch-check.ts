/**
 * Daily batches and pre-order windows in the checkout (issue 23): checked when the details are
 * bound (under the slot's lock, so the units are held with the place) and again when the payment
 * lands (in the order's transaction, under the same locks), where a lost batch means a refund.
 * A cart with no limited product costs one read and takes no lock.
 */
import { SLOT_HOLD_MINUTES } from '../../../../domain/delivery';
import { preorderRefusal, soldOutMessage, unitsLeft } from '../../../../domain/daily-batch';
import type { DbOrTx } from '../../../db/client';
import type { CheckoutLine } from '../../../db/schema';
import { BadRequest, Conflict } from '../../../platform/errors';
import {
  type BatchHolder,
  type LimitedProduct,
  limitedProductsAmong,
  lockBatchDay,
  unitsKey,
  unitsTaken,
} from '../batches.repository';
import type { RefundReason } from '../refund-email';

type Refusal =
  | { kind: 'preorder'; code: string; message: string }
  | { kind: 'sold_out'; message: string; productId: string; left: number };

/** Units the order asks of each product (the same product may be on several lines, in several sizes). */
function unitsWanted(lines: readonly CheckoutLine[]): Map<string, number> {
  const wanted = new Map<string, number>();
  for (const line of lines) wanted.set(line.productId, (wanted.get(line.productId) ?? 0) + line.quantity);
  return wanted;
}

const windowOf = (p: LimitedProduct) =>
  p.preorderOpensAt && p.preorderClosesAt && p.preorderDates
    ? { opensAt: p.preorderOpensAt, closesAt: p.preorderClosesAt, dates: p.preorderDates }
    : null;

/**
 * The first reason this order cannot have its units for `date`, or null. Locks each batch's day
 * (in product id order) so the answer holds until the transaction ends. `closeGraceMinutes`
 * lets a payment that lands just after a window closed through, as binding judged it.
 */
async function firstRefusal(
  tx: DbOrTx,
  lines: readonly CheckoutLine[],
  date: string,
  holder: BatchHolder,
  now: Date,
  closeGraceMinutes: number,
): Promise<Refusal | null> {
  const wanted = unitsWanted(lines);
  const limited = await limitedProductsAmong(tx, [...wanted.keys()]);
  if (limited.length === 0) return null;
  for (const product of limited) {
    const window = windowOf(product);
    if (!window) continue;
    const refusal = preorderRefusal(product.name, window, date, now);
    // At fulfil binding already saw the window open: only the day and the (graced) close count.
    const refused =
      closeGraceMinutes === 0
        ? refusal
        : !window.dates.includes(date) || now.getTime() >= window.closesAt.getTime() + closeGraceMinutes * 60_000
          ? refusal
          : null;
    if (refused) return { kind: 'preorder', code: refused.code, message: refused.message };
  }
  const batched = limited.filter((p) => p.dailyBatch !== null).sort((a, b) => (a.id < b.id ? -1 : 1));
  if (batched.length === 0) return null;
  for (const product of batched) await lockBatchDay(tx, product.id, date);
  const taken = await unitsTaken(
    tx,
    batched.map((p) => p.id),
    date,
    date,
    holder,
  );
  for (const product of batched) {
    const left = unitsLeft(product.dailyBatch, taken.get(unitsKey(product.id, date)) ?? 0)!;
    if (left < wanted.get(product.id)!) {
      return { kind: 'sold_out', message: soldOutMessage(product.name, date, left), productId: product.id, left };
    }
  }
  return null;
}

/**
 * At binding: 400 (PREORDER_NOT_OPEN, PREORDER_CLOSED, PREORDER_DATE) naming the window's dates,
 * or 409 SOLD_OUT naming the day. Call inside the binding's transaction, after the slot's lock.
 */
export async function assertBatchesAndWindows(
  tx: DbOrTx,
  lines: readonly CheckoutLine[],
  date: string,
  holder: BatchHolder,
  now = new Date(),
): Promise<void> {
  const refusal = await firstRefusal(tx, lines, date, holder, now, 0);
  if (!refusal) return;
  if (refusal.kind === 'preorder')
    throw new BadRequest(refusal.message, refusal.code, { deliveryDate: refusal.message });
  throw new Conflict(refusal.message, 'SOLD_OUT', { deliveryDate: refusal.message });
}

/**
 * At fulfil: why the paid order can no longer have its units, as a refund reason, or null. A
 * window that closed while the customer paid gives the hold's minutes of grace.
 */
export async function batchRefundReason(
  tx: DbOrTx,
  lines: readonly CheckoutLine[],
  date: string,
  holder: BatchHolder,
  now = new Date(),
): Promise<RefundReason | null> {
  const refusal = await firstRefusal(tx, lines, date, holder, now, SLOT_HOLD_MINUTES);
  if (!refusal) return null;
  return refusal.kind === 'preorder' ? 'preorder_closed' : 'sold_out';
}
