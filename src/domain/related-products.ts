/**
 * The two strips under a product: more of its category, then a stable pick of "random" others.
 * Chosen on the server once per catalogue version (catalog.service.ts) and sent as a small answer
 * of its own, so a product page never needs the whole catalogue (performance A7).
 */

export const RELATED_COUNT = 4;
export const SUGGESTED_COUNT = 3;

interface Pickable {
  id: string;
  category: string;
}

/** A stable pick of "random" others: the same for a product on every copy and every request. */
export function stablePick<P extends Pickable>(products: readonly P[], seed: string, count: number): P[] {
  let hash = 0;
  for (const char of seed) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return products
    .map((p) => {
      let h = hash;
      for (const char of p.id) h = (h * 33 + char.charCodeAt(0)) >>> 0;
      return { p, h };
    })
    .sort((a, b) => a.h - b.h)
    .slice(0, count)
    .map(({ p }) => p);
}

/**
 * `inCategory` is the product's category in shop order and `all` the whole catalogue in shop
 * order: the first RELATED_COUNT others of the category, and SUGGESTED_COUNT picked from the rest.
 */
export function relatedProducts<P extends Pickable>(
  product: Pickable,
  inCategory: readonly P[],
  all: readonly P[],
): { related: P[]; suggested: P[] } {
  const related: P[] = [];
  for (const p of inCategory) {
    if (related.length === RELATED_COUNT) break;
    if (p.id !== product.id) related.push(p);
  }
  const taken = new Set([product.id, ...related.map((p) => p.id)]);
  const suggested = stablePick(
    all.filter((p) => !taken.has(p.id)),
    product.id,
    SUGGESTED_COUNT,
  );
  return { related, suggested };
}
