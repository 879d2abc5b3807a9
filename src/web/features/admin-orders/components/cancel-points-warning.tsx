import type { AdminCancelPreview } from '@/contracts/admin-orders';

/**
 * What cancelling takes back of the customer's points, in one or two sentences for staff
 * (decision 0108); null when the order earned none.
 */
export function pointsWarning(preview: AdminCancelPreview): string | null {
  if (preview.pointsEarned <= 0) return null;
  const taken = preview.pointsEarned - preview.pointsOwed;
  const vouchers = preview.vouchersVoided.map((v) => `“${v.name}” (${v.points} points)`).join(' and ');
  const voiding = vouchers
    ? `, and void the unused voucher${preview.vouchersVoided.length > 1 ? 's' : ''} ${vouchers} bought with them`
    : '';
  const owed = preview.pointsOwed;
  const owing = `the customer will owe ${owed} points, repaid first from the points they earn next.`;
  if (taken === 0) return `The ${owed} points this order earned were already spent and cannot be taken back: ${owing}`;
  const takeBack = `This will take back ${taken} points this order earned${voiding}.`;
  return owed > 0 ? `${takeBack} The other ${owed} were already spent and cannot be taken back: ${owing}` : takeBack;
}

/** The warning box of the cancel dialog: checking, the points to take back, or why it could not say. */
export function CancelPointsWarning({
  preview,
  pending,
  failed,
}: {
  preview: AdminCancelPreview | undefined;
  pending: boolean;
  failed: boolean;
}) {
  const text = pending
    ? "Checking the customer's points…"
    : failed
      ? "The customer's points could not be checked. Cancelling still takes back the points this order earned."
      : preview
        ? pointsWarning(preview)
        : null;
  if (!text) return null;
  return (
    <p
      role="status"
      className="rounded-xl border border-yellow-300 bg-yellow-50 px-4 py-3 text-small text-yellow-900"
      data-testid="cancel-points-warning"
    >
      {text}
    </p>
  );
}
