/** Sort order 0 (or missing) means "no place chosen" and sorts last (admin spec section 9). */
export const UNORDERED_SORT_VALUE = 999_999;

export function effectiveSortOrder(sortOrder: number | null | undefined): number {
  return sortOrder && sortOrder > 0 ? sortOrder : UNORDERED_SORT_VALUE;
}

/** The storefront's and the admin's default product order: sort order, then name. */
export function compareByShopOrder(
  a: { sortOrder: number | null | undefined; name: string },
  b: { sortOrder: number | null | undefined; name: string },
): number {
  return effectiveSortOrder(a.sortOrder) - effectiveSortOrder(b.sortOrder) || a.name.localeCompare(b.name);
}
