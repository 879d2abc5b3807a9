/**
 * How the e-mails say where a refund's money went (decision 0220): the card's part and the store
 * credit's. A payment made wholly with credit moved no card money, so it names the credit and never
 * says "$0.00 refunded".
 */
import { formatCurrency } from '../../../domain/money';

export function moneyBackSentence(
  back: { cardCents: number; creditCents: number; whole?: boolean },
  arrival: string,
): string {
  const { cardCents, creditCents } = back;
  const credit = `${formatCurrency(creditCents)} of store credit is back in your account, ready to spend`;
  if (creditCents > 0 && cardCents === 0) return `It was paid with store credit: ${credit}.`;
  const card =
    back.whole && creditCents === 0
      ? `We have refunded your payment of ${formatCurrency(cardCents)} in full.`
      : `We have refunded ${formatCurrency(cardCents)} to your card.`;
  const sentence = `${card} It usually reaches your card within ${arrival}.`;
  return creditCents > 0 ? `${sentence} The other ${credit}.` : sentence;
}
