import { useProfile } from '@/web/features/account/api/get-profile';
import { useCart, useCartSessionId } from '@/web/features/cart/api/get-cart';
import { cartKeys } from '@/web/features/cart/api/keys';
import { setCartDrawerOpen } from '@/web/features/cart/cart-drawer-store';
import { CheckoutScreen } from '@/web/features/checkout/checkout-screen';
import type { CheckoutStaleKeys } from '@/web/features/checkout/use-place-order';
import { loyaltyKeys } from '@/web/features/loyalty/api/loyalty-keys';
import { CheckoutRewardsCard, type RewardChoice } from '@/web/features/loyalty/components/checkout-rewards-card';
import { orderKeys } from '@/web/features/orders/api/get-orders';
import { SignInRequired } from '../auth/sign-in-required';

/** A placed order changes the cart, the orders and the points; a chosen reward reserves points. */
const STALE_KEYS: CheckoutStaleKeys = { cart: cartKeys.all, orders: orderKeys.all, loyalty: loyaltyKeys.all };

const openCart = () => setCartDrawerOpen(true);

/**
 * /checkout: the cart, its session and the saved profile, composed with the loyalty card and the
 * sign-in card into the checkout feature's screen (features do not import each other).
 */
export function CheckoutPage() {
  const cart = useCart();
  const sessionId = useCartSessionId();
  const profile = useProfile();
  return (
    <CheckoutScreen<RewardChoice>
      cart={cart}
      sessionId={sessionId}
      profile={profile.data}
      staleKeys={STALE_KEYS}
      renderRewards={(slot) => <CheckoutRewardsCard {...slot} />}
      signInPrompt={<SignInRequired title="Login Required" message="Please log in to complete your checkout" />}
      onOpenCart={openCart}
    />
  );
}
