import { ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import type { StoreCartLine } from '@/contracts/cart';
import { minimumOrderSentence, minimumOrderShortfallCents } from '@/domain/checkout-pricing';
import { parseMoney } from '@/domain/money';
import { cartSubtotalCents } from '@/domain/pricing';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { useBusinessSettings } from '@/web/lib/get-business-settings';
import { paths } from '@/web/lib/paths';

/**
 * Checkout opened with a cart under the shop's minimum order (the drawer's button is disabled, but
 * the address can be typed, or the cart changed in another tab). Not a failure: it says what the
 * drawer says, "Add $5.00 more to reach our $25.00 minimum order.", and offers the cart (where a
 * quantity can be raised, and the checkout then prepares itself again) and the shop. Without the
 * cart or the shop's minimum at hand it says the server's own sentence.
 */
export function MinimumOrderNotice({
  serverMessage,
  lines = [],
  onOpenCart,
}: {
  serverMessage: string;
  /** The cart's lines, when loaded. */
  lines?: StoreCartLine[];
  /** Opens the cart drawer (the cart feature's, handed in by the app). */
  onOpenCart(): void;
}) {
  const settings = useBusinessSettings().data;
  const subtotal = cartSubtotalCents(
    lines.map((l) => ({ unitPriceCents: parseMoney(l.unitPrice), quantity: l.quantity })),
  );
  const minimum = settings ? parseMoney(settings.minimumOrder) : 0;
  const shortfall = minimumOrderShortfallCents(subtotal, minimum);
  const sentence = shortfall > 0 ? minimumOrderSentence(shortfall, minimum) : `${serverMessage.replace(/\.$/, '')}.`;

  return (
    <Card className="w-full max-w-md text-center">
      <CardHeader className="items-center pt-8">
        <span
          aria-hidden="true"
          className="mb-2 grid size-14 place-items-center rounded-full bg-saffron-100 text-saffron-800"
        >
          <ShoppingBag className="size-6" />
        </span>
        <CardTitle asChild>
          <h1>Almost there</h1>
        </CardTitle>
        <CardDescription className="text-body text-cocoa-800" data-testid="checkout-minimum-note">
          {sentence}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col justify-center gap-3 pb-8 sm:flex-row">
        <Button onClick={onOpenCart}>Open Your Cart</Button>
        <Button asChild variant="outline">
          <Link to={paths.home()}>Return to Shop</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
