import { Link } from 'react-router';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/web/components/ui/dialog';
import { AllergyNotice } from '@/web/features/catalog/components/allergy-notice';
import { Price } from '@/web/features/catalog/components/price';
import { GstNote } from '@/web/components/gst-note';
import { ProductImage } from '@/web/features/catalog/components/product-image';
import { returnFocusTo } from '@/web/lib/focus-return';
import { paths } from '@/web/lib/paths';
import { ProductPurchase } from './product-purchase';
import { openQuickView, quickViewOpener, useQuickViewProduct } from './quick-view-store';

/** The quick-view modal: it closes once the product is added to the cart. */
export default function QuickViewDialog() {
  const product = useQuickViewProduct();
  return (
    <Dialog open={product !== null} onOpenChange={(open) => !open && openQuickView(null)}>
      {product ? (
        <DialogContent
          size="2xl"
          className="max-h-[90dvh] overflow-y-auto"
          onCloseAutoFocus={(event) => returnFocusTo(quickViewOpener())(event)}
        >
          <div className="grid gap-6 sm:grid-cols-2">
            <div className="overflow-hidden rounded-2xl bg-cream-100">
              <ProductImage src={product.image} alt={product.name} sizes="(min-width: 640px) 320px, 90vw" />
            </div>
            <div className="flex flex-col gap-3">
              <DialogTitle className="pr-8 font-display text-h3">{product.name}</DialogTitle>
              <p>
                <Price price={product.price} originalPrice={product.originalPrice} className="text-h4" />
                <GstNote className="ml-2" />
              </p>
              <DialogDescription className="text-small text-cocoa-700">{product.description}</DialogDescription>
              <AllergyNotice product={product} headingLevel={3} className="p-3" />
              <Link
                to={paths.product(product.slug)}
                onClick={() => openQuickView(null)}
                className="text-small font-semibold text-saffron-800 underline underline-offset-4"
              >
                View full details
              </Link>
              <div className="mt-2">
                <ProductPurchase product={product} onAdded={() => openQuickView(null)} />
              </div>
            </div>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
