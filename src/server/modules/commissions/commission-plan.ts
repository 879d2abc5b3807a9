/** A commission's balance as instalments (decision 0217), from its row. */
import { type Instalment, nextInstalment } from '../../../domain/commissions';
import type { CommissionRow } from './commissions.repository';

/** The plan the quote made; a quote from before plans is one balance on its due date. */
export const planOf = (row: CommissionRow): Instalment[] =>
  row.instalments ?? [{ number: 1, amountCents: row.balanceCents, dueDate: row.balanceDueDate ?? row.dateNeeded }];

/** What of the balance its applied payments have covered (the deposit is applied first). */
export const balancePaidOf = (row: CommissionRow): number =>
  row.state === 'confirmed' || row.state === 'ordered' ? row.paidCents - row.depositCents : 0;

/** The instalment the customer may pay now: only while confirmed (deposit paid, not yet an order). */
export const nextPaymentOf = (row: CommissionRow): Instalment | null =>
  row.state === 'confirmed' ? nextInstalment(planOf(row), balancePaidOf(row)) : null;
