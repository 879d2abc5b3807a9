// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AllergyNotice } from './allergy-notice';

afterEach(cleanup);

describe('AllergyNotice', () => {
  it('states what the product contains in bold, by required names, and what may be present', () => {
    render(
      <AllergyNotice product={{ allergens: ['pistachio', 'milk', 'wheat'], mayContain: ['sesame'], dietary: [] }} />,
    );
    const contains = screen.getByTestId('allergens');
    expect(contains.textContent).toBe('Contains: wheat, gluten, milk, pistachio');
    expect(contains.querySelector('strong')?.textContent).toBe('Contains: wheat, gluten, milk, pistachio');
    expect(screen.getByTestId('may-be-present').textContent).toBe('May be present: sesame');
  });

  it('leaves out the "may be present" line when there is none', () => {
    render(<AllergyNotice product={{ allergens: [], mayContain: [], dietary: ['vegan'] }} />);
    expect(screen.getByTestId('allergens').textContent).toBe('No declared allergens in the recipe.');
    expect(screen.queryByTestId('may-be-present')).toBeNull();
  });
});
