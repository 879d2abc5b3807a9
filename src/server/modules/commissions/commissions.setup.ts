/**
 * Wires custom cakes (issue 25) to the shop: the service, its routes, the gateway's success
 * listener or webhook settler for deposit and balance intents, and a sweep that asks for balances
 * on their due date and retries refunds the gateway could not make.
 */
import type { FastifyInstance } from 'fastify';
import { aucklandNow } from '../../../domain/delivery';
import type { TestGateway } from '../../platform/payments/test-gateway';
import { enqueueMail } from '../../platform/mail/outbox';
import type { CommissionDeps } from './commission-deps';
import { commissionMail } from './commission-mail';
import { createCommissionPayments } from './commission-payments';
import { nextPaymentOf, planOf } from './commission-plan';
import { balancesToRequest, updateCommission } from './commissions.repository';
import { commissionsAdminRoutes } from './commissions-admin.routes';
import { commissionsRoutes } from './commissions.routes';
import { createCommissionsService } from './commissions.service';

const isTestGateway = (gateway: CommissionDeps['gateway']): gateway is TestGateway =>
  gateway.name === 'test' && 'onSucceeded' in gateway;

export async function setUpCommissions(
  app: FastifyInstance,
  deps: Omit<CommissionDeps, 'gateway' | 'log'>,
  options: { sweepSeconds: number },
) {
  const full: CommissionDeps = { ...deps, gateway: app.payments.gateway, log: app.log };
  const commissions = createCommissionsService(full);
  const payments = createCommissionPayments(full, commissions.own);
  const testGateway = isTestGateway(full.gateway) ? full.gateway : null;

  // Settled without the browser: the test gateway's success listener, or Stripe's webhook.
  app.payments.settlers.push(async (intentId, log) => Boolean(await payments.settleIntent(intentId, log)));
  if (testGateway) {
    const settling = new Set<Promise<unknown>>();
    testGateway.onSucceeded((intent) => {
      if (!intent.metadata.commissionId) return;
      const job = payments.settleIntent(intent.id).catch((error: unknown) => {
        app.log.warn({ err: error, intent: intent.id }, 'commission payment not settled: the sweep retries');
      });
      settling.add(job);
      void job.finally(() => settling.delete(job));
    });
    app.addHook('onClose', async () => {
      await Promise.allSettled(settling);
    });
  }

  await app.register(commissionsRoutes, { deps: full, commissions, payments, testGateway });
  await app.register(commissionsAdminRoutes, { deps: full, commissions, payments });

  /** Balances falling due are asked for by e-mail, once each; refunds the provider missed are retried. */
  async function sweep() {
    const today = aucklandNow().date;
    for (const row of await balancesToRequest(deps.db, today)) {
      const next = nextPaymentOf(row);
      if (!next) continue;
      await deps.db.transaction(async (tx) => {
        await updateCommission(tx, row.id, { balanceRequestedAt: new Date() });
        await enqueueMail(tx, commissionMail.balanceDue(row, next, planOf(row).length, { publicUrl: deps.publicUrl }));
      });
    }
    deps.mail.nudge();
    await payments.retryRefunds();
  }
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    if (!options.sweepSeconds) return;
    timer = setInterval(() => {
      sweep().catch((error: unknown) => app.log.warn({ err: error }, 'commission sweep failed: retried next time'));
    }, options.sweepSeconds * 1000).unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
  return { commissions, payments, sweep };
}
