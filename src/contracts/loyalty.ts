/**
 * Loyalty points and rewards (storefront sections 3, 7 and 9; admin sections 3, 5, 7 and 9).
 * docs/decisions/0037-loyalty-ledger-and-vouchers.md
 */
import { z } from 'zod';
import { MONEY_PATTERN } from '../domain/money';
import { MoneyString } from './common';

export const LOYALTY_TRANSACTION_TYPES = [
  'earned',
  'redeemed',
  'adjustment',
  'released',
  'reversed',
  'voided',
  'repaid',
] as const;
export const REWARD_DISCOUNT_TYPES = ['percentage', 'fixed_amount'] as const;

/** A reward as customers see it: discountValue is percent or dollars, as a numeric string. */
export const StoreLoyaltyReward = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  active: z.boolean(),
  pointsCost: z.number().int(),
  minimumSpend: MoneyString,
  maxUses: z.number().int().nullable(),
  currentUses: z.number().int(),
  discountType: z.enum(REWARD_DISCOUNT_TYPES),
  discountValue: MoneyString,
});
export type StoreLoyaltyReward = z.infer<typeof StoreLoyaltyReward>;

/** A reward the customer redeemed on /loyalty and has not used yet: the next checkout offers it. */
export const StoreLoyaltyVoucher = z.object({
  id: z.uuid(),
  rewardId: z.uuid(),
  name: z.string(),
  description: z.string(),
  discountType: z.enum(REWARD_DISCOUNT_TYPES),
  discountValue: MoneyString,
  minimumSpend: MoneyString,
  points: z.number().int(),
  redeemedAt: z.string(),
});
export type StoreLoyaltyVoucher = z.infer<typeof StoreLoyaltyVoucher>;

/** GET /api/loyalty/{id}: the balance (the sum of the ledger), spend, membership and held vouchers. */
export const StoreLoyaltyAccount = z.object({
  totalPoints: z.number().int().min(0),
  totalSpent: MoneyString,
  memberSince: z.string(),
  vouchers: z.array(StoreLoyaltyVoucher),
});
export type StoreLoyaltyAccount = z.infer<typeof StoreLoyaltyAccount>;

/** One ledger row; points are signed (a redemption is negative). */
export const StoreLoyaltyTransaction = z.object({
  id: z.uuid(),
  type: z.string(),
  points: z.number().int(),
  description: z.string(),
  createdAt: z.string(),
});
export type StoreLoyaltyTransaction = z.infer<typeof StoreLoyaltyTransaction>;

/** POST /api/loyalty/{id}/redeem/{rewardId}: the new balance and the voucher now held. */
export const StoreRedeemRewardResult = z.object({
  message: z.string(),
  totalPoints: z.number().int().min(0),
  voucher: StoreLoyaltyVoucher,
});
export type StoreRedeemRewardResult = z.infer<typeof StoreRedeemRewardResult>;

export const LoyaltyKeyParams = z.object({ id: z.string().min(1).max(200) });
export const LoyaltyRedeemParams = LoyaltyKeyParams.extend({ rewardId: z.string().min(1).max(200) });

/** Admin section 9: a new reward's defaults. */
export const NEW_REWARD_DEFAULTS = {
  pointsCost: 100,
  discountType: 'percentage',
  discountValue: '5',
  minimumSpend: '0',
  maxUses: null,
  active: true,
} as const;

/**
 * A number typed into a form or sent as JSON: "5", "5.50" or 5.5. Its issues do not abort, so the
 * full PUT (a union with the `{active}` toggle) still names `discountValue` for "-10" or "abc"
 * instead of answering a bare "Invalid input" (P21).
 */
const Decimal = (required: string) =>
  z.union([z.string().trim(), z.number()]).transform((value, ctx) => {
    const text = typeof value === 'number' ? String(value) : value;
    if (text === '') {
      ctx.addIssue({ code: 'custom', message: required, continue: true });
    } else if (!MONEY_PATTERN.test(text)) {
      ctx.addIssue({ code: 'custom', message: 'Must be a number with at most 2 decimals', continue: true });
    }
    return text;
  });

/**
 * POST /api/admin/loyalty/rewards and the full PUT: admin section 5's checks, section 9's
 * defaults. Percentage 1-100, fixed amount above 0, minimum spend 0 or more, maxUses empty (no
 * limit) or at least 1.
 */
export const AdminSaveReward = z
  .object({
    name: z.string().trim().min(1, 'Name is required').max(120),
    description: z.string().trim().min(1, 'Description is required').max(1000),
    pointsCost: z
      .number({ error: 'Points cost is required' })
      .int('Points cost must be a whole number')
      .min(1, 'Must be at least 1 point')
      .max(1_000_000)
      .default(NEW_REWARD_DEFAULTS.pointsCost),
    discountType: z.enum(REWARD_DISCOUNT_TYPES).default(NEW_REWARD_DEFAULTS.discountType),
    discountValue: Decimal('Discount value is required'),
    minimumSpend: z
      .union([z.string().trim(), z.number()])
      .default(NEW_REWARD_DEFAULTS.minimumSpend)
      .transform((v) => (v === '' ? '0' : String(v)))
      .pipe(MoneyString),
    maxUses: z
      .union([z.literal(''), z.null(), z.number().int('Max uses must be a whole number').min(1, 'Must be at least 1')])
      .default(NEW_REWARD_DEFAULTS.maxUses)
      .transform((v) => (v === '' ? null : v)),
    active: z.boolean().default(NEW_REWARD_DEFAULTS.active),
  })
  .strict()
  .superRefine((reward, ctx) => {
    const value = Number(reward.discountValue);
    if (reward.discountType === 'percentage' && (value < 1 || value > 100)) {
      ctx.addIssue({ code: 'custom', path: ['discountValue'], message: 'A percentage must be between 1 and 100' });
    }
    if (reward.discountType === 'fixed_amount' && !(value > 0)) {
      ctx.addIssue({ code: 'custom', path: ['discountValue'], message: 'A fixed amount must be more than 0' });
    }
  });
export type AdminSaveReward = z.output<typeof AdminSaveReward>;

/** PUT /api/admin/loyalty/rewards/{id}: the whole reward, or only `{active}` (Activate/Deactivate). */
export const AdminUpdateReward = z.union([z.object({ active: z.boolean() }).strict(), AdminSaveReward]);
export type AdminUpdateReward = z.output<typeof AdminUpdateReward>;

export const AdminLoyaltyReward = StoreLoyaltyReward.extend({ createdAt: z.string() });
export type AdminLoyaltyReward = z.infer<typeof AdminLoyaltyReward>;

/** DELETE answer: a reward never redeemed is deleted; one ever redeemed is deactivated and hidden. */
export const AdminDeleteRewardResult = z.object({
  message: z.string(),
  outcome: z.enum(['deleted', 'archived']),
});
export type AdminDeleteRewardResult = z.infer<typeof AdminDeleteRewardResult>;
