/**
 * The admin's order search (admin spec section 5): the fields it looks in, the same on the orders
 * screen (in the browser) and in the CSV export (in SQL), so a search never shows rows on screen
 * and then downloads an empty file.
 */
export const ORDER_SEARCH_FIELDS = ['orderNumber', 'id', 'customerName', 'customerEmail'] as const;
export type OrderSearchField = (typeof ORDER_SEARCH_FIELDS)[number];

/** What is looked for: trimmed, without a leading '#' (people type '#1042'). Empty = everything. */
export const orderSearchNeedle = (search: string | undefined): string => (search ?? '').trim().replace(/^#/, '');
