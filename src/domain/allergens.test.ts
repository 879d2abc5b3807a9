import { describe, expect, it } from 'vitest';
import {
  type Allergen,
  dietaryConflicts,
  type DietaryTag,
  hasNuts,
  matchesDietFilter,
  normalizeAllergens,
  normalizeDietary,
} from './allergens';

const product = (allergens: Allergen[], dietary: DietaryTag[] = []) => ({ allergens, dietary });

describe('hasNuts', () => {
  it('counts tree nuts and peanut, and nothing else', () => {
    expect(hasNuts(['tree-nuts'])).toBe(true);
    expect(hasNuts(['peanut', 'milk'])).toBe(true);
    expect(hasNuts(['gluten', 'milk', 'egg', 'sesame', 'soy'])).toBe(false);
    expect(hasNuts([])).toBe(false);
  });
});

describe('matchesDietFilter', () => {
  const baklava = product(['gluten', 'milk', 'tree-nuts'], ['vegetarian', 'eggless']);
  const brittle = product(['peanut']);
  const lokum = product(['tree-nuts'], ['vegetarian', 'vegan', 'eggless']);
  const manakish = product(['gluten', 'sesame'], ['vegetarian', 'vegan', 'eggless']);
  const sponge = product(['gluten', 'egg', 'milk'], ['vegetarian']);

  it('without a filter keeps everything', () => {
    for (const p of [baklava, brittle, lokum, manakish, sponge]) expect(matchesDietFilter(p, {})).toBe(true);
  });

  it('"nuts" hides tree nuts and peanut alike', () => {
    const kept = [baklava, brittle, lokum, manakish, sponge].filter((p) => matchesDietFilter(p, { exclude: ['nuts'] }));
    expect(kept).toEqual([manakish, sponge]);
  });

  it('an allergen hides only itself', () => {
    expect(matchesDietFilter(brittle, { exclude: ['tree-nuts'] })).toBe(true);
    expect(matchesDietFilter(baklava, { exclude: ['tree-nuts'] })).toBe(false);
    expect(matchesDietFilter(sponge, { exclude: ['egg'] })).toBe(false);
    expect(matchesDietFilter(baklava, { exclude: ['egg'] })).toBe(true);
  });

  it('every dietary tag asked for must be there, and every exclusion must hold', () => {
    expect(matchesDietFilter(lokum, { diet: ['vegan', 'eggless'] })).toBe(true);
    expect(matchesDietFilter(baklava, { diet: ['vegan', 'eggless'] })).toBe(false);
    expect(matchesDietFilter(lokum, { diet: ['vegan'], exclude: ['nuts'] })).toBe(false);
    expect(matchesDietFilter(manakish, { diet: ['vegan'], exclude: ['nuts'] })).toBe(true);
    expect(matchesDietFilter(manakish, { diet: ['vegan'], exclude: ['nuts', 'gluten'] })).toBe(false);
  });
});

describe('dietaryConflicts', () => {
  it('names each claim a declared allergen contradicts', () => {
    expect(dietaryConflicts(['milk', 'egg'], ['vegan', 'eggless'])).toEqual([
      'Vegan, but contains milk',
      'Vegan, but contains egg',
      'Eggless, but contains egg',
    ]);
    expect(dietaryConflicts(['fish'], ['vegetarian'])).toEqual(['Vegetarian, but contains fish']);
    expect(dietaryConflicts(['gluten', 'tree-nuts'], ['vegan', 'vegetarian', 'eggless'])).toEqual([]);
  });
});

describe('normalizeAllergens', () => {
  it("keeps known allergens once each, in the standard's order", () => {
    expect(normalizeAllergens(['tree-nuts', 'milk', 'gluten', 'milk'])).toEqual(['gluten', 'milk', 'tree-nuts']);
  });

  it('drops a value that is not an allergen', () => {
    expect(normalizeAllergens(['nuts', 'Milk', 'egg'])).toEqual(['egg']);
  });
});

describe('normalizeDietary', () => {
  it('adds what vegan implies', () => {
    expect(normalizeDietary(['vegan'], ['tree-nuts'])).toEqual(['vegetarian', 'vegan', 'eggless']);
  });

  it('drops a claim a declared allergen contradicts, and what it would have implied', () => {
    expect(normalizeDietary(['vegan'], ['milk'])).toEqual([]);
    expect(normalizeDietary(['vegetarian', 'eggless'], ['egg'])).toEqual(['vegetarian']);
    expect(normalizeDietary(['vegan', 'vegetarian'], ['milk'])).toEqual(['vegetarian']);
  });

  it('keeps known tags once each, in order', () => {
    expect(normalizeDietary(['eggless', 'keto', 'vegetarian', 'eggless'], [])).toEqual(['vegetarian', 'eggless']);
  });
});
