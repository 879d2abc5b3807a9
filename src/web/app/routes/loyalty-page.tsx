import { LoyaltyScreen } from '@/web/features/loyalty/loyalty-screen';

/** /loyalty: the loyalty feature's screen (its data is the signed-in customer's own). */
export function LoyaltyPage() {
  return <LoyaltyScreen />;
}
