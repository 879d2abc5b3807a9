import type { Db } from '../../db/client';
import type { AuthContext } from '../../platform/auth/request-auth';
import type { Log } from '../../platform/logging';
import type { MailWorker } from '../../platform/mail/mail-worker';
import type { PaymentGateway } from '../../platform/payments/gateway';
import type { LoyaltyService } from '../loyalty/loyalty.service';
import type { OrdersService } from '../orders/orders.service';
import type { OrdersAdminService } from '../orders/orders-admin.service';
import type { CommissionTermsService } from '../settings/commission-terms.service';
import type { SettingsService } from '../settings/settings.service';
import type { UploadsService } from '../uploads/uploads.service';

/** What the commissions module reaches of the rest of the shop: other modules through their services. */
export interface CommissionDeps {
  db: Db;
  /** The account service's question, with the profile a request is addressed with. */
  accounts: {
    userFor(
      auth: AuthContext,
    ): Promise<{ id: string; email: string | null; name: string | null; phone: string | null }>;
  };
  settings: SettingsService;
  /** The deposit, validity, balance days and refund schedule owners set (decision 0218). */
  terms: Pick<CommissionTermsService, 'get'>;
  orders: OrdersService;
  /** Cancelling a commission that is already an order cancels the order too (decision 0218). */
  ordersAdmin: Pick<OrdersAdminService, 'cancel'>;
  loyalty: LoyaltyService;
  uploads: UploadsService;
  mail: MailWorker;
  gateway: PaymentGateway;
  publicUrl: string;
  log: Log;
}
