/**
 * The embedded test gateway's cards, with Stripe's test-mode behaviour. The gateway decides what a
 * card does from this list and the checkout's card form offers the same list, so the two cannot
 * disagree. No real money moves with any of them.
 */

/** What the test gateway does with a card: the status or the decline code Stripe would answer. */
export type TestCardOutcome = 'succeeded' | 'card_declined' | 'insufficient_funds' | 'requires_action';

export interface TestCard {
  /** As printed, in groups of four: "4242 4242 4242 4242". */
  number: string;
  outcome: TestCardOutcome;
  /** The few words the card form shows beside the number. */
  label: string;
}

export const TEST_CARDS: readonly TestCard[] = [
  { number: '4242 4242 4242 4242', outcome: 'succeeded', label: 'succeeds' },
  { number: '4000 0000 0000 0002', outcome: 'card_declined', label: 'declined' },
  { number: '4000 0000 0000 9995', outcome: 'insufficient_funds', label: 'insufficient funds' },
  { number: '4000 0025 0000 3155', outcome: 'requires_action', label: 'approval' },
];

const digitsOf = (number: string) => number.replace(/\s+/g, '');

/** The test card with this number (spaces ignored), if it is one of the list. */
export function findTestCard(number: string): TestCard | undefined {
  const digits = digitsOf(number);
  return TEST_CARDS.find((card) => digitsOf(card.number) === digits);
}

/** Luhn check of a card number: 12 to 19 digits and nothing else (strip spaces first). */
export function luhnValid(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i += 1) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
