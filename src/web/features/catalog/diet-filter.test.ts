import { describe, expect, it } from 'vitest';
import { clearChips, DIET_CHIPS, dietFilterFrom, dietSearch, hasDietFilter, isChipOn, toggleChip } from './diet-filter';

const chip = (label: string) => DIET_CHIPS.find((c) => c.label === label)!;
const params = (query: string) => new URLSearchParams(query);

describe('the dietary filters in the page address', () => {
  it('reads the chips that are on, in chip order, as the API query', () => {
    expect(dietFilterFrom(params(''))).toEqual({});
    expect(dietFilterFrom(params('exclude=tree-nuts'))).toEqual({ exclude: ['tree-nuts'] });
    expect(dietFilterFrom(params('diet=vegan,eggless&exclude=peanut,tree-nuts'))).toEqual({
      exclude: ['tree-nuts', 'peanut'],
      diet: ['eggless', 'vegan'],
    });
  });

  it('ignores values no chip shows, so nothing filters the grid without a pressed chip', () => {
    expect(dietFilterFrom(params('exclude=gluten,shellfish&diet=keto'))).toEqual({});
    expect(dietFilterFrom(params('exclude=gluten,peanut'))).toEqual({ exclude: ['peanut'] });
    expect(hasDietFilter(dietFilterFrom(params('diet=keto')))).toBe(false);
    expect(hasDietFilter(dietFilterFrom(params('diet=vegan')))).toBe(true);
  });

  it('reads an address shared before the nut chips were split as both of them', () => {
    expect(dietFilterFrom(params('exclude=nuts'))).toEqual({ exclude: ['tree-nuts', 'peanut'] });
    expect(isChipOn(params('exclude=nuts'), chip('No tree nuts'))).toBe(true);
    expect(isChipOn(params('exclude=nuts'), chip('No peanuts'))).toBe(true);
    expect(toggleChip(params('exclude=nuts'), chip('No peanuts')).get('exclude')).toBe('tree-nuts');
  });

  it('offers the four chips of issue 26', () => {
    expect(DIET_CHIPS.map((c) => c.label)).toEqual(['No tree nuts', 'No peanuts', 'Eggless', 'Vegan']);
  });

  it('switches one chip and keeps the rest of the address (a search)', () => {
    const on = toggleChip(params('search=cake'), chip('No tree nuts'));
    expect(on.get('search')).toBe('cake');
    expect(on.get('exclude')).toBe('tree-nuts');
    expect(isChipOn(on, chip('No tree nuts'))).toBe(true);
    expect(toggleChip(on, chip('No peanuts')).get('exclude')).toBe('tree-nuts,peanut');

    const both = toggleChip(toggleChip(on, chip('Vegan')), chip('Eggless'));
    expect(both.get('diet')).toBe('eggless,vegan');

    const off = toggleChip(both, chip('Vegan'));
    expect(off.get('diet')).toBe('eggless');
    expect(toggleChip(off, chip('Eggless')).has('diet')).toBe(false);
  });

  it('clears every chip and nothing else', () => {
    const cleared = clearChips(params('search=tart&exclude=tree-nuts&diet=vegan'));
    expect(cleared.toString()).toBe('search=tart');
  });

  it('carries only the chips to another category', () => {
    expect(dietSearch(params('search=tart&exclude=tree-nuts,gluten&diet=vegan'))).toBe('?exclude=tree-nuts&diet=vegan');
    expect(dietSearch(params('search=tart'))).toBe('');
  });
});
