/**
 * The admin catalogue as its screens' tests see it: a category, a product and a size as the admin
 * API sends them (a test names what it is about), and a way to answer each request by hand.
 */
import type { AdminCategory, AdminProduct, AdminVariant } from '@/contracts/admin-catalog';
import { api } from './fake-api';

/** The Cakes category, holding one product. */
export function adminCategory(fields: Partial<AdminCategory> = {}): AdminCategory {
  return {
    id: '10000000-0000-4000-8000-000000000001',
    name: 'Cakes',
    slug: 'cakes',
    icon: '🎂',
    description: 'Whole cakes',
    showOnHomePage: true,
    productCount: 1,
    ...fields,
  };
}

/** A cake of the Cakes category, in stock, half an hour's kitchen work: the Lemon Drizzle unless named. */
export function adminProduct(fields: Partial<AdminProduct> = {}): AdminProduct {
  return {
    id: '20000000-0000-4000-8000-000000000001',
    name: 'Lemon Drizzle',
    slug: 'lemon-drizzle',
    description: 'Sharp and sweet',
    fullDescription: null,
    price: '45.00',
    originalPrice: null,
    category: 'cakes',
    image: '/images/products/lemon-drizzle.webp',
    images: [],
    rating: 4.5,
    reviewCount: 3,
    bestseller: false,
    seasonal: false,
    inStock: true,
    featured: false,
    sortOrder: 1,
    allergens: [],
    mayContain: [],
    dietary: [],
    adminNotes: null,
    ingredients: '',
    noticeHours: 0,
    effortMinutes: 30,
    dailyBatch: null,
    preorderOpensAt: null,
    preorderClosesAt: null,
    preorderDates: [],
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    ...fields,
  };
}

/** A size of `fields.productId`, available, taking the product's own kitchen minutes. */
export function adminVariant(
  fields: Partial<AdminVariant> & Pick<AdminVariant, 'productId' | 'size' | 'price'>,
): AdminVariant {
  return {
    id: '30000000-0000-4000-8000-000000000001',
    serves: null,
    available: true,
    effortMinutes: null,
    ...fields,
  };
}

function jsonOrText(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** What a screen sent: the method, the path (no query) and the JSON body (the text when not JSON; none for a form). */
export type CatalogAnswer = (method: string, path: string, body: unknown) => Response | undefined;

/**
 * Answers every request with `answer`, and what it gives nothing for with the server's 404. The
 * harness still checks each answer against the contract.
 */
export function answerEachRequest(answer: CatalogAnswer): void {
  api.fetch.mockImplementation(async (input, init) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? jsonOrText(init.body) : undefined;
    return (
      answer(method, path, body) ??
      Response.json({ message: 'not here', code: 'NOT_FOUND', requestId: 'r' }, { status: 404 })
    );
  });
}
