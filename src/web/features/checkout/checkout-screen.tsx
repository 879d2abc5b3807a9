import type { ReactNode } from 'react';
import { parseMoney } from '@/domain/money';
import { Centered, CheckoutProblem, Waiting } from './components/checkout-notices';
import { CheckoutForm } from './components/checkout-form';
import { MinimumOrderNotice } from './components/minimum-order-notice';
import { OrdersPausedNotice } from './components/orders-paused-notice';
import { type ChosenReward, type PlaceOrderInputs, usePlaceOrder } from './use-place-order';

/** What the Loyalty Rewards card needs from the checkout (the card itself belongs to loyalty). */
export interface CheckoutRewardsSlot<Choice extends ChosenReward> {
  /** The server's subtotal, in cents. */
  subtotalCents: number;
  using: boolean;
  choice: Choice | null;
  onUsingChange(using: boolean): void;
  onChoiceChange(choice: Choice | null): void;
  disabled: boolean;
}

export interface CheckoutScreenProps<Choice extends ChosenReward> extends PlaceOrderInputs {
  renderRewards(slot: CheckoutRewardsSlot<Choice>): ReactNode;
  /** Shown when sending the visitor to log in failed. */
  signInPrompt: ReactNode;
  /** Opens the cart drawer, from the 'Almost there' notice. */
  onOpenCart(): void;
}

/** /checkout: the screen for each state of the place-order flow. */
export function CheckoutScreen<Choice extends ChosenReward>({
  renderRewards,
  signInPrompt,
  onOpenCart,
  ...inputs
}: CheckoutScreenProps<Choice>) {
  const view = usePlaceOrder<Choice>(inputs);
  switch (view.phase) {
    case 'waiting':
      return <Waiting label={view.label} />;
    case 'sign-in':
      return signInPrompt;
    case 'below-minimum':
      return (
        <Centered>
          <MinimumOrderNotice serverMessage={view.message} lines={inputs.cart.data} onOpenCart={onOpenCart} />
        </Centered>
      );
    case 'problem':
      return <CheckoutProblem title={view.title} message={view.message} />;
    case 'paused':
      return <OrdersPausedNotice message={view.message} checking={view.checking} onCheckAgain={view.checkAgain} />;
    case 'ready': {
      const { form } = view;
      const rewardsCard = renderRewards({
        subtotalCents: parseMoney(form.intent.subtotal),
        using: form.rewards.using,
        choice: form.rewards.choice,
        onUsingChange: form.rewards.setUsing,
        onChoiceChange: form.rewards.setChoice,
        disabled: form.locked,
      });
      return <CheckoutForm form={form} rewardsCard={rewardsCard} />;
    }
  }
}
