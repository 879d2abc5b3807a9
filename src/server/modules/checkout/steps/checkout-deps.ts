import type { Log } from '../../../platform/logging';
import type { Db } from '../../../db/client';
import type { MailWorker } from '../../../platform/mail/mail-worker';
import type { PaymentGateway } from '../../../platform/payments/gateway';
import type { AccountService } from '../../account/account.service';
import type { CartService } from '../../cart/cart.service';
import type { LoyaltyService } from '../../loyalty/loyalty.service';
import type { OrdersService } from '../../orders/orders.service';
import type { SettingsService } from '../../settings/settings.service';

/** What the checkout steps work with: its own tables, the gateway, and the services of other modules. */
export interface CheckoutDeps {
  db: Db;
  gateway: PaymentGateway;
  accounts: AccountService;
  cart: CartService;
  /** Points and rewards, in the checkout's transactions (`loyalty.inCheckout`). */
  loyalty: Pick<LoyaltyService, 'inCheckout'>;
  orders: OrdersService;
  settings: SettingsService;
  mail: MailWorker;
  log: Log;
  publicUrl: string;
}
