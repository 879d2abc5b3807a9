/**
 * Custom cakes' terms (issue 25, decision 0218): owners set the deposit, the quote's validity, the
 * balance's days before the date and the refund schedule; staff's next quote takes them, and keeps
 * the schedule it showed the customer. A save is checked (400 naming the field, nothing stored)
 * and audited with what changed.
 */
import type { z } from 'zod';
import { AdminCommissionTerms } from '../../../contracts/commission-terms';
import { type CommissionTerms, DEFAULT_COMMISSION_TERMS, scheduleProblem } from '../../../domain/commissions';
import type { Db } from '../../db/client';
import { recordAudit } from '../../platform/audit';
import type { Actor } from '../../platform/auth/actor';
import { BadRequest, type FieldErrors } from '../../platform/errors';
import { saveCommissionTerms } from './commission-terms.repository';
import { type BusinessSettingsRow, findBusinessSettings } from './settings.repository';

export type CommissionTermsService = ReturnType<typeof createCommissionTermsService>;

export const termsOf = (row: BusinessSettingsRow | undefined): CommissionTerms =>
  row?.commissionTerms ?? {
    ...DEFAULT_COMMISSION_TERMS,
    refundSchedule: DEFAULT_COMMISSION_TERMS.refundSchedule.map((tier) => ({ ...tier })),
  };

function refuse(fields: FieldErrors): never {
  const names = Object.keys(fields);
  throw new BadRequest(
    `Please check ${names.length === 1 ? 'this field' : 'these fields'}: ${names.join(', ')}`,
    'VALIDATION_FAILED',
    fields,
  );
}

const fieldsOf = (error: z.ZodError): FieldErrors => {
  const fields: FieldErrors = {};
  for (const issue of error.issues) fields[issue.path.join('.') || 'body'] ??= issue.message;
  return fields;
};

/** The form checked by the contract's formats, then the schedule's fairness rules (domain). */
export function parseCommissionTerms(input: unknown): CommissionTerms {
  const parsed = AdminCommissionTerms.safeParse(input);
  if (!parsed.success) refuse(fieldsOf(parsed.error));
  const problem = scheduleProblem(parsed.data.refundSchedule);
  if (problem) refuse({ [problem.field]: problem.message });
  return parsed.data;
}

export function createCommissionTermsService(db: Db) {
  return {
    /** GET /api/admin/commission-terms and the quote's defaults, read fresh. */
    async get(): Promise<CommissionTerms> {
      return termsOf(await findBusinessSettings(db));
    },
    /** PUT /api/admin/commission-terms: checked, stored and audited in one transaction. */
    async save(input: unknown, actor: Actor): Promise<CommissionTerms> {
      const terms = parseCommissionTerms(input);
      const row = await db.transaction(async (tx) => {
        const before = termsOf(await findBusinessSettings(tx));
        const saved = await saveCommissionTerms(tx, terms);
        const changed = (Object.keys(terms) as (keyof CommissionTerms)[]).filter(
          (key) => JSON.stringify(before[key]) !== JSON.stringify(terms[key]),
        );
        await recordAudit(tx, actor, {
          action: 'settings.commission_terms',
          entity: 'business_settings',
          entityId: '1',
          details: { changed, before, after: terms },
        });
        return saved;
      });
      return termsOf(row);
    },
  };
}
