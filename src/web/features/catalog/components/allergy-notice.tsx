import { TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import type { StoreProduct } from '@/contracts/catalog';
import { containsLine, CROSS_CONTACT_WARNING, DIETARY_LABELS } from '@/domain/allergens';
import { Badge } from '@/web/components/ui/badge';
import { cn } from '@/web/lib/cn';

interface AllergyNoticeProps {
  product: Pick<StoreProduct, 'allergens' | 'mayContain' | 'dietary'>;
  /** The heading's level where the notice sits: 2 on the product page, 3 under a dialog's title. */
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * The allergy notice the shop must show (storefront section 9): the declared allergens as the food
 * standard's bold "Contains:" statement by their required names ("wheat, gluten, milk, pistachio"),
 * the product's own "May be present:" line, the dietary tags, and the kitchen's cross-contact warning.
 */
export function AllergyNotice({ product, headingLevel = 2, className }: AllergyNoticeProps) {
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const contains = containsLine(product.allergens);
  const mayBePresent = containsLine(product.mayContain);
  return (
    <section
      aria-labelledby={headingId}
      className={cn('rounded-card border border-saffron-200 bg-saffron-50 p-4 text-small text-cocoa-800', className)}
    >
      <Heading id={headingId} className="text-base font-semibold text-cocoa-900">
        Allergy information
      </Heading>
      <p className="mt-2" data-testid="allergens">
        {contains ? (
          <strong className="font-bold text-cocoa-900">Contains: {contains}</strong>
        ) : (
          'No declared allergens in the recipe.'
        )}
      </p>
      {mayBePresent ? (
        <p className="mt-1" data-testid="may-be-present">
          <span className="font-semibold">May be present:</span> {mayBePresent}
        </p>
      ) : null}
      {product.dietary.length ? (
        <ul aria-label="Suitable for" className="mt-3 flex flex-wrap gap-1.5">
          {product.dietary.map((tag) => (
            <li key={tag}>
              <Badge variant="success">{DIETARY_LABELS[tag]}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="mt-3 flex gap-2 text-cocoa-700">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-saffron-700" />
        <span>{CROSS_CONTACT_WARNING}</span>
      </p>
    </section>
  );
}
