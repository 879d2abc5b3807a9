import type { Log } from '../../../platform/logging';
import type { Db } from '../../../db/client';
import type { MailWorker } from '../../../platform/mail/mail-worker';
import type { PaymentGateway } from '../../../platform/payments/gateway';
import type { AccountService } from '../../account/account.service';
import type { CartService } from '../../cart/cart.service';
import type { KitchenUsageCache } from '../../kitchen/kitchen-usage.service';
import type { LoyaltyService } from '../../loyalty/loyalty.service';
import type { OrdersService } from '../../orders/orders.service';
import type { SettingsService } from '../../settings/settings.service';
import type { StoreCreditService } from '../../store-credit/store-credit.service';

/** What the checkout steps work with: its own tables, the gateway, and the services of other modules. */
export interface CheckoutDeps {
  db: Db;
  gateway: PaymentGateway;
  accounts: AccountService;
  cart: CartService;
  /** Points and rewards, in the checkout's transactions (`loyalty.inCheckout`). */
  loyalty: Pick<LoyaltyService, 'inCheckout'>;
  orders: OrdersService;
  /** The customer's store credit, spent before the card (`storeCredit.inCheckout`, decision 0202). */
  storeCredit: Pick<StoreCreditService, 'inCheckout'>;
  settings: SettingsService;
  /**
   * Each day's kitchen minutes for the slot picker only; binding counts them afresh under locks.
   * This copy's own holds and orders clear it at once; other copies' arrive by NOTIFY.
   */
  kitchenUsage: Pick<KitchenUsageCache, 'usedOn' | 'invalidate'>;
  mail: MailWorker;
  log: Log;
  publicUrl: string;
  /** NODE_ENV=production: a GST-registered shop without its GST number takes no payments (issue 26). */
  production?: boolean;
}
