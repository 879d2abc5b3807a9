// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AllergenFields } from './components/allergen-fields';

afterEach(cleanup);

describe('AllergenFields', () => {
  it('asks staff to name the tree nuts of a product saved with the generic "tree nuts"', async () => {
    const onChange = vi.fn();
    render(
      <AllergenFields
        allergens={['milk', 'tree-nuts']}
        mayContain={[]}
        ingredients=""
        errors={{}}
        onChange={onChange}
      />,
    );
    expect(screen.getByRole('note').textContent).toContain('Name the tree nuts in this product.');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Tree nuts (not named)' }));
    expect(onChange).toHaveBeenLastCalledWith({ allergens: ['milk'] });
  });

  it('shows no prompt once the nuts are named; ticking "contains" takes it out of "may be present"', async () => {
    const onChange = vi.fn();
    render(
      <AllergenFields
        allergens={['wheat']}
        mayContain={['pistachio']}
        ingredients=""
        errors={{}}
        onChange={onChange}
      />,
    );
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.getByText('Contains: wheat, gluten')).toBeTruthy();
    const [containsPistachio, mayPistachio] = screen.getAllByRole('checkbox', { name: 'Pistachio' });
    expect((mayPistachio as HTMLInputElement).checked).toBe(true);
    await userEvent.click(containsPistachio!);
    expect(onChange).toHaveBeenLastCalledWith({ allergens: ['wheat', 'pistachio'], mayContain: [] });
    // A contained allergen cannot also be ticked as "may be present".
    const [, mayWheat] = screen.getAllByRole('checkbox', { name: 'Wheat' });
    expect((mayWheat as HTMLInputElement).disabled).toBe(true);
  });
});
