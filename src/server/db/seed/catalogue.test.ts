import { describe, expect, it } from 'vitest';
import { type Allergen, dietaryConflicts } from '../../../domain/allergens';
import { seedProducts } from './catalogue';

/** The words the descriptions' "Contains …" statements use for each allergen. */
const WORDS: [RegExp, Allergen][] = [
  [/\bgluten\b/, 'gluten'],
  [/\bdairy\b|\bmilk\b/, 'milk'],
  [/\beggs?\b/, 'egg'],
  [/\btree nuts\b/, 'tree-nuts'],
  [/\bpeanuts?\b/, 'peanut'],
  [/\bsoy\b/, 'soy'],
  [/\bsesame\b/, 'sesame'],
];

/** "Contains gluten and dairy; may contain alcohol." → gluten, milk (the statement ends at its full stop). */
function declaredIn(fullDescription: string): Allergen[] {
  const statement = /(?:^|\n)Contains ([^.]*)\./.exec(fullDescription)?.[1];
  if (!statement) throw new Error('no "Contains …" statement');
  return WORDS.filter(([word]) => word.test(statement.toLowerCase())).map(([, allergen]) => allergen);
}

describe('the demo catalogue', () => {
  it.each(seedProducts.map((p) => [p.slug, p] as const))(
    '%s declares the allergens its description names',
    (_slug, p) => {
      expect([...p.allergens].sort()).toEqual(declaredIn(p.fullDescription).sort());
    },
  );

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
    const nutty = seedProducts.filter((p) => p.allergens.some((a) => a === 'tree-nuts' || a === 'peanut'));
    expect(nutty.length).toBeGreaterThan(5);
    expect(seedProducts.length - nutty.length).toBeGreaterThan(5);
    expect(seedProducts.filter((p) => p.dietary.includes('vegan')).length).toBeGreaterThan(0);
    expect(seedProducts.filter((p) => p.dietary.includes('eggless')).length).toBeGreaterThan(5);
  });
});
