/**
 * What each API route answers on success, from `src/contracts`: the same schemas the server
 * declares as its responses (src/server/modules/*\/*.routes.ts). The web test harness's fake API
 * parses every successful answer it serves with these, so a test's data cannot drift from what the
 * server can send. Error answers (4xx/5xx with a JSON body) are checked against `ApiError`.
 *
 * `text` marks a route whose answer is not JSON (an event stream, a CSV file): served unchecked.
 */
import { AdminDeliveryFees } from '@/contracts/delivery-fees';
import { AdminCommissionTerms } from '@/contracts/commission-terms';
import { CommissionPaymentReply } from '@/contracts/commissions';
import { AdminOrdersPause } from '@/contracts/orders-pause';
import { StoreTaxInvoice } from '@/contracts/tax-invoices';
import { z, type ZodType } from 'zod';
import { StoreAccountDeleted, StoreAccountExport } from '@/contracts/account-data';
import { StoreAccountSpending } from '@/contracts/account-spending';
import { StoreAvailability } from '@/contracts/availability';
import { AdminAnalytics } from '@/contracts/admin-analytics';
import { AdminCalendarConflicts, AdminClosure } from '@/contracts/calendar';
import { AdminBoard } from '@/contracts/admin-board';
import {
  AdminCategory,
  AdminDeleted,
  AdminDeleteProductResult,
  AdminProduct,
  AdminProductList,
  AdminReorderResult,
  AdminVariant,
  AdminVariantList,
  ProductImageResult,
  UploadUrlResult,
} from '@/contracts/admin-catalog';
import { AdminCustomer, AdminCustomerOrder } from '@/contracts/admin-customers';
import { AdminContactMessage, AdminUnreadCount } from '@/contracts/admin-messages';
import {
  AdminCancelPreview,
  AdminClearAllResult,
  AdminOrder,
  AdminOrderDetails,
  AdminProductionSheet,
} from '@/contracts/admin-orders';
import { AdminOrderRefunds } from '@/contracts/admin-refunds';
import { StoreUserProfile } from '@/contracts/auth';
import { AdminPushKey, AdminPushSubscribed, StoreNotificationPreferences } from '@/contracts/notifications';
import { StoreCartLine, StoreCartLineQuantity } from '@/contracts/cart';
import {
  StoreCategoryList,
  StoreProduct,
  StoreProductList,
  StoreRelatedProducts,
  StoreVariantList,
} from '@/contracts/catalog';
import {
  StoreOrder,
  StorePaymentIntentReply,
  StoreSaveDetailsReply,
  StoreSlot,
  TestCardReply,
} from '@/contracts/checkout';
import { StoreContactReply } from '@/contracts/contact';
import { StoreHealth } from '@/contracts/health';
import {
  AdminDeleteRewardResult,
  AdminLoyaltyReward,
  StoreLoyaltyAccount,
  StoreLoyaltyReward,
  StoreLoyaltyTransaction,
  StoreRedeemRewardResult,
} from '@/contracts/loyalty';
import { AdminReview, StoreMyReview, StoreReview } from '@/contracts/reviews';
import { AdminBusinessSettings, StoreBusinessSettings } from '@/contracts/settings';
import { AdminStoreCreditGrant, StoreCreditBalance } from '@/contracts/store-credit';

/** A success status and what its body must parse as; `text`: not JSON; `empty`: no body. */
export type SuccessAnswers = Partial<Record<number, ZodType | 'text' | 'empty'>>;

export const apiContract: Record<string, SuccessAnswers> = {
  // Storefront: catalog and settings (304: the browser's cached copy is still good).
  'GET /api/products': { 200: StoreProductList, 304: 'empty' },
  'GET /api/products/slug/:slug': { 200: StoreProduct, 304: 'empty' },
  'GET /api/products/:id/related': { 200: StoreRelatedProducts, 304: 'empty' },
  'GET /api/products/:id/variants': { 200: StoreVariantList, 304: 'empty' },
  'GET /api/categories': { 200: StoreCategoryList, 304: 'empty' },
  'GET /api/categories/homepage': { 200: StoreCategoryList, 304: 'empty' },
  'GET /api/business-settings': { 200: StoreBusinessSettings, 304: 'empty' },
  'GET /api/health': { 200: StoreHealth },
  'POST /api/contact': { 201: StoreContactReply },
  'GET /api/products/:id/reviews': { 200: z.array(StoreReview) },

  // Cart.
  'GET /api/cart': { 200: z.array(StoreCartLine) },
  'GET /api/cart/:sessionId': { 200: z.array(StoreCartLine) },
  'POST /api/cart': { 201: StoreCartLine },
  'POST /api/cart/featured': { 201: StoreCartLine },
  'PUT /api/cart/:itemId': { 200: StoreCartLineQuantity, 204: 'empty' },
  'DELETE /api/cart/:itemId': { 204: 'empty' },

  // Checkout and the test card gateway.
  'POST /api/create-payment-intent': { 200: StorePaymentIntentReply },
  'GET /api/checkout/slots': { 200: z.array(StoreSlot) },
  'GET /api/availability': { 200: StoreAvailability },
  'POST /api/checkout/details': { 200: StoreSaveDetailsReply },
  'POST /api/confirm-order': { 200: StoreOrder },
  'POST /api/test-payments/:id/confirm': { 200: TestCardReply },
  'POST /api/test-payments/:id/authenticate': { 200: TestCardReply },

  // The signed-in customer.
  'GET /api/auth/user': { 200: StoreUserProfile },
  'PUT /api/auth/user': { 200: StoreUserProfile },
  'DELETE /api/auth/user': { 200: StoreAccountDeleted },
  'GET /api/auth/user/export': { 200: StoreAccountExport },
  'GET /api/auth/user/spending': { 200: StoreAccountSpending },
  'GET /api/auth/user/notifications': { 200: StoreNotificationPreferences },
  'PUT /api/auth/user/notifications': { 200: StoreNotificationPreferences },
  'GET /api/orders/me': { 200: z.array(StoreOrder) },
  'GET /api/orders/:key': { 200: z.array(StoreOrder) },
  'POST /api/orders/:id/move': { 200: StoreOrder },
  'PATCH /api/orders/:id': { 200: StoreOrder },
  'POST /api/orders/:id/cancel': { 200: StoreOrder },
  'GET /api/orders/:orderId/tax-invoice': { 200: StoreTaxInvoice },
  // The PDFs are files, not JSON: only the route is checked.
  'GET /api/orders/:orderId/tax-invoice.pdf': { 200: z.unknown() },
  'GET /api/orders/:orderId/supply-corrections/:number.pdf': { 200: z.unknown() },
  'GET /api/loyalty/rewards': { 200: z.array(StoreLoyaltyReward) },
  'GET /api/loyalty/:id': { 200: StoreLoyaltyAccount },
  'GET /api/loyalty/:id/transactions': { 200: z.array(StoreLoyaltyTransaction) },
  'POST /api/loyalty/:id/redeem/:rewardId': { 201: StoreRedeemRewardResult },
  'GET /api/reviews/mine': { 200: z.array(StoreMyReview) },
  'GET /api/store-credit': { 200: StoreCreditBalance },
  'PUT /api/products/:id/review': { 200: StoreMyReview },
  'POST /api/commissions/:id/pay/:kind': { 200: CommissionPaymentReply },

  // Admin.
  'GET /api/admin/analytics': { 200: AdminAnalytics },
  'GET /api/admin/calendar/conflicts': { 200: AdminCalendarConflicts },
  'GET /api/admin/business-settings': { 200: AdminBusinessSettings },
  'PUT /api/admin/business-settings': { 200: AdminBusinessSettings },
  'GET /api/admin/closures': { 200: z.array(AdminClosure) },
  'POST /api/admin/closures': { 201: AdminClosure, 200: AdminClosure },
  'DELETE /api/admin/closures/:id': { 200: 'text', 204: 'empty' },
  'GET /api/admin/delivery-fees': { 200: AdminDeliveryFees },
  'PUT /api/admin/delivery-fees': { 200: AdminDeliveryFees },
  'GET /api/admin/commission-terms': { 200: AdminCommissionTerms },
  'PUT /api/admin/commission-terms': { 200: AdminCommissionTerms },
  'GET /api/admin/categories': { 200: z.array(AdminCategory) },
  'POST /api/admin/categories': { 201: AdminCategory },
  'PUT /api/admin/categories/:id': { 200: AdminCategory },
  'DELETE /api/admin/categories/:id': { 200: AdminDeleted },
  'GET /api/admin/events': { 200: 'text' },
  'GET /api/admin/push/key': { 200: AdminPushKey },
  'POST /api/admin/push/subscriptions': { 201: AdminPushSubscribed },
  'DELETE /api/admin/push/subscriptions': { 200: AdminPushSubscribed },
  'GET /api/admin/loyalty/rewards': { 200: z.array(AdminLoyaltyReward) },
  'POST /api/admin/loyalty/rewards': { 201: AdminLoyaltyReward },
  'PUT /api/admin/loyalty/rewards/:id': { 200: AdminLoyaltyReward },
  'DELETE /api/admin/loyalty/rewards/:id': { 200: AdminDeleteRewardResult },
  'GET /api/admin/messages': { 200: z.array(AdminContactMessage) },
  'GET /api/admin/messages/unread-count': { 200: AdminUnreadCount },
  'PATCH /api/admin/messages/:id': { 200: AdminContactMessage },
  'GET /api/admin/reviews': { 200: z.array(AdminReview) },
  'PATCH /api/admin/reviews/:id': { 200: AdminReview },
  'GET /api/admin/orders': { 200: z.array(AdminOrder) },
  'GET /api/admin/orders/export.csv': { 200: 'text' },
  'DELETE /api/admin/orders/clear-all': { 200: AdminClearAllResult },
  'GET /api/admin/orders/:id': { 200: AdminOrderDetails },
  'PATCH /api/admin/orders/:id/status': { 200: AdminOrder },
  'GET /api/admin/orders/:id/cancel-preview': { 200: AdminCancelPreview },
  'POST /api/admin/orders/:id/cancel': { 200: AdminOrder },
  'GET /api/admin/orders/:id/refunds': { 200: AdminOrderRefunds },
  'POST /api/admin/orders/:id/refunds': { 200: AdminOrderRefunds },
  'GET /api/admin/production': { 200: AdminProductionSheet },
  'GET /api/admin/board': { 200: AdminBoard },
  'GET /api/admin/orders-pause': { 200: AdminOrdersPause },
  'PUT /api/admin/orders-pause': { 200: AdminOrdersPause },
  'DELETE /api/admin/orders-pause': { 200: AdminOrdersPause },
  'PUT /api/admin/orders-pause/push-back': { 200: AdminOrdersPause },
  'GET /api/admin/products': { 200: AdminProductList },
  'POST /api/admin/products': { 201: AdminProduct },
  'PUT /api/admin/products/reorder': { 200: AdminReorderResult },
  'PUT /api/admin/products/:id': { 200: AdminProduct },
  'DELETE /api/admin/products/:id': { 200: AdminDeleteProductResult },
  'GET /api/admin/products/:id/variants': { 200: AdminVariantList },
  'POST /api/admin/products/:id/variants': { 201: AdminVariant },
  'PATCH /api/admin/variants/:id': { 200: AdminVariant },
  'DELETE /api/admin/variants/:id': { 200: AdminDeleted },
  'GET /api/admin/users': { 200: z.array(AdminCustomer) },
  'GET /api/admin/users/:id/orders': { 200: z.array(AdminCustomerOrder) },
  'POST /api/admin/users/:id/store-credit': { 200: AdminStoreCreditGrant },
  'POST /api/objects/upload': { 200: UploadUrlResult },
  'PUT /api/product-images': { 200: ProductImageResult },
};

/** Whether `path` (no query) fits `pattern`, whose `:name` segments match any one segment. */
export function pathFits(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const segment = want[i]!;
    if (segment.startsWith(':')) params[segment.slice(1)] = decodeURIComponent(got[i]!);
    else if (segment !== got[i]) return null;
  }
  return params;
}

/**
 * The contract entry for `METHOD /path`; a literal route wins over one with parameters
 * (`/api/loyalty/rewards` over `/api/loyalty/:id`), as the server's router does.
 */
export function contractFor(method: string, path: string): { route: string; answers: SuccessAnswers } | null {
  let best: { route: string; answers: SuccessAnswers; params: number } | null = null;
  for (const [route, answers] of Object.entries(apiContract)) {
    const [routeMethod, pattern] = route.split(' ') as [string, string];
    if (routeMethod !== method) continue;
    const params = pathFits(pattern, path);
    if (!params) continue;
    const count = Object.keys(params).length;
    if (!best || count < best.params) best = { route, answers, params: count };
  }
  return best && { route: best.route, answers: best.answers };
}
