import { Heart } from 'lucide-react';
import { useState } from 'react';
import type { StoreProduct } from '@/contracts/catalog';
import { formatCurrency } from '@/domain/money';
import { DEFAULT_CAKE_SIZE } from '@/domain/pricing';
import { Button } from '@/web/components/ui/button';
import { QuantityInput } from '@/web/components/ui/quantity-input';
import { takesCakeMessage } from '@/domain/cake-message';
import { useAddCartItem } from '@/web/features/cart/api/add-cart-item';
import { CakeMessageInput, cakeMessageError } from '@/web/features/cart/components/cake-message-input';
import { useVariants } from '@/web/features/catalog/api/get-variants';
import { productSizeOptions, SizePicker } from '@/web/features/catalog/components/size-picker';
import { useWishlist } from '@/web/features/wishlist/use-wishlist';
import { cn } from '@/web/lib/cn';

interface ProductPurchaseProps {
  product: StoreProduct;
  onAdded?: () => void;
  showWishlist?: boolean;
  /** Offers the message on the cake board (product page; cakes only). */
  withCakeMessage?: boolean;
}

/** Size, quantity and "Add to Cart" for one product (product page and quick view). */
export function ProductPurchase({
  product,
  onAdded,
  showWishlist = false,
  withCakeMessage = false,
}: ProductPurchaseProps) {
  const { data: variants } = useVariants(product.id);
  const options = productSizeOptions(product, variants);
  const [chosen, setChosen] = useState<string | null>(null);
  const size =
    options.find((o) => o.size === chosen)?.size ??
    options.find((o) => o.size === DEFAULT_CAKE_SIZE)?.size ??
    options[0]?.size ??
    '';
  const option = options.find((o) => o.size === size);
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
    add.mutate({ productId: product.id, productName: product.name, quantity, size, message: text || undefined });
  };
  const wishlist = useWishlist(product.id);

  return (
    <div className="space-y-5">
      <SizePicker options={options} value={size} onChange={setChosen} />
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
      <div className="flex flex-wrap items-center gap-3">
        <QuantityInput value={quantity} onChange={setQuantity} />
        <Button
          size="lg"
          className="min-w-48 flex-1"
          loading={add.isPending}
          disabled={!product.inStock || !option}
          onClick={addToCart}
        >
          {product.inStock
            ? `Add to Cart${option ? ` · ${formatCurrency(option.unitPriceCents * quantity)}` : ''}`
            : 'Out of Stock'}
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
