import { Minus, Plus, ShoppingBag, Trash2 } from 'lucide-react';
import { useNavigate } from 'react-router';
import type { StoreCartLine } from '@/contracts/cart';
import { formatCurrency, parseMoney } from '@/domain/money';
import { MAX_LINE_QUANTITY } from '@/domain/cart';
import { gstNoteFor, minimumOrderSentence, minimumOrderShortfallCents } from '@/domain/checkout-pricing';
import { cartSubtotalCents } from '@/domain/pricing';
import { Button } from '@/web/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetFooter, SheetHeader, SheetTitle } from '@/web/components/ui/sheet';
import { useCart } from '../api/get-cart';
import { useRemoveCartItem } from '../api/remove-cart-item';
import { useUpdateCartItem } from '../api/update-cart-item';
import { CartLineMessage } from './cart-line-message';
import { returnFocusTo } from '@/web/lib/focus-return';
import { useBusinessSettings } from '@/web/lib/get-business-settings';
import { cartDrawerOpener, setCartDrawerOpen, useCartDrawerOpen } from '../cart-drawer-store';
import { BatchNotice } from '@/web/components/batch-notice';
import { useDeliveryFees } from '@/web/lib/delivery-fees';
import { useState } from 'react';
import { rememberDeliveryPlace, rememberedDeliveryPlace } from '@/web/lib/delivery-place';
import {
  choiceOfPlace,
  type DeliveryChoice,
  DeliveryFeeRow,
  drawerDeliveryFee,
  placeOfChoice,
} from './delivery-fee-row';

function thumbnail(src: string): string {
  return /^\/(images|objects)\/.+\.webp$/.test(src) ? src.replace(/\.webp$/, '-400w.webp') : src;
}

function CartLine({ line }: { line: StoreCartLine }) {
  const update = useUpdateCartItem();
  const remove = useRemoveCartItem();
  const busy = update.isPending || remove.isPending;
  // Two sizes of one cake are two lines: every control names the size too.
  const item = `${line.product.name} (${line.size})`;
  const atMin = line.quantity <= 1;
  const atMax = line.quantity >= MAX_LINE_QUANTITY;
  // aria-disabled, not disabled: the focus stays on a button while its change is saved.
  const stepper =
    'grid size-8 cursor-pointer place-items-center rounded-full text-cocoa-700 hover:bg-cream-200 aria-disabled:cursor-not-allowed aria-disabled:opacity-40 aria-disabled:hover:bg-transparent';
  return (
    <li className="flex flex-wrap gap-x-3 py-4" data-testid="cart-line">
      <img
        src={thumbnail(line.product.image)}
        alt=""
        width={72}
        height={72}
        className="size-18 shrink-0 rounded-xl bg-cream-100 object-cover"
      />
      <div className="min-w-0 flex-1">
        <p className="font-semibold leading-snug text-cocoa-900">{line.product.name}</p>
        <p className="text-caption text-muted-foreground">
          {line.size}
          {line.featured ? ' · Special Offer - 20% OFF' : ''}
        </p>
        <p className="text-caption text-muted-foreground">{formatCurrency(parseMoney(line.unitPrice))} each</p>
        <BatchNotice productId={line.product.id} compact className="mt-1" />
        <div className="mt-2 flex items-center gap-2">
          <div className="inline-flex items-center rounded-full border border-cocoa-200 bg-card">
            <button
              type="button"
              aria-label={`Decrease quantity of ${item}`}
              aria-disabled={busy || atMin || undefined}
              aria-busy={update.isPending || undefined}
              onClick={() => {
                if (!busy && !atMin) update.mutate({ itemId: line.id, quantity: line.quantity - 1 });
              }}
              className={stepper}
            >
              <Minus aria-hidden="true" className="size-3.5" />
            </button>
            <span aria-live="polite" className="min-w-7 text-center text-small font-semibold">
              <span className="sr-only">Quantity </span>
              {line.quantity}
            </span>
            <button
              type="button"
              aria-label={`Increase quantity of ${item}`}
              aria-disabled={busy || atMax || undefined}
              aria-busy={update.isPending || undefined}
              onClick={() => {
                if (!busy && !atMax) update.mutate({ itemId: line.id, quantity: line.quantity + 1 });
              }}
              className={stepper}
            >
              <Plus aria-hidden="true" className="size-3.5" />
            </button>
          </div>
          <button
            type="button"
            aria-label={`Remove ${item}`}
            aria-disabled={busy || undefined}
            aria-busy={remove.isPending || undefined}
            onClick={() => {
              if (!busy) remove.mutate(line.id);
            }}
            className="grid size-8 cursor-pointer place-items-center rounded-full text-cocoa-500 hover:bg-rose-100 hover:text-rose-700 aria-disabled:opacity-40"
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </button>
        </div>
      </div>
      <p className="shrink-0 font-semibold text-cocoa-900" data-testid="cart-line-total">
        {formatCurrency(parseMoney(line.lineTotal))}
      </p>
      {/* A row of its own under the line: the message field needs the drawer's whole width on phones. */}
      <CartLineMessage line={line} />
    </li>
  );
}

/** The cart drawer (24rem): lines with quantity controls, the total, and the way to checkout. */
export function CartDrawer() {
  const open = useCartDrawerOpen();
  const navigate = useNavigate();
  const { data: lines = [] } = useCart();
  const total = cartSubtotalCents(
    lines.map((l) => ({ unitPriceCents: parseMoney(l.unitPrice), quantity: l.quantity })),
  );
  const settings = useBusinessSettings().data;
  const minimum = settings ? parseMoney(settings.minimumOrder) : 0;
  const shortfall = minimumOrderShortfallCents(total, minimum);
  // Delivery fees (issue 26): the fee once the customer says where, in the total like at checkout.
  const fees = useDeliveryFees();
  // The choice is kept for this visit, so the drawer reopens on it and checkout starts from it.
  const [choiceMade, setChoiceMade] = useState<DeliveryChoice | null>(null);
  const deliveryChoice = choiceMade ?? choiceOfPlace(fees, rememberedDeliveryPlace());
  const setDeliveryChoice = (choice: DeliveryChoice) => {
    setChoiceMade(choice);
    rememberDeliveryPlace(placeOfChoice(fees, choice));
  };
  const fee = drawerDeliveryFee(fees, deliveryChoice, total);

  return (
    <Sheet open={open} onOpenChange={setCartDrawerOpen}>
      <SheetContent
        side="right"
        className="w-[24rem]! gap-0! p-0!"
        onCloseAutoFocus={(event) => returnFocusTo(cartDrawerOpener())(event)}
      >
        <SheetHeader className="border-b border-border px-6 py-5">
          <SheetTitle className="font-display text-h3">Your Cart</SheetTitle>
          <SheetDescription className="text-small text-muted-foreground">
            {lines.length ? 'Freshly baked and waiting for you.' : 'Nothing here yet.'}
          </SheetDescription>
        </SheetHeader>
        {lines.length === 0 ? (
          <div className="flex flex-1 flex-col items-center justify-center gap-3 px-6 text-center">
            <span className="grid size-16 place-items-center rounded-full bg-saffron-100 text-saffron-700">
              <ShoppingBag aria-hidden="true" className="size-7" />
            </span>
            <p className="font-display text-h4">Your cart is empty</p>
            <p className="text-small text-muted-foreground">Add some delicious treats!</p>
          </div>
        ) : (
          <>
            <ul className="flex-1 divide-y divide-border overflow-y-auto px-6" aria-label="Cart items">
              {lines.map((line) => (
                <CartLine key={line.id} line={line} />
              ))}
            </ul>
            <SheetFooter className="border-t border-border px-6 py-5">
              <DeliveryFeeRow fees={fees} subtotalCents={total} choice={deliveryChoice} onChoice={setDeliveryChoice} />
              <div className="flex items-baseline justify-between">
                <span className="font-semibold text-cocoa-800">Total</span>
                <span className="font-display text-h3" data-testid="cart-total">
                  {formatCurrency(total + (fee.exact ? fee.cents : 0))}
                </span>
              </div>
              {settings && gstNoteFor(settings) ? (
                <p className="text-right text-small text-muted-foreground" data-testid="cart-gst-note">
                  {gstNoteFor(settings)}
                </p>
              ) : null}
              {shortfall > 0 ? (
                <p
                  role="status"
                  className="mt-3 rounded-xl bg-saffron-50 px-3 py-2 text-small text-cocoa-800"
                  data-testid="cart-minimum-note"
                >
                  {minimumOrderSentence(shortfall, minimum)}
                </p>
              ) : null}
              <Button
                size="lg"
                className="mt-4 w-full"
                disabled={shortfall > 0}
                onClick={() => {
                  setCartDrawerOpen(false);
                  navigate('/checkout');
                }}
              >
                Proceed to Checkout
              </Button>
            </SheetFooter>
          </>
        )}
      </SheetContent>
    </Sheet>
  );
}
