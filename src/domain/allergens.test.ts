import { describe, expect, it } from 'vitest';
import {
  type Allergen,
  containsLine,
  dietaryConflicts,
  type DietaryTag,
  hasNuts,
  ingredientParts,
  matchesDietFilter,
  mentionsAllergy,
  normalizeAllergens,
  needsNutsNamed,
  normalizeDietary,
  TREE_NUTS,
} from './allergens';

const product = (allergens: Allergen[], dietary: DietaryTag[] = [], mayContain: Allergen[] = []) => ({
  allergens,
  dietary,
  mayContain,
});

describe('containsLine', () => {
  it('prints the required names in order, with gluten after the cereals', () => {
    expect(containsLine(['pistachio', 'milk', 'wheat'])).toBe('wheat, gluten, milk, pistachio');
    expect(containsLine(['rye', 'oats', 'egg'])).toBe('oats, rye, gluten, egg');
    expect(containsLine(['brazil-nut', 'pine-nut', 'sulphites'])).toBe('sulphites, Brazil nut, pine nut');
    expect(containsLine([])).toBe('');
  });

  it('prints a generic "tree nuts" left from before the nuts were named', () => {
    expect(containsLine(['tree-nuts', 'milk'])).toBe('milk, tree nuts');
  });
});

describe('needsNutsNamed', () => {
  it('asks for names only while the generic "tree nuts" is declared', () => {
    expect(needsNutsNamed(['milk', 'tree-nuts'])).toBe(true);
    expect(needsNutsNamed(['milk', 'walnut'])).toBe(false);
  });
});

describe('hasNuts', () => {
  it('counts every named tree nut, the generic one and peanut, and nothing else', () => {
    for (const nut of TREE_NUTS) expect(hasNuts([nut]), nut).toBe(true);
    expect(hasNuts(['tree-nuts'])).toBe(true);
    expect(hasNuts(['peanut', 'milk'])).toBe(true);
    expect(hasNuts(['wheat', 'milk', 'egg', 'sesame', 'soy', 'lupin'])).toBe(false);
    expect(hasNuts([])).toBe(false);
  });
});

describe('matchesDietFilter', () => {
  const baklava = product(['wheat', 'milk', 'pistachio'], ['vegetarian', 'eggless']);
  const brittle = product(['peanut']);
  const lokum = product(['pistachio'], ['vegetarian', 'vegan', 'eggless']);
  const manakish = product(['wheat', 'sesame'], ['vegetarian', 'vegan', 'eggless']);
  const sponge = product(['wheat', 'egg', 'milk'], ['vegetarian']);
  const legacy = product(['milk', 'tree-nuts'], ['eggless']);
  const shared = product(['milk'], ['eggless'], ['hazelnut']);
  const all = [baklava, brittle, lokum, manakish, sponge, legacy, shared];
  const kept = (filter: Parameters<typeof matchesDietFilter>[1]) => all.filter((p) => matchesDietFilter(p, filter));

  it('without a filter keeps everything', () => {
    expect(kept({})).toEqual(all);
  });

  it('"tree-nuts" hides every named tree nut, an unnamed one, and a "may be present" one', () => {
    expect(kept({ exclude: ['tree-nuts'] })).toEqual([brittle, manakish, sponge]);
  });

  it('"peanut" hides peanut only', () => {
    expect(kept({ exclude: ['peanut'] })).toEqual([baklava, lokum, manakish, sponge, legacy, shared]);
  });

  it('"nuts" (older addresses) hides tree nuts and peanut alike', () => {
    expect(kept({ exclude: ['nuts'] })).toEqual([manakish, sponge]);
  });

  it('a named nut hides itself and the products whose nuts are not named yet', () => {
    expect(kept({ exclude: ['pistachio'] })).toEqual([brittle, manakish, sponge, shared]);
  });

  it('"gluten" hides every cereal; a cereal hides only itself', () => {
    expect(kept({ exclude: ['gluten'] })).toEqual([brittle, lokum, legacy, shared]);
    expect(matchesDietFilter(product(['oats']), { exclude: ['wheat'] })).toBe(true);
    expect(matchesDietFilter(product(['oats']), { exclude: ['gluten'] })).toBe(false);
  });

  it('"Eggless" and "Vegan" keep products carrying the tag, and every part must hold', () => {
    expect(kept({ diet: ['eggless'] })).toEqual([baklava, lokum, manakish, legacy, shared]);
    expect(kept({ diet: ['vegan'] })).toEqual([lokum, manakish]);
    expect(kept({ diet: ['vegan'], exclude: ['tree-nuts'] })).toEqual([manakish]);
    expect(kept({ diet: ['vegan'], exclude: ['tree-nuts', 'gluten'] })).toEqual([]);
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
    expect(dietaryConflicts(['wheat', 'pistachio'], ['vegan', 'vegetarian', 'eggless'])).toEqual([]);
  });
});

describe('normalizeAllergens', () => {
  it("keeps known allergens once each, in the list's order", () => {
    expect(normalizeAllergens(['walnut', 'milk', 'wheat', 'milk', 'almond'])).toEqual([
      'wheat',
      'milk',
      'almond',
      'walnut',
    ]);
  });

  it('reads a generic "gluten" as wheat, as the migration does', () => {
    expect(normalizeAllergens(['gluten', 'milk'])).toEqual(['wheat', 'milk']);
    expect(normalizeAllergens(['gluten', 'wheat'])).toEqual(['wheat']);
  });

  it('drops a value that is not an allergen', () => {
    expect(normalizeAllergens(['nuts', 'Milk', 'egg'])).toEqual(['egg']);
  });
});

describe('normalizeDietary', () => {
  it('adds what vegan implies', () => {
    expect(normalizeDietary(['vegan'], ['pistachio'])).toEqual(['vegetarian', 'vegan', 'eggless']);
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

describe('mentionsAllergy', () => {
  it.each([
    'My son has a severe nut allergy',
    'Allergic to sesame',
    'anaphylactic to peanuts, please take care',
    'Coeliac guest',
    'lactose intolerant',
    'Please make it nut-free',
    'no nuts please',
    'Gluten free if possible',
    'He carries an EpiPen',
  ])('flags "%s"', (text) => {
    expect(mentionsAllergy(text)).toBe(true);
  });

  it.each(['Leave at the door', 'Happy birthday Nana!', 'Ring the bell twice', 'No candles', '', null, undefined])(
    'does not flag %j',
    (text) => {
      expect(mentionsAllergy(text)).toBe(false);
    },
  );
});

describe('ingredientParts', () => {
  it('bolds each declared allergen, singular or plural, and nothing else', () => {
    const parts = ingredientParts('Pistachios (38%), wheat filo, butter (milk), sugar, eggs.', [
      'wheat',
      'milk',
      'egg',
      'pistachio',
    ]);
    expect(parts.filter((p) => p.bold).map((p) => p.text)).toEqual(['Pistachios', 'wheat', 'milk', 'eggs']);
    expect(parts.map((p) => p.text).join('')).toBe('Pistachios (38%), wheat filo, butter (milk), sugar, eggs.');
  });

  it('leaves a list with no declared allergen plain', () => {
    expect(ingredientParts('Sugar, water.', [])).toEqual([{ text: 'Sugar, water.', bold: false }]);
    expect(ingredientParts('', ['milk'])).toEqual([]);
  });
});
