// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AllergenCard } from './components/allergen-card';

afterEach(cleanup);

const business = {
  businessName: 'Saffron & Sugar',
  addressLine1: '12 Dominion Road',
  addressLine2: '',
  suburb: 'Mount Eden',
  city: 'Auckland',
  postalCode: '1024',
};

describe('AllergenCard', () => {
  it('prints the name, ingredients with allergens in bold, the Contains line and the business', () => {
    render(
      <AllergenCard
        business={business}
        product={{
          name: 'Pistachio Baklava',
          allergens: ['wheat', 'milk', 'pistachio'],
          mayContain: ['sesame'],
          ingredients: 'Pistachios (38%), wheat filo pastry, clarified butter (milk), sugar.',
        }}
      />,
    );
    const card = screen.getByRole('article', { name: 'Allergen card: Pistachio Baklava' });
    expect(card.querySelector('h2')?.textContent).toBe('Pistachio Baklava');
    const bold = [...screen.getByTestId('card-ingredients').querySelectorAll('strong')].map((b) => b.textContent);
    expect(bold).toEqual(['Pistachios', 'wheat', 'milk']);
    expect(screen.getByTestId('card-contains').textContent).toBe('Contains: wheat, gluten, milk, pistachio');
    expect(card.textContent).toContain('May be present: sesame');
    expect(card.textContent).toContain('Saffron & Sugar');
    expect(card.textContent).toContain('12 Dominion Road, Mount Eden, Auckland 1024');
  });

  it('says when the ingredients are not written yet', () => {
    render(
      <AllergenCard business={business} product={{ name: 'Scone', allergens: [], mayContain: [], ingredients: '' }} />,
    );
    expect(screen.getByTestId('card-ingredients').textContent).toBe('Ingredients not written yet: ask at the counter.');
    expect(screen.getByTestId('card-contains').textContent).toBe('No declared allergens in the recipe.');
  });
});
