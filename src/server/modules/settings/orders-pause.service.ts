/**
 * "Pause new orders" and "push back" (issue 23, decisions 0182 and 0183). They live in the business
 * settings row because the storefront reads them in the settings answer (the banner on every page)
 * and the checkout in the rules it reads fresh anyway, at no extra query. Every change is audited
 * and clears the settings cache on every server copy, as a settings save does.
 */
import type { AdminOrdersPause } from '../../../contracts/orders-pause';
import { aucklandNow } from '../../../domain/delivery';
import { pauseMessageProblem, pauseUntilProblem, pushBackProblem } from '../../../domain/orders-pause';
import type { Db } from '../../db/client';
import type { Actor } from '../../platform/auth/actor';
import { recordAudit } from '../../platform/audit';
import { BadRequest, type FieldErrors } from '../../platform/errors';
import { notifyOnCommit, SETTINGS_CHANGED_CHANNEL } from '../../platform/events/notify';
import { saveOrdersPause, type OrdersPauseWrite } from './orders-pause.repository';
import { findBusinessSettings, type BusinessSettingsRow } from './settings.repository';
import { ordersPauseOf, pushBackOf, toStoreSettings } from './settings.service';
import type { SettingsService } from './settings.service';

export type OrdersPauseService = ReturnType<typeof createOrdersPauseService>;

function toAdminPause(row: BusinessSettingsRow | undefined, now = new Date()): AdminOrdersPause {
  const pause = ordersPauseOf(row, now);
  return {
    pause,
    pausedAt: pause && row?.ordersPausedAt ? row.ordersPausedAt.toISOString() : null,
    pushBackMinutes: pushBackOf(row, now),
    leadTimeMinutes: toStoreSettings(row).leadTimeMinutes,
  };
}

function refuse(fields: FieldErrors): never {
  const names = Object.keys(fields);
  throw new BadRequest(
    `Please check ${names.join(', ')}: ${Object.values(fields).join('; ')}`,
    'VALIDATION_FAILED',
    fields,
  );
}

const isRecord = (input: unknown): input is Record<string, unknown> =>
  typeof input === 'object' && input !== null && !Array.isArray(input);

/** The pause form checked: a message (blank: the default one) and an optional until-time in the future. */
export function parsePauseForm(input: unknown, now = new Date()): { message: string | null; until: Date | null } {
  const body = isRecord(input) ? input : {};
  const fields: FieldErrors = {};
  let message: string | null = null;
  if (body.message !== undefined && body.message !== null) {
    if (typeof body.message !== 'string') fields.message = 'The message must be text';
    else message = body.message.trim() || null;
    const problem = typeof body.message === 'string' ? pauseMessageProblem(body.message) : null;
    if (problem) fields.message = problem;
  }
  let until: Date | null = null;
  if (body.until !== undefined && body.until !== null && body.until !== '') {
    // An instant with its offset (or Z): a bare local time would leave the zone to guesswork.
    const text = typeof body.until === 'string' ? body.until : '';
    const withZone = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(text) && /(?:Z|[+-]\d{2}:\d{2})$/.test(text);
    until = new Date(withZone ? text : Number.NaN);
    const problem = pauseUntilProblem(until, now);
    if (problem) fields.until = problem;
  }
  if (Object.keys(fields).length) refuse(fields);
  return { message, until };
}

/** The push back form checked: whole minutes from 0 to the maximum. */
export function parsePushBackForm(input: unknown): number {
  const minutes = isRecord(input) ? input.minutes : undefined;
  if (typeof minutes !== 'number') refuse({ minutes: 'The push back must be a number of minutes' });
  const problem = pushBackProblem(minutes);
  if (problem) refuse({ minutes: problem });
  return minutes;
}

export function createOrdersPauseService(db: Db, settings: Pick<SettingsService, 'invalidate'>) {
  /** One audited write, then this copy's cache is cleared; the others clear theirs on the NOTIFY. */
  async function write(values: OrdersPauseWrite, actor: Actor, action: string, details: Record<string, unknown>) {
    const row = await db.transaction(async (tx) => {
      const saved = await saveOrdersPause(tx, values);
      await recordAudit(tx, actor, { action, entity: 'business_settings', entityId: '1', details });
      await notifyOnCommit(tx, SETTINGS_CHANGED_CHANNEL, {});
      return saved;
    });
    settings.invalidate();
    return toAdminPause(row);
  }

  return {
    /** GET /api/admin/orders-pause, read fresh. */
    async get(): Promise<AdminOrdersPause> {
      return toAdminPause(await findBusinessSettings(db));
    },
    /** PUT /api/admin/orders-pause: pauses new orders (or changes the message and until-time). */
    async pause(input: unknown, actor: Actor): Promise<AdminOrdersPause> {
      const now = new Date();
      const form = parsePauseForm(input, now);
      return write(
        { ordersPausedAt: now, ordersPauseMessage: form.message, ordersPauseUntil: form.until },
        actor,
        'orders.pause',
        { message: form.message, until: form.until?.toISOString() ?? null },
      );
    },
    /** DELETE /api/admin/orders-pause: takes orders again at once (one tap). */
    async resume(actor: Actor): Promise<AdminOrdersPause> {
      const before = ordersPauseOf(await findBusinessSettings(db));
      return write({ ordersPausedAt: null, ordersPauseMessage: null, ordersPauseUntil: null }, actor, 'orders.resume', {
        wasPaused: before !== null,
      });
    },
    /** PUT /api/admin/orders-pause/push-back: the minutes added to the lead time for the rest of today. */
    async pushBack(input: unknown, actor: Actor): Promise<AdminOrdersPause> {
      const minutes = parsePushBackForm(input);
      const today = aucklandNow().date;
      return write({ pushBackMinutes: minutes, pushBackDate: minutes ? today : null }, actor, 'orders.push_back', {
        minutes,
        date: today,
      });
    },
  };
}
