/**
 * The admin catalogue's calls (admin section 7) as TanStack Query hooks. Every write refreshes the
 * admin lists and the storefront's product and category reads, so the shop follows at once.
 */
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminCategory, AdminProduct as AdminProductRow, AdminVariant } from '@/contracts/admin-catalog';
import type { StoreVariant } from '@/contracts/catalog';
import { apiGet, apiRequest } from '@/web/lib/api-client';
import type { ProductOrder } from '../product-list';
import type { ProductPayload } from '../product-form';
import { catalogAdminKeys, storefrontCatalogKeys } from './catalog-admin-keys';

const auth = { auth: true } as const;

export const adminProductsQuery = () =>
  queryOptions({
    queryKey: catalogAdminKeys.products(),
    queryFn: () => apiGet<AdminProductRow[]>('/api/admin/products', auth),
  });

export const useAdminProducts = () => useQuery(adminProductsQuery());
/** GET /api/admin/categories: every category with how many products use it. */
export const useAdminCategories = () =>
  useQuery({
    queryKey: catalogAdminKeys.categories(),
    queryFn: () => apiGet<AdminCategory[]>('/api/admin/categories', auth),
  });

export const useAdminVariants = (productId: string | null) =>
  useQuery({
    queryKey: catalogAdminKeys.variants(productId ?? ''),
    queryFn: () => apiGet<AdminVariant[]>(`/api/admin/products/${encodeURIComponent(productId!)}/variants`, auth),
    enabled: Boolean(productId),
  });

/** After any catalogue write: the admin lists and the storefront's reads of products and categories. */
export async function refreshCatalogue(client: QueryClient): Promise<void> {
  await Promise.all([
    client.invalidateQueries({ queryKey: catalogAdminKeys.products() }),
    client.invalidateQueries({ queryKey: catalogAdminKeys.categories() }),
    client.invalidateQueries({ queryKey: storefrontCatalogKeys.products }),
    client.invalidateQueries({ queryKey: storefrontCatalogKeys.productBySlug }),
    client.invalidateQueries({ queryKey: storefrontCatalogKeys.categories }),
  ]);
}

const productPath = (id: string) => `/api/admin/products/${encodeURIComponent(id)}`;

export function useSaveProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, payload }: { id: string | null; payload: ProductPayload }) =>
      id
        ? apiRequest<AdminProductRow>('PUT', productPath(id), { ...auth, body: payload })
        : apiRequest<AdminProductRow>('POST', '/api/admin/products', { ...auth, body: payload }),
    onSuccess: () => refreshCatalogue(client),
  });
}

export function useDeleteProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<unknown>('DELETE', productPath(id), auth),
    onSuccess: () => refreshCatalogue(client),
  });
}

/** PUT /api/admin/products/reorder, once per drop; the table already shows the new order. */
export function useReorderProducts() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (productOrders: ProductOrder[]) =>
      apiRequest<unknown>('PUT', '/api/admin/products/reorder', { ...auth, body: { productOrders } }),
    onSettled: () => refreshCatalogue(client),
  });
}

export interface CategoryPayload {
  name: string;
  slug: string;
  icon?: string;
  description?: string;
  showOnHomePage: boolean;
}

const categoryPath = (id: string) => `/api/admin/categories/${encodeURIComponent(id)}`;

export function useSaveCategory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, payload }: { id: string | null; payload: CategoryPayload }) =>
      id
        ? apiRequest<AdminCategory>('PUT', categoryPath(id), { ...auth, body: payload })
        : apiRequest<AdminCategory>('POST', '/api/admin/categories', { ...auth, body: payload }),
    onSuccess: () => refreshCatalogue(client),
  });
}

export function useDeleteCategory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<unknown>('DELETE', categoryPath(id), auth),
    onSuccess: () => refreshCatalogue(client),
  });
}

export interface VariantPayload {
  productId: string;
  size: StoreVariant['size'];
  price: string;
  serves?: string;
  available: boolean;
  /** Kitchen minutes per unit as typed; left out for the product's own minutes. */
  effortMinutes?: string;
}

async function refreshVariants(client: QueryClient, productId: string) {
  await Promise.all([
    client.invalidateQueries({ queryKey: catalogAdminKeys.variants(productId) }),
    client.invalidateQueries({ queryKey: storefrontCatalogKeys.variants(productId) }),
    client.invalidateQueries({ queryKey: storefrontCatalogKeys.products }),
  ]);
}

export function useCreateVariant() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: VariantPayload) =>
      apiRequest<AdminVariant>('POST', `${productPath(payload.productId)}/variants`, { ...auth, body: payload }),
    onSuccess: (_data, payload) => refreshVariants(client, payload.productId),
  });
}

/** A size's own kitchen minutes, edited in place; `effortMinutes` as typed ('' goes back to the product's). */
export function useUpdateVariantEffort() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, effortMinutes }: { id: string; productId: string; effortMinutes: string }) =>
      apiRequest<AdminVariant>('PATCH', `/api/admin/variants/${encodeURIComponent(id)}`, {
        ...auth,
        body: { effortMinutes: effortMinutes.trim() === '' ? null : effortMinutes.trim() },
      }),
    onSuccess: (_data, { productId }) => refreshVariants(client, productId),
  });
}

export function useDeleteVariant() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: string; productId: string }) =>
      apiRequest<unknown>('DELETE', `/api/admin/variants/${encodeURIComponent(id)}`, auth),
    onSuccess: (_data, { productId }) => refreshVariants(client, productId),
  });
}
