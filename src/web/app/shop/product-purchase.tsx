import { Heart } from 'lucide-react';
import { useState } from 'react';
import type { StoreProduct } from '@/contracts/catalog';
import { formatCurrency } from '@/domain/money';
import { Button } from '@/web/components/ui/button';
import { QuantityInput } from '@/web/components/ui/quantity-input';
import { takesCakeMessage } from '@/domain/cake-message';
import { useAddCartItem } from '@/web/features/cart/api/add-cart-item';
import { CakeMessageInput, cakeMessageError } from '@/web/features/cart/components/cake-message-input';
import { SizePicker } from '@/web/features/catalog/components/size-picker';
import { useWishlist } from '@/web/features/wishlist/use-wishlist';
import { cn } from '@/web/lib/cn';
import type { PurchaseChoice } from './purchase-choice';

interface ProductPurchaseProps {
  product: StoreProduct;
  /** The sizes and the chosen one, shared with the price the page shows above. */
  choice: PurchaseChoice;
  onAdded?: () => void;
  showWishlist?: boolean;
  /** Offers the message on the cake board (product page; cakes only). */
  withCakeMessage?: boolean;
  /** On phones, keeps quantity and "Add to Cart" in a bar at the bottom of the screen (product page). */
  barOnPhones?: boolean;
}

/** Size, quantity and "Add to Cart" for one product (product page and quick view). */
export function ProductPurchase({
  product,
  choice,
  onAdded,
  showWishlist = false,
  withCakeMessage = false,
  barOnPhones = false,
}: ProductPurchaseProps) {
  const { options, option } = choice;
  const [quantity, setQuantity] = useState(1);
  const [message, setMessage] = useState('');
  const [messageError, setMessageError] = useState<string | null>(null);
  const cakeMessage = withCakeMessage && takesCakeMessage(product.category);
  const add = useAddCartItem({
    onAdded: () => {
      // The line holds the message now; an empty field adds the next cake without changing it.
      setMessage('');
      onAdded?.();
    },
  });
  const addToCart = () => {
    const error = cakeMessage ? cakeMessageError(message) : null;
    setMessageError(error);
    if (error) return;
    const text = cakeMessage ? message.trim() : '';
    // Before the sizes are known no size is sent: the server adds the default one, at the listed price.
    add.mutate({
      productId: product.id,
      productName: product.name,
      quantity,
      size: option?.size,
      message: text || undefined,
    });
  };
  const wishlist = useWishlist(product.id);

  return (
    <div className="space-y-5">
      <SizePicker options={options} value={option?.size ?? ''} onChange={choice.choose} />
      {cakeMessage ? (
        <CakeMessageInput
          value={message}
          error={messageError}
          onChange={(value) => {
            setMessage(value);
            if (messageError) setMessageError(cakeMessageError(value));
          }}
        />
      ) : null}
      <div
        data-testid="add-bar"
        className={cn(
          'flex flex-wrap items-center gap-3',
          // Fixed, not sticky: the bar must show from the first screen, long before its place in the page.
          barOnPhones &&
            'max-lg:fixed max-lg:inset-x-0 max-lg:bottom-0 max-lg:z-40 max-lg:flex-nowrap max-lg:gap-2 max-lg:border-t max-lg:border-border max-lg:bg-card/95 max-lg:px-4 max-lg:pt-3 max-lg:pb-[max(0.75rem,env(safe-area-inset-bottom))] max-lg:shadow-lifted max-lg:backdrop-blur',
        )}
      >
        <QuantityInput value={quantity} onChange={setQuantity} className="shrink-0" />
        <Button
          size="lg"
          className={cn('min-w-48 flex-1', barOnPhones && 'max-lg:min-w-0 max-lg:px-4')}
          loading={add.isPending}
          disabled={!product.inStock || (choice.known && !option)}
          onClick={addToCart}
        >
          {product.inStock ? `Add to Cart · ${formatCurrency(choice.unitPriceCents * quantity)}` : 'Out of Stock'}
        </Button>
        {showWishlist ? (
          <Button
            variant="outline"
            size="icon"
            aria-pressed={wishlist.saved}
            aria-label={wishlist.saved ? 'Remove from wishlist' : 'Add to wishlist'}
            onClick={wishlist.toggle}
          >
            <Heart aria-hidden="true" className={cn(wishlist.saved && 'fill-rose-500 text-rose-500')} />
          </Button>
        ) : null}
      </div>
    </div>
  );
}
