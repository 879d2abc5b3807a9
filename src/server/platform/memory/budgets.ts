/**
 * The byte budget of every in-process cache, in one place (docs/decisions/0143-cache-byte-budgets.md).
 * Each is an upper bound of what that cache holds, checked by a test that fills it with hostile keys.
 */
export const MiB = 1024 * 1024;

/**
 * Serialised catalogue answers of one catalogue version: listings, each search's answer, products,
 * strips (with their compressed forms). The search-term answers are the ones a visitor can multiply.
 */
export const CATALOG_BODIES_MAX_BYTES = 32 * MiB;
export const CATALOG_BODIES_MAX_ENTRIES = 1000;

/** Server-rendered pages with their compressed forms; any query string makes a new key. */
export const PAGE_CACHE_MAX_BYTES = 32 * MiB;
export const PAGE_CACHE_MAX_ENTRIES = 300;
