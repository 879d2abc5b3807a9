// @vitest-environment happy-dom
/** The pieces the settings cards share: the card, its read's states, a row's bin and the save button. */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Truck } from 'lucide-react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CardQuery } from './card-query';
import { RemoveRowButton } from './remove-row-button';
import { SaveButton } from './save-button';
import { SectionCard } from './section-card';

afterEach(() => {
  cleanup();
});

describe('the settings card parts', () => {
  it('heads the card with its title and says what it sets', () => {
    render(
      <SectionCard icon={Truck} title="Delivery fees" description="What delivery costs, by area.">
        <p>fields</p>
      </SectionCard>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Delivery fees' })).toBeTruthy();
    expect(screen.getByText('What delivery costs, by area.')).toBeTruthy();
    expect(screen.getByText('fields')).toBeTruthy();
  });

  it("names a row's bin for what it removes, and it can be turned off", () => {
    const onClick = vi.fn();
    const { rerender } = render(<RemoveRowButton label="Remove step 2" onClick={onClick} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove step 2' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    rerender(<RemoveRowButton label="Remove step 1" disabled onClick={onClick} />);
    expect((screen.getByRole('button', { name: 'Remove step 1' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says "Saving..." and is busy while the save runs', () => {
    const { rerender } = render(<SaveButton pending={false} label="Save Delivery Fees" />);
    expect(screen.getByRole('button', { name: 'Save Delivery Fees' }).getAttribute('type')).toBe('submit');
    rerender(<SaveButton pending label="Save Delivery Fees" />);
    expect(screen.getByRole('button', { name: 'Saving...' }).getAttribute('aria-busy')).toBe('true');
  });

  it("shows a spinner while the card's read loads, its own words when it fails, else the data", () => {
    const query = (state: Partial<UseQueryResult<string[]>>) => state as UseQueryResult<string[]>;
    const card = (state: Partial<UseQueryResult<string[]>>) => (
      <CardQuery query={query(state)} loading="Loading closures..." failed="Could not load the closures.">
        {(list) => <p>{list.join(', ')}</p>}
      </CardQuery>
    );
    const { rerender } = render(card({ isPending: true, isError: false }));
    expect(screen.getByRole('status').textContent).toContain('Loading closures...');
    rerender(card({ isPending: false, isError: true }));
    expect(screen.getByRole('alert').textContent).toBe('Could not load the closures.');
    rerender(card({ isPending: false, isError: false, data: ['Summer break', 'Stocktake'] }));
    expect(screen.getByText('Summer break, Stocktake')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
