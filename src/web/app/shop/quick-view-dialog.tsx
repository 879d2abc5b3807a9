import { Link } from 'react-router';
import type { StoreProduct } from '@/contracts/catalog';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/web/components/ui/dialog';
import { AllergyNotice } from '@/web/features/catalog/components/allergy-notice';
import { GstNote } from '@/web/components/gst-note';
import { ProductImage } from '@/web/features/catalog/components/product-image';
import { returnFocusTo } from '@/web/lib/focus-return';
import { paths } from '@/web/lib/paths';
import { ProductPurchase } from './product-purchase';
import { ChosenPrice, usePurchaseChoice } from './purchase-choice';
import { openQuickView, quickViewOpener, useQuickViewProduct } from './quick-view-store';

/**
 * The quick-view modal: it closes once the product is added to the cart. The price, sizes and
 * "Add to Cart" come before the description, and the picture is short on phones, so a phone
 * shows them without scrolling (issue 20).
 */
export default function QuickViewDialog() {
  const product = useQuickViewProduct();
  return (
    <Dialog open={product !== null} onOpenChange={(open) => !open && openQuickView(null)}>
      {product ? (
        <DialogContent
          size="2xl"
          className="max-h-[90dvh] overflow-y-auto max-sm:gap-4 max-sm:p-5"
          onCloseAutoFocus={(event) => returnFocusTo(quickViewOpener())(event)}
        >
          <QuickViewBody key={product.id} product={product} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function QuickViewBody({ product }: { product: StoreProduct }) {
  const choice = usePurchaseChoice(product);
  return (
    <div className="grid gap-4 sm:grid-cols-2 sm:gap-6">
      <div className="overflow-hidden rounded-2xl bg-cream-100 max-sm:h-36 sm:self-start max-sm:[&_img]:h-full">
        <ProductImage src={product.image} alt={product.name} sizes="(min-width: 640px) 320px, 90vw" />
      </div>
      <div className="flex flex-col gap-3">
        <DialogTitle className="pr-8 font-display text-h3">{product.name}</DialogTitle>
        <p>
          <ChosenPrice product={product} choice={choice} className="text-h4" />
          <GstNote className="ml-2" />
        </p>
        <ProductPurchase product={product} choice={choice} onAdded={() => openQuickView(null)} />
        <DialogDescription className="mt-2 text-small text-cocoa-700">{product.description}</DialogDescription>
        <AllergyNotice product={product} headingLevel={3} className="p-3" />
        <Link
          to={paths.product(product.slug)}
          onClick={() => openQuickView(null)}
          className="text-small font-semibold text-saffron-800 underline underline-offset-4"
        >
          View full details
        </Link>
      </div>
    </div>
  );
}
