import type { StoreCategory } from '@/contracts/catalog';

/** A category select's choices, one per category: its name shown, its slug the value. */
export function CategoryOptions({ categories }: { categories: readonly StoreCategory[] }) {
  return categories.map((c) => (
    <option key={c.id} value={c.slug}>
      {c.name}
    </option>
  ));
}
