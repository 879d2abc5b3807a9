/** Create Reward / Edit Reward (admin sections 3, 5, 8 and 9). */
import type { AdminLoyaltyReward } from '@/contracts/loyalty';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/web/components/ui/dialog';
import { DialogFormFooter } from '@/web/components/ui/dialog-form-footer';
import { Field } from '@/web/components/ui/field';
import { Input, controlClasses } from '@/web/components/ui/input';
import { NumberField } from '@/web/components/ui/number-field';
import { Textarea } from '@/web/components/ui/textarea';
import { cn } from '@/web/lib/cn';
import { useSaveReward } from '../api/rewards';
import {
  buildRewardPayload,
  NEW_REWARD_FORM,
  rewardToForm,
  validateRewardForm,
  type RewardFormErrors,
  type RewardFormValues,
} from '../reward-form';
import { errorMessage } from '../reward-format';
import { useDialogForm } from '@/web/lib/use-dialog-form';

export interface RewardDialogProps {
  open: boolean;
  reward: AdminLoyaltyReward | null;
  onOpenChange: (open: boolean) => void;
}

const rewardForm = (reward: AdminLoyaltyReward | null) => (reward ? rewardToForm(reward) : NEW_REWARD_FORM);

export function RewardDialog({ open, reward, onOpenChange }: RewardDialogProps) {
  const { formRef, values, set, errors, submitWith, afterSave } = useDialogForm<
    RewardFormValues,
    RewardFormErrors,
    AdminLoyaltyReward | null
  >({ open, subject: reward, toForm: rewardForm, validate: validateRewardForm });
  const save = useSaveReward();
  const editing = reward !== null;

  const submit = submitWith(() =>
    save.mutate(
      { id: reward?.id ?? null, payload: buildRewardPayload(values) },
      afterSave({
        close: () => onOpenChange(false),
        saved: (saved) => ({
          title: editing ? 'Reward Updated' : 'Reward Created',
          description: `${saved.name} is saved`,
          variant: 'success',
        }),
        failed: (error) => ({
          title: editing ? 'Update Failed' : 'Creation Failed',
          description: errorMessage(error),
          variant: 'destructive',
        }),
      }),
    ),
  );

  const percentage = values.discountType === 'percentage';

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="xl">
        <DialogHeader>
          <DialogTitle>{editing ? 'Edit Reward' : 'Create Reward'}</DialogTitle>
          <DialogDescription>
            Customers earn 1 point per $1 spent and redeem points for these rewards.
          </DialogDescription>
        </DialogHeader>
        <form ref={formRef} noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
          <Field label="Name" required error={errors.name} className="sm:col-span-2">
            <Input value={values.name} maxLength={120} onChange={(e) => set('name', e.target.value)} />
          </Field>
          <Field label="Description" required error={errors.description} className="sm:col-span-2">
            <Textarea rows={2} value={values.description} onChange={(e) => set('description', e.target.value)} />
          </Field>
          <NumberField
            label="Points Cost"
            kind="count"
            min="1"
            required
            error={errors.pointsCost}
            value={values.pointsCost}
            onChange={(v) => set('pointsCost', v)}
          />
          <Field label="Discount Type">
            <select
              className={cn(controlClasses, 'h-11 cursor-pointer py-2')}
              value={values.discountType}
              onChange={(e) => set('discountType', e.target.value as RewardFormValues['discountType'])}
            >
              <option value="percentage">Percentage (%)</option>
              <option value="fixed_amount">Fixed amount ($)</option>
            </select>
          </Field>
          {/* A percentage is typed with the decimal keypad too: the field was always one control. */}
          <NumberField
            label={percentage ? 'Discount Value (%)' : 'Discount Value ($)'}
            kind="money"
            min={percentage ? '1' : '0.01'}
            max={percentage ? '100' : undefined}
            step={percentage ? '1' : '0.01'}
            required
            error={errors.discountValue}
            value={values.discountValue}
            onChange={(v) => set('discountValue', v)}
          />
          <NumberField
            label="Minimum Spend ($)"
            kind="money"
            min="0"
            hint="0 means no minimum"
            error={errors.minimumSpend}
            value={values.minimumSpend}
            onChange={(v) => set('minimumSpend', v)}
          />
          <NumberField
            label="Max Uses"
            kind="count"
            min="1"
            hint="Leave empty for no limit"
            error={errors.maxUses}
            value={values.maxUses}
            onChange={(v) => set('maxUses', v)}
          />
          <div className="flex items-center gap-2 self-end pb-3">
            <input
              id="reward-active"
              type="checkbox"
              className="size-5 cursor-pointer accent-saffron-600"
              checked={values.active}
              onChange={(e) => set('active', e.target.checked)}
            />
            <label htmlFor="reward-active" className="cursor-pointer text-sm text-cocoa-800">
              Active (customers can redeem it)
            </label>
          </div>
          <DialogFormFooter
            className="sm:col-span-2"
            submitLabel={editing ? 'Update Reward' : 'Create Reward'}
            pending={save.isPending}
            onCancel={() => onOpenChange(false)}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
