import type { CommissionStage } from '@/domain/commissions';
import type { BadgeVariant } from '@/web/components/ui/badge';

/** A custom cake's stage in words, the same for the customer and for staff. */
export const COMMISSION_STAGE_LABELS: Record<CommissionStage, string> = {
  requested: 'Requested',
  quoted: 'Quote ready',
  expired: 'Quote expired',
  confirmed: 'Deposit paid',
  awaiting_balance: 'Awaiting balance',
  ordered: 'Paid – in the kitchen',
  cancelled: 'Cancelled',
};

export const COMMISSION_STAGE_BADGES: Record<CommissionStage, BadgeVariant> = {
  requested: 'info',
  quoted: 'warning',
  expired: 'outline',
  confirmed: 'success',
  awaiting_balance: 'warning',
  ordered: 'success',
  cancelled: 'destructive',
};
