import { describe, expect, it } from 'vitest';
import { clearChips, DIET_CHIPS, dietFilterFrom, dietSearch, hasDietFilter, isChipOn, toggleChip } from './diet-filter';

const chip = (label: string) => DIET_CHIPS.find((c) => c.label === label)!;
const params = (query: string) => new URLSearchParams(query);

describe('the dietary filters in the page address', () => {
  it('reads the chips that are on, in chip order, as the API query', () => {
    expect(dietFilterFrom(params(''))).toEqual({});
    expect(dietFilterFrom(params('exclude=nuts'))).toEqual({ exclude: ['nuts'] });
    expect(dietFilterFrom(params('diet=vegan,eggless&exclude=nuts'))).toEqual({
      exclude: ['nuts'],
      diet: ['eggless', 'vegan'],
    });
  });

  it('ignores values no chip shows, so nothing filters the grid without a pressed chip', () => {
    expect(dietFilterFrom(params('exclude=gluten,shellfish&diet=keto'))).toEqual({});
    expect(dietFilterFrom(params('exclude=gluten,nuts'))).toEqual({ exclude: ['nuts'] });
    expect(hasDietFilter(dietFilterFrom(params('diet=keto')))).toBe(false);
    expect(hasDietFilter(dietFilterFrom(params('diet=vegan')))).toBe(true);
  });

  it('switches one chip and keeps the rest of the address (a search)', () => {
    const on = toggleChip(params('search=cake'), chip('No nuts'));
    expect(on.get('search')).toBe('cake');
    expect(on.get('exclude')).toBe('nuts');
    expect(isChipOn(on, chip('No nuts'))).toBe(true);

    const both = toggleChip(toggleChip(on, chip('Vegan')), chip('Eggless'));
    expect(both.get('diet')).toBe('eggless,vegan');

    const off = toggleChip(both, chip('Vegan'));
    expect(off.get('diet')).toBe('eggless');
    expect(toggleChip(off, chip('Eggless')).has('diet')).toBe(false);
  });

  it('clears every chip and nothing else', () => {
    const cleared = clearChips(params('search=tart&exclude=nuts&diet=vegan'));
    expect(cleared.toString()).toBe('search=tart');
  });

  it('carries only the chips to another category', () => {
    expect(dietSearch(params('search=tart&exclude=nuts,gluten&diet=vegan'))).toBe('?exclude=nuts&diet=vegan');
    expect(dietSearch(params('search=tart'))).toBe('');
  });
});
