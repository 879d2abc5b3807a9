import { describe, expect, it } from 'vitest';
import type { DeliveryFees } from '@/domain/delivery-fees';
import { choiceOfPlace, type DeliveryChoice, placeOfChoice } from './components/delivery-fee-row';

const fees: DeliveryFees = {
  baseFeeCents: 900,
  freeOverCents: null,
  zones: [
    { region: 'Auckland', suburb: 'Ponsonby', feeCents: 600 },
    { region: 'Auckland', suburb: null, feeCents: 800 },
  ],
};

describe("the cart drawer's remembered place (issue 26)", () => {
  it('gives back the same choice for the place each choice stands for', () => {
    const choices: DeliveryChoice[] = ['', 'pickup', 'elsewhere', 'zone:0', 'zone:1'];
    for (const choice of choices) expect(choiceOfPlace(fees, placeOfChoice(fees, choice))).toBe(choice);
  });

  it('chooses nothing for a place whose zone the owner has since removed', () => {
    expect(choiceOfPlace(fees, { fulfilment: 'delivery', city: 'Auckland', suburb: 'Parnell' })).toBe('');
    expect(
      choiceOfPlace({ ...fees, zones: [] }, { fulfilment: 'delivery', city: 'Auckland', suburb: 'Ponsonby' }),
    ).toBe('');
  });
});
