/**
 * Custom cakes (issue 25, decision 0206): the request, staff's quote and questions, and the views.
 * Payments are in `commission-payments.ts`, cancellation in `commission-cancel.ts`; every change of
 * a commission's state runs under its row lock, so two admins quoting at once, or a quote racing a
 * payment, each end in one consistent state.
 */
import type { z } from 'zod';
import type {
  AdminCommission,
  AdminCommissionQuote,
  CommissionPhotoRegister,
  CommissionPhotoUpload,
  StoreCommission,
  StoreCommissionRequest,
} from '../../../contracts/commissions';
import { shopClosedFor } from '../../../domain/calendar';
import {
  balanceDueDate,
  type CakeSize,
  instalmentsProblem,
  planInstalments,
  priceQuote,
  type QuoteLine,
  quoteLinesProblem,
  requestDateProblem,
} from '../../../domain/commissions';
import { aucklandNow } from '../../../domain/delivery';
import { parseMoney } from '../../../domain/money';
import { recordAudit } from '../../platform/audit';
import type { Actor } from '../../platform/auth/actor';
import type { AuthContext } from '../../platform/auth/request-auth';
import { BadRequest, Conflict, NotFound } from '../../platform/errors';
import { COMMISSION_REQUESTED_CHANNEL, notifyOnCommit } from '../../platform/events/notify';
import { enqueueMail } from '../../platform/mail/outbox';
import { lockKitchenDay } from '../kitchen/kitchen-usage.service';
import type { CommissionDeps } from './commission-deps';
import { commissionMail } from './commission-mail';
import {
  type CommissionMessageRow,
  type CommissionRow,
  findCommission,
  insertCommission,
  insertMessage,
  listAllCommissions,
  listCommissionsOf,
  lockCommission,
  messagesOf,
  updateCommission,
} from './commissions.repository';
import { toAdminCommission, toStoreCommission } from './commissions.mapper';

export type CommissionsService = ReturnType<typeof createCommissionsService>;

/** A signed amount ("-5.00" is read so that the rules can refuse it by name). */
const signedCents = (amount: string) => (amount.startsWith('-') ? -parseMoney(amount.slice(1)) : parseMoney(amount));

export function createCommissionsService(deps: CommissionDeps) {
  const { db } = deps;

  async function withMessages<T>(
    rows: CommissionRow[],
    map: (row: CommissionRow, messages: CommissionMessageRow[]) => T,
  ): Promise<T[]> {
    const messages = await messagesOf(
      db,
      rows.map((row) => row.id),
    );
    return rows.map((row) => map(row, messages.get(row.id) ?? []));
  }

  /** The caller's own commission; another customer's id answers 404, so ids cannot be probed. */
  async function own(auth: AuthContext, id: string): Promise<{ userId: string; row: CommissionRow }> {
    const user = await deps.accounts.userFor(auth);
    const row = await findCommission(db, id);
    if (!row || row.userId !== user.id) throw new NotFound('Custom cake request not found');
    return { userId: user.id, row };
  }

  const storeView = async (row: CommissionRow) => (await withMessages([row], toStoreCommission))[0]!;
  const adminView = async (row: CommissionRow) => (await withMessages([row], toAdminCommission))[0]!;

  return {
    own,
    storeView,
    adminView,

    async request(auth: AuthContext, input: z.output<typeof StoreCommissionRequest>): Promise<StoreCommission> {
      const user = await deps.accounts.userFor(auth);
      const today = aucklandNow().date;
      const tooSoon = requestDateProblem(input.dateNeeded, today);
      if (tooSoon) throw new BadRequest(tooSoon, 'TOO_SOON', { dateNeeded: tooSoon });
      const closed = shopClosedFor(await deps.settings.calendar(), {
        fulfilment: 'pickup',
        date: input.dateNeeded,
        slot: input.slot,
      });
      if (closed) throw new BadRequest(closed.message, closed.code, { dateNeeded: closed.message });
      const email = user.email ?? auth.email;
      if (!email)
        throw new BadRequest('Your account needs an e-mail address for us to send the quote', 'EMAIL_MISSING');
      const rules = await deps.settings.checkoutRules();
      const row = await db.transaction(async (tx) => {
        const created = await insertCommission(tx, {
          userId: user.id,
          dateNeeded: input.dateNeeded,
          slot: input.slot,
          occasion: input.occasion,
          size: input.size,
          servings: input.servings ?? null,
          flavours: input.flavours,
          designNotes: input.designNotes,
          message: input.message || null,
          budgetCents: input.budget ? parseMoney(input.budget) : null,
          photos: [...new Set(input.photos)],
          customerName: user.name ?? auth.name ?? 'Customer',
          customerEmail: email,
          customerPhone: input.phone || user.phone || null,
        });
        // Staff hear of it by e-mail at the shop's inbox, on the board and by push (the live bus, on commit).
        await enqueueMail(tx, commissionMail.newRequest(created, { to: rules.email, publicUrl: deps.publicUrl }));
        await notifyOnCommit(tx, COMMISSION_REQUESTED_CHANNEL, {
          id: created.id,
          reference: created.id.slice(-8).toUpperCase(),
          dateNeeded: created.dateNeeded,
        });
        return created;
      });
      deps.mail.nudge();
      return storeView(row);
    },

    async mine(auth: AuthContext): Promise<StoreCommission[]> {
      const user = await deps.accounts.userFor(auth);
      return withMessages(await listCommissionsOf(db, user.id), toStoreCommission);
    },

    async one(auth: AuthContext, id: string): Promise<StoreCommission> {
      return storeView((await own(auth, id)).row);
    },

    /** The customer answers staff's question: the thread is kept on the request, and staff are e-mailed. */
    async reply(auth: AuthContext, id: string, body: string): Promise<StoreCommission> {
      const { row } = await own(auth, id);
      if (row.state === 'cancelled' || row.state === 'ordered') {
        throw new Conflict('This request is closed: call us about it', 'COMMISSION_CLOSED');
      }
      const rules = await deps.settings.checkoutRules();
      await db.transaction(async (tx) => {
        await insertMessage(tx, { commissionId: id, author: 'customer', body });
        await enqueueMail(
          tx,
          commissionMail.customerReplied(row, body, { to: rules.email, publicUrl: deps.publicUrl }),
        );
      });
      deps.mail.nudge();
      return storeView(row);
    },

    issuePhotoUpload: (input: z.output<typeof CommissionPhotoUpload>) => deps.uploads.issue(input),

    /** The uploaded photo checked (an image, 10 MB at most) and stored without its location data. */
    async registerPhoto(actor: Actor, input: z.output<typeof CommissionPhotoRegister>) {
      const image = await deps.uploads.register(actor, input.imageURL);
      return { objectPath: image.objectPath };
    },

    async list(): Promise<AdminCommission[]> {
      return withMessages(await listAllCommissions(db), toAdminCommission);
    },

    async get(id: string): Promise<AdminCommission> {
      const row = await findCommission(db, id);
      if (!row) throw new NotFound('Commission not found');
      return adminView(row);
    },

    /**
     * Staff's quote: priced lines checked against the spec's ranges, the rush surcharge computed,
     * the deposit and the balance's due date set, and the date's kitchen minutes held until the
     * quote lapses. `expectedVersion` makes a second admin's simultaneous quote a 409.
     */
    async quote(actor: Actor, id: string, input: z.output<typeof AdminCommissionQuote>): Promise<AdminCommission> {
      const lines: QuoteLine[] = input.lines.map((line) => ({
        kind: line.kind,
        label: line.label,
        amountCents: signedCents(line.amount),
      }));
      const now = new Date();
      const today = aucklandNow(now).date;
      // Read before the transaction: on PGlite a query outside it would wait for it to end.
      const terms = await deps.terms.get();
      const row = await db.transaction(async (tx) => {
        const current = await lockCommission(tx, id);
        if (!current) throw new NotFound('Commission not found');
        if (current.state !== 'requested' && current.state !== 'quoted') {
          throw new Conflict('This commission can no longer be quoted', 'NOT_QUOTABLE');
        }
        if (current.quoteVersion !== input.expectedVersion) {
          throw new Conflict(
            'Someone else quoted this commission just now: reload to see their quote',
            'QUOTE_CHANGED',
          );
        }
        const problem = quoteLinesProblem(current.size as CakeSize, lines);
        if (problem) throw new BadRequest(problem.message, 'BAD_QUOTE', { [problem.field]: problem.message });
        const priced = priceQuote({
          size: current.size as CakeSize,
          lines,
          dateNeeded: current.dateNeeded,
          today,
          depositPercent: input.depositPercent ?? terms.depositPercent,
        });
        const count = input.instalments ?? 1;
        const planProblem = instalmentsProblem(priced.totalCents, count);
        if (planProblem) throw new BadRequest(planProblem, 'BAD_PLAN', { instalments: planProblem });
        const validityDays = input.validityDays ?? terms.quoteValidityDays;
        const finalDue = balanceDueDate(current.dateNeeded, today, input.balanceDaysBefore ?? terms.balanceDaysBefore);
        // The balance's instalments (decision 0217): the next one's date is the one the sweep and board read.
        const plan = planInstalments(priced.balanceCents, count, today, finalDue);
        // The same order of locks as the checkout takes for the day's kitchen minutes.
        await lockKitchenDay(tx, current.dateNeeded);
        const quoted = await updateCommission(tx, id, {
          state: 'quoted',
          quoteVersion: current.quoteVersion + 1,
          quoteLines: priced.lines,
          quoteNote: input.note || null,
          rushCents: priced.rushCents,
          totalCents: priced.totalCents,
          depositCents: priced.depositCents,
          balanceCents: priced.balanceCents,
          balanceDueDate: plan[0]!.dueDate,
          instalments: plan,
          // The schedule this quote shows is the one its cancellation follows (decision 0218).
          refundSchedule: terms.refundSchedule,
          quoteValidUntil: new Date(now.getTime() + validityDays * 86_400_000),
        });
        await recordAudit(tx, actor, {
          action: 'commission.quote',
          entity: 'commission',
          entityId: id,
          details: {
            totalCents: priced.totalCents,
            depositCents: priced.depositCents,
            instalments: count,
            version: quoted.quoteVersion,
          },
        });
        await enqueueMail(tx, commissionMail.quoted(quoted, { publicUrl: deps.publicUrl }));
        return quoted;
      });
      deps.mail.nudge();
      return adminView(row);
    },

    /** Staff ask instead of quoting: the question is kept on the request and e-mailed to the customer. */
    async ask(actor: Actor, id: string, body: string): Promise<AdminCommission> {
      const row = await db.transaction(async (tx) => {
        const current = await lockCommission(tx, id);
        if (!current) throw new NotFound('Commission not found');
        if (current.state === 'cancelled' || current.state === 'ordered') {
          throw new Conflict('This commission is closed', 'COMMISSION_CLOSED');
        }
        await insertMessage(tx, { commissionId: id, author: 'staff', body });
        await recordAudit(tx, actor, { action: 'commission.question', entity: 'commission', entityId: id });
        await enqueueMail(tx, commissionMail.question(current, body, { publicUrl: deps.publicUrl }));
        return current;
      });
      deps.mail.nudge();
      return adminView(row);
    },
  };
}
