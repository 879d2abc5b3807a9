/**
 * The words of the board's one-tap next step: a verb for the kitchen, the target status's own
 * label after it, so the button says what the customer will then see (decision 0164).
 */
import { orderStatusLabel, type StaffSettableStatus } from '@/domain/order-status';

export function nextStepLabel(next: StaffSettableStatus): string {
  return next === 'inprogress' ? 'Start' : `Mark ${orderStatusLabel(next)}`;
}

/** `tel:` wants the digits (and a leading +) only: "021 555 0101" → "tel:0215550101". */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
