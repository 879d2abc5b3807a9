// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { UsageDays } from './usage-days';

afterEach(cleanup);

const use = (used: number, capacity: number) => ({ used, capacity, left: Math.max(0, capacity - used) });

describe('the next 14 days on Kitchen Capacity', () => {
  it('is one level-2 section of level-3 days, no heading inside another, a closed day saying so', () => {
    render(
      <UsageDays
        days={[
          {
            date: '2026-12-05',
            row: 'saturday',
            holiday: null,
            notice: null,
            day: use(120, 1500),
            slots: [{ time: '9:00-11:00', ...use(120, 300) }],
          },
          {
            date: '2026-12-06',
            row: 'sunday',
            holiday: null,
            notice: 'Pickup only: no deliveries on Sundays',
            day: use(0, 1500),
            slots: [],
          },
        ]}
      />,
    );
    const section = screen.getByRole('heading', { level: 2, name: 'Next 14 days' });
    expect(section.parentElement?.closest('h1, h2, h3, h4, h5, h6')).toBeNull();
    const days = screen.getAllByRole('heading', { level: 3 });
    expect(days.map((day) => day.textContent)).toEqual([
      expect.stringMatching(/5 Dec/),
      expect.stringMatching(/6 Dec/),
    ]);
    for (const heading of document.querySelectorAll('h1, h2, h3, h4, h5, h6')) {
      expect(heading.querySelector('h1, h2, h3, h4, h5, h6')).toBeNull();
    }
    const sunday = document.querySelector<HTMLElement>('[data-date="2026-12-06"]')!;
    expect(within(sunday).getByText('Pickup only: no deliveries on Sundays')).toBeTruthy();
  });
});
