import type { StoreProduct } from '@/contracts/catalog';
import { hasNuts } from '@/domain/allergens';
import { Badge } from '@/web/components/ui/badge';

/**
 * At most two small badges for a card: the strongest dietary tag a shopper filters by (vegan
 * includes eggless) and a nut warning. Vegetarian is left to the product page: nearly
 * everything is, so on a card it would only add noise.
 */
export function DietBadges({ product }: { product: Pick<StoreProduct, 'allergens' | 'dietary'> }) {
  const diet = product.dietary.includes('vegan') ? 'Vegan' : product.dietary.includes('eggless') ? 'Eggless' : null;
  const nuts = hasNuts(product.allergens);
  if (!diet && !nuts) return null;
  const small = 'px-2 text-[0.6875rem] leading-4';
  return (
    <ul aria-label="Dietary" className="flex flex-wrap gap-1">
      {diet ? (
        <li>
          <Badge variant="success" className={small}>
            {diet}
          </Badge>
        </li>
      ) : null}
      {nuts ? (
        <li>
          <Badge variant="warning" className={small}>
            Contains nuts
          </Badge>
        </li>
      ) : null}
    </ul>
  );
}
