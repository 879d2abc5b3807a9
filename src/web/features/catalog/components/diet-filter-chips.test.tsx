// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CROSS_CONTACT_WARNING } from '@/domain/allergens';
import { renderApp } from '@/web/test/render-app';
import { DietFilterChips } from './diet-filter-chips';

function Address() {
  const { search } = useLocation();
  return <output data-testid="address">{decodeURIComponent(search)}</output>;
}

function renderAt(url: string) {
  renderApp(
    <Routes>
      <Route
        path="/"
        element={
          <>
            <DietFilterChips />
            <Address />
          </>
        }
      />
    </Routes>,
    { route: url },
  );
  return { address: () => screen.getByTestId('address').textContent };
}

describe('DietFilterChips', () => {
  it('shows the chips from the address as pressed toggle buttons in a labelled group', () => {
    renderAt('/?exclude=tree-nuts');
    expect(screen.getByRole('group', { name: 'Dietary' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'No tree nuts' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Eggless' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('button', { name: 'Vegan' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText(CROSS_CONTACT_WARNING, { exact: false })).toBeTruthy();
  });

  it('toggles from the keyboard, keeping the search, and clears with the focus left on a chip', async () => {
    const user = userEvent.setup();
    const { address } = renderAt('/?search=cake');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
    expect(screen.queryByText(CROSS_CONTACT_WARNING, { exact: false })).toBeNull();

    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'No tree nuts' }));
    await user.keyboard('{Enter}');
    await user.tab();
    await user.tab();
    await user.tab();
    await user.keyboard(' ');
    expect(address()).toBe('?search=cake&exclude=tree-nuts&diet=vegan');
    expect(screen.getByRole('button', { name: 'No tree nuts' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Vegan' }).getAttribute('aria-pressed')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(address()).toBe('?search=cake');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'No tree nuts' }));
  });
});
