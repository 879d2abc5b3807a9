/** Create Reward / Edit Reward (admin sections 3, 5, 8 and 9). */
import type { FormEvent } from 'react';
import type { AdminLoyaltyReward } from '@/contracts/loyalty';
import { Button } from '@/web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { Field } from '@/web/components/ui/field';
import { Input, controlClasses } from '@/web/components/ui/input';
import { Textarea } from '@/web/components/ui/textarea';
import { cn } from '@/web/lib/cn';
import { toast } from '@/web/lib/toast-store';
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
  const { formRef, values, set, errors, passesChecks, showServerErrors } = useDialogForm<
    RewardFormValues,
    RewardFormErrors,
    AdminLoyaltyReward | null
  >({ open, subject: reward, toForm: rewardForm, validate: validateRewardForm });
  const save = useSaveReward();
  const editing = reward !== null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!passesChecks()) return;
    save.mutate(
      { id: reward?.id ?? null, payload: buildRewardPayload(values) },
      {
        onSuccess: (saved) => {
          toast({
            title: editing ? 'Reward Updated' : 'Reward Created',
            description: `${saved.name} is saved`,
            variant: 'success',
          });
          onOpenChange(false);
        },
        onError: (error) => {
          showServerErrors(error);
          toast({
            title: editing ? 'Update Failed' : 'Creation Failed',
            description: errorMessage(error),
            variant: 'destructive',
          });
        },
      },
    );
  };

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
          <Field label="Points Cost" required error={errors.pointsCost}>
            <Input
              type="number"
              inputMode="numeric"
              min="1"
              step="1"
              value={values.pointsCost}
              onChange={(e) => set('pointsCost', e.target.value)}
            />
          </Field>
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
          <Field label={percentage ? 'Discount Value (%)' : 'Discount Value ($)'} required error={errors.discountValue}>
            <Input
              type="number"
              inputMode="decimal"
              min={percentage ? '1' : '0.01'}
              max={percentage ? '100' : undefined}
              step={percentage ? '1' : '0.01'}
              value={values.discountValue}
              onChange={(e) => set('discountValue', e.target.value)}
            />
          </Field>
          <Field label="Minimum Spend ($)" hint="0 means no minimum" error={errors.minimumSpend}>
            <Input
              type="number"
              inputMode="decimal"
              min="0"
              step="0.01"
              value={values.minimumSpend}
              onChange={(e) => set('minimumSpend', e.target.value)}
            />
          </Field>
          <Field label="Max Uses" hint="Leave empty for no limit" error={errors.maxUses}>
            <Input
              type="number"
              inputMode="numeric"
              min="1"
              step="1"
              value={values.maxUses}
              onChange={(e) => set('maxUses', e.target.value)}
            />
          </Field>
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
          <DialogFooter className="sm:col-span-2">
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              {editing ? 'Update Reward' : 'Create Reward'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
