import type { StoreUserProfile } from '@/contracts/auth';

/** GET /api/auth/user for the customer the tests sign in as (fake-auth.ts); a test names what differs. */
export function storeUserProfile(fields: Partial<StoreUserProfile> = {}): StoreUserProfile {
  return {
    id: 'p-1',
    sub: 'user-1',
    email: 'aroha@example.nz',
    emailVerified: true,
    name: 'Aroha Ngata',
    firstName: 'Aroha',
    lastName: 'Ngata',
    phone: '+64 21 555 0101',
    addressLine1: '12 Ponsonby Road',
    addressLine2: null,
    suburb: 'Ponsonby',
    city: 'Auckland',
    state: 'Auckland',
    postalCode: '1011',
    country: 'New Zealand',
    profileImageUrl: null,
    isAdmin: false,
    role: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...fields,
  };
}
