import { LoyaltyScreen } from '@/web/features/loyalty/loyalty-screen';
import { StoreCreditCard } from '@/web/features/store-credit/components/store-credit-card';

/** /loyalty: the loyalty feature's screen (its data is the signed-in customer's own), with their store credit. */
export function LoyaltyPage() {
  return <LoyaltyScreen storeCredit={<StoreCreditCard />} />;
}
