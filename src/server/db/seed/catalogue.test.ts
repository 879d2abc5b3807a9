import { describe, expect, it } from 'vitest';
import {
  type Allergen,
  CEREALS,
  dietaryConflicts,
  hasNuts,
  isTreeNut,
  normalizeAllergens,
} from '../../../domain/allergens';
import { allergensNamedIn } from './allergen-words';
import { seedProducts } from './catalogue';

/**
 * The words the descriptions' "Contains …" statements use, as groups: "gluten" stands for the
 * cereals and "tree nuts" for the nuts named one by one in the declarations.
 */
type Group = 'gluten' | 'milk' | 'egg' | 'tree-nuts' | 'peanut' | 'soy' | 'sesame';
const WORDS: [RegExp, Group][] = [
  [/\bgluten\b/, 'gluten'],
  [/\bdairy\b|\bmilk\b/, 'milk'],
  [/\beggs?\b/, 'egg'],
  [/\btree nuts\b/, 'tree-nuts'],
  [/\bpeanuts?\b/, 'peanut'],
  [/\bsoy\b/, 'soy'],
  [/\bsesame\b/, 'sesame'],
];

const groupOf = (a: Allergen): string =>
  (CEREALS as readonly string[]).includes(a) ? 'gluten' : isTreeNut(a) ? 'tree-nuts' : a;

/** "Contains gluten and dairy; may contain alcohol." → gluten, milk (the statement ends at its full stop). */
function declaredIn(fullDescription: string): Group[] {
  const statement = /(?:^|\n)Contains ([^.]*)\./.exec(fullDescription)?.[1];
  if (!statement) throw new Error('no "Contains …" statement');
  return WORDS.filter(([word]) => word.test(statement.toLowerCase())).map(([, group]) => group);
}

describe('the demo catalogue', () => {
  it.each(seedProducts.map((p) => [p.slug, p] as const))(
    '%s declares the allergens its description names',
    (_slug, p) => {
      expect([...new Set(p.allergens.map(groupOf))].sort()).toEqual(declaredIn(p.fullDescription).sort());
    },
  );

  it.each(seedProducts.map((p) => [p.slug, p] as const))(
    '%s declares by its required name every nut, cereal, milk, egg and sesame its text names',
    (_slug, p) => {
      const named = allergensNamedIn(`${p.name}\n${p.description}\n${p.fullDescription}\n${p.ingredients ?? ''}`);
      expect(p.allergens).toEqual(expect.arrayContaining(named));
    },
  );

  it('names every tree nut and cereal: no generic "tree nuts" or "gluten" is left', () => {
    for (const p of seedProducts) {
      expect(p.allergens, p.slug).not.toContain('tree-nuts');
      expect(p.allergens as string[], p.slug).not.toContain('gluten');
      expect(normalizeAllergens(p.allergens), p.slug).toEqual(p.allergens);
    }
  });

  it('claims no dietary tag its own allergens contradict', () => {
    for (const p of seedProducts) expect(dietaryConflicts(p.allergens, p.dietary), p.slug).toEqual([]);
  });

  it('calls eggless every product whose description names no egg, and vegan only those without milk, egg or honey', () => {
    for (const p of seedProducts) {
      expect(p.dietary.includes('eggless'), p.slug).toBe(!p.allergens.includes('egg'));
      if (p.dietary.includes('vegan')) {
        expect(p.allergens, p.slug).not.toContain('milk');
        expect(p.fullDescription.toLowerCase(), p.slug).not.toMatch(/honey|butter|cream|ghee/);
        expect(p.dietary, p.slug).toEqual(expect.arrayContaining(['vegetarian', 'eggless']));
      }
    }
  });

  it('has products for each storefront filter to show and to hide', () => {
    const nutty = seedProducts.filter((p) => hasNuts(p.allergens));
    expect(seedProducts.filter((p) => p.allergens.includes('pistachio')).length).toBeGreaterThan(5);
    expect(nutty.length).toBeGreaterThan(5);
    expect(seedProducts.length - nutty.length).toBeGreaterThan(5);
    expect(seedProducts.filter((p) => p.dietary.includes('vegan')).length).toBeGreaterThan(0);
    expect(seedProducts.filter((p) => p.dietary.includes('eggless')).length).toBeGreaterThan(5);
  });
});
