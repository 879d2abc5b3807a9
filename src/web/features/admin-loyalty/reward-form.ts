/** The reward dialog's values, checks and payload (admin sections 3, 5, 7 and 9). */
import { AdminSaveReward, type AdminLoyaltyReward, NEW_REWARD_DEFAULTS } from '@/contracts/loyalty';
import { fieldErrorsFrom } from '@/web/lib/field-errors';

export interface RewardFormValues {
  name: string;
  description: string;
  pointsCost: string;
  discountType: 'percentage' | 'fixed_amount';
  discountValue: string;
  minimumSpend: string;
  /** Empty: no limit. */
  maxUses: string;
  active: boolean;
}

/** Section 9's defaults. */
export const NEW_REWARD_FORM: RewardFormValues = {
  name: '',
  description: '',
  pointsCost: String(NEW_REWARD_DEFAULTS.pointsCost),
  discountType: NEW_REWARD_DEFAULTS.discountType,
  discountValue: NEW_REWARD_DEFAULTS.discountValue,
  minimumSpend: NEW_REWARD_DEFAULTS.minimumSpend,
  maxUses: '',
  active: NEW_REWARD_DEFAULTS.active,
};

/** "10.00" → "10" for a percentage; money keeps its cents. */
const plain = (value: string) => String(Number(value));

export function rewardToForm(reward: AdminLoyaltyReward): RewardFormValues {
  return {
    name: reward.name,
    description: reward.description,
    pointsCost: String(reward.pointsCost),
    discountType: reward.discountType,
    discountValue: reward.discountType === 'percentage' ? plain(reward.discountValue) : reward.discountValue,
    minimumSpend: reward.minimumSpend,
    maxUses: reward.maxUses === null ? '' : String(reward.maxUses),
    active: reward.active,
  };
}

export interface RewardPayload {
  name: string;
  description: string;
  pointsCost: number;
  discountType: 'percentage' | 'fixed_amount';
  discountValue: string;
  minimumSpend: string;
  maxUses: number | null;
  active: boolean;
}

/** A whole number as typed; empty or anything else is NaN, which the schema refuses with its message. */
const whole = (text: string) => (/^\s*-?\d+\s*$/.test(text) ? Number(text) : Number.NaN);

export function buildRewardPayload(values: RewardFormValues): RewardPayload {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    pointsCost: whole(values.pointsCost),
    discountType: values.discountType,
    discountValue: values.discountValue.trim(),
    minimumSpend: values.minimumSpend.trim() === '' ? '0' : values.minimumSpend.trim(),
    maxUses: values.maxUses.trim() === '' ? null : whole(values.maxUses),
    active: values.active,
  };
}

export type RewardFormErrors = Partial<Record<keyof RewardFormValues, string>>;

/** Section 5's messages, by the server's own schema; the first message per field. */
export function validateRewardForm(values: RewardFormValues): RewardFormErrors {
  const result = AdminSaveReward.safeParse(buildRewardPayload(values));
  return result.success ? {} : fieldErrorsFrom(result.error.issues, NEW_REWARD_FORM);
}
