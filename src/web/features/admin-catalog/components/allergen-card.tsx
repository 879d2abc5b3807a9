/**
 * The allergen card for the counter (issue 26): food sold unpackaged must have its allergens
 * displayed. One product per card: its name, the ingredients with the allergens in bold, the bold
 * "Contains" line, "May be present" when set, and the business name and address.
 */
import type { AdminProduct } from '@/contracts/admin-catalog';
import type { StoreBusinessSettings } from '@/contracts/settings';
import { containsLine, ingredientParts } from '@/domain/allergens';

type Business = Pick<
  StoreBusinessSettings,
  'businessName' | 'addressLine1' | 'addressLine2' | 'suburb' | 'city' | 'postalCode'
>;

export function AllergenCard({
  product,
  business,
}: {
  product: Pick<AdminProduct, 'name' | 'allergens' | 'mayContain' | 'ingredients'>;
  business: Business;
}) {
  const contains = containsLine(product.allergens);
  const mayBePresent = containsLine(product.mayContain);
  const address = [
    business.addressLine1,
    business.addressLine2,
    business.suburb,
    `${business.city} ${business.postalCode}`,
  ]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
  return (
    <article
      aria-label={`Allergen card: ${product.name}`}
      className="allergen-card mx-auto flex max-w-xl flex-col gap-4 rounded-2xl border-4 border-cocoa-900 bg-white p-6 text-cocoa-950 print:rounded-none"
    >
      <h2 className="font-display text-3xl leading-tight font-semibold">{product.name}</h2>
      <section>
        <h3 className="text-caption font-semibold tracking-wide text-cocoa-700 uppercase">Ingredients</h3>
        <p className="mt-1 text-base" data-testid="card-ingredients">
          {product.ingredients
            ? ingredientParts(product.ingredients, product.allergens).map((part, index) =>
                part.bold ? <strong key={index}>{part.text}</strong> : <span key={index}>{part.text}</span>,
              )
            : 'Ingredients not written yet: ask at the counter.'}
        </p>
      </section>
      <p className="text-lg" data-testid="card-contains">
        <strong>{contains ? `Contains: ${contains}` : 'No declared allergens in the recipe.'}</strong>
      </p>
      {mayBePresent ? <p className="text-base">May be present: {mayBePresent}</p> : null}
      <footer className="border-t-2 border-cocoa-900 pt-3 text-small">
        <p className="font-semibold">{business.businessName}</p>
        <p>{address}</p>
      </footer>
    </article>
  );
}
