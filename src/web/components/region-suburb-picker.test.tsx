// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { stubMissingLayoutApis } from '@/web/test/dom-stubs';
import { renderApp } from '@/web/test/render-app';
import type { DeliveryArea } from '@/domain/delivery-area';
import { RegionSuburbPicker, type RegionSuburbValue } from './region-suburb-picker';

stubMissingLayoutApis();

function Picker({
  initial,
  area,
  onChange = () => {},
}: {
  initial: RegionSuburbValue;
  area?: DeliveryArea;
  onChange?: (next: RegionSuburbValue) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <RegionSuburbPicker
      region={value.region}
      suburb={value.suburb}
      deliveryArea={area}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
    />
  );
}

const OUTSIDE = 'Outside our delivery area';
const option = (name: string) => screen.getByRole('option', { name: new RegExp(`^${name}\\b`) });

describe('RegionSuburbPicker with a delivery area', () => {
  it('marks the regions outside the area in the list, before any choice, and still lets them be chosen', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderApp(
      <Picker initial={{ region: '', suburb: '' }} area={{ regions: ['Auckland'], suburbs: [] }} onChange={onChange} />,
    );

    await user.click(screen.getByRole('combobox', { name: 'Region' }));
    expect(screen.getAllByRole('option')).toHaveLength(15);
    expect(option('Auckland').textContent).not.toContain(OUTSIDE);
    expect(option('Wellington').textContent).toContain(OUTSIDE);
    expect(option('Canterbury').textContent).toContain(OUTSIDE);
    // The list says why before the choice; choosing one is not refused here (the form explains pickup).
    await user.click(option('Wellington'));
    expect(onChange).toHaveBeenLastCalledWith({ region: 'Wellington', suburb: '' });
  });

  it('marks the suburbs outside an area of listed suburbs, and a whole region outside it', async () => {
    const user = userEvent.setup();
    renderApp(
      <Picker
        initial={{ region: 'Auckland', suburb: '' }}
        area={{ regions: ['Auckland'], suburbs: ['Ponsonby', 'Grey Lynn'] }}
      />,
    );

    await user.click(screen.getByRole('combobox', { name: 'Suburb' }));
    expect(option('Ponsonby').textContent).not.toContain(OUTSIDE);
    expect(option('Grey Lynn').textContent).not.toContain(OUTSIDE);
    expect(option('Albany').textContent).toContain(OUTSIDE);
    // The search still finds a suburb by its name alone.
    await user.type(screen.getByPlaceholderText('Search suburbs...'), 'albany');
    expect(screen.getAllByRole('option')).toHaveLength(1);
  });

  it('marks nothing without a delivery area (profile addresses and the admin keep every place)', async () => {
    const user = userEvent.setup();
    renderApp(<Picker initial={{ region: '', suburb: '' }} />);
    await user.click(screen.getByRole('combobox', { name: 'Region' }));
    expect(screen.queryByText(OUTSIDE)).toBeNull();
    expect(screen.getByRole('option', { name: 'Wellington' })).toBeTruthy();
  });
});
