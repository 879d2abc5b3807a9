import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cartSubtotalCents,
  findSizeOption,
  type PricedVariant,
  chosenUnitPriceCents,
  compareAtCents,
  defaultSizeOption,
  listedPrice,
  sizeOptions,
  unitPriceCents,
} from './pricing';

const cake = { priceCents: 4500, category: 'cakes' };
const baklava = { priceCents: 1850, category: 'arabian-sweets' };
const variants: PricedVariant[] = [
  { id: 'q', size: 'quarter', priceCents: 3900, serves: 'Serves 6-8', available: true },
  { id: 'h', size: 'half', priceCents: 6900, serves: 'Serves 10-12', available: true },
  { id: 'f', size: 'full', priceCents: 11900, serves: 'Serves 16-20', available: false },
];

describe('size adjustments (storefront section 5)', () => {
  it('prices a chosen size once: $10 off Small, $20 on Extra Large, variants at their price, 20% off featured', () => {
    expect(chosenUnitPriceCents(cake, [], 'Small (6 inch)', false)).toBe(3500);
    expect(chosenUnitPriceCents(cake, [], 'Large (8 inch)', false)).toBe(4500);
    expect(chosenUnitPriceCents(cake, [], 'Extra Large (10 inch)', false)).toBe(6500);
    expect(chosenUnitPriceCents(cake, variants, 'Half Cake', false)).toBe(6900);
    expect(chosenUnitPriceCents(cake, variants, 'half', true)).toBe(5520);
    expect(chosenUnitPriceCents(baklava, [], 'Standard', true)).toBe(1480);
    // A size that is not offered (an unavailable variant, a cake size on a sweet) has no price.
    expect(chosenUnitPriceCents(cake, variants, 'Full Cake', false)).toBeUndefined();
    expect(chosenUnitPriceCents(baklava, [], 'Small (6 inch)', false)).toBeUndefined();
  });

  it('offers cakes without variants the three default sizes', () => {
    const options = sizeOptions(cake, []);
    expect(options.map((o) => [o.size, o.unitPriceCents])).toEqual([
      ['Small (6 inch)', 3500],
      ['Large (8 inch)', 4500],
      ['Extra Large (10 inch)', 6500],
    ]);
    expect(options.map((o) => o.serves)).toEqual(['4-6 people', '8-10 people', '12-15 people']);
  });

  it('offers only the available variants, at the variant price, when a product has variants', () => {
    const options = sizeOptions(cake, variants);
    expect(options.map((o) => [o.size, o.unitPriceCents, o.variantId])).toEqual([
      ['Quarter Cake', 3900, 'q'],
      ['Half Cake', 6900, 'h'],
    ]);
  });

  it('gives other goods one standard size at the product price', () => {
    expect(sizeOptions(baklava, [])).toEqual([
      { size: 'Standard', unitPriceCents: 1850, serves: null, variantId: null },
    ]);
  });

  it('never offers a size at zero or below', () => {
    const cheapCake = { priceCents: 900, category: 'cakes' };
    expect(sizeOptions(cheapCake, []).every((o) => o.unitPriceCents > 0)).toBe(true);
    expect(sizeOptions(cheapCake, []).map((o) => o.size)).not.toContain('Small (6 inch)');
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.constantFrom('cakes', 'indian-sweets'),
        (price, category) => sizeOptions({ priceCents: price, category }, []).every((o) => o.unitPriceCents > 0),
      ),
    );
  });

  it('finds a chosen size by label or variant key, and nothing else', () => {
    const options = sizeOptions(cake, variants);
    expect(findSizeOption(options, 'half')?.variantId).toBe('h');
    expect(findSizeOption(options, 'Half Cake')?.variantId).toBe('h');
    expect(findSizeOption(options, 'full')).toBeUndefined(); // unavailable
    expect(findSizeOption(sizeOptions(cake, []), 'large (8 inch)')?.unitPriceCents).toBe(4500);
    expect(findSizeOption(sizeOptions(cake, []), 'Gigantic')).toBeUndefined();
  });
});

describe('the price a product is listed at (issue 20: "the price shown is not the price charged")', () => {
  const blackForest = { priceCents: 7200, originalPriceCents: 8600, category: 'cakes' };
  const quarterOnly: PricedVariant[] = [{ id: 'q', size: 'quarter', priceCents: 3800, serves: null, available: true }];

  it('chooses Large (8 inch) when offered, else the first size offered, else nothing', () => {
    expect(defaultSizeOption(sizeOptions(cake, []))?.size).toBe('Large (8 inch)');
    expect(defaultSizeOption(sizeOptions(cake, variants))?.size).toBe('Quarter Cake');
    expect(defaultSizeOption(sizeOptions(baklava, []))?.size).toBe('Standard');
    expect(defaultSizeOption([])).toBeUndefined();
    // in whatever order the variants come
    expect(defaultSizeOption(sizeOptions(cake, variants.toReversed()))?.size).toBe('Quarter Cake');
  });

  it('is the price of the default size: one quarter variant lists a $72 cake at $38, without the 8-inch cake’s "was" price', () => {
    expect(listedPrice(blackForest, [])).toEqual({ priceCents: 7200, originalPriceCents: 8600 });
    expect(listedPrice(blackForest, quarterOnly)).toEqual({ priceCents: 3800, originalPriceCents: null });
    expect(listedPrice({ ...baklava, originalPriceCents: null }, [])).toEqual({
      priceCents: 1850,
      originalPriceCents: null,
    });
  });

  it('always equals what the default size charges, and never shows a "was" price at or below it', () => {
    const variant = fc.record({
      id: fc.uuid(),
      size: fc.constantFrom('quarter' as const, 'half' as const, 'full' as const, 'midi' as const),
      priceCents: fc.integer({ min: 1, max: 100_000 }),
      serves: fc.constant(null),
      available: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.option(fc.integer({ min: 1, max: 200_000 }), { nil: null }),
        fc.constantFrom('cakes', 'indian-sweets'),
        fc.array(variant, { maxLength: 4 }),
        (priceCents, originalPriceCents, category, vs) => {
          const product = { priceCents, originalPriceCents, category };
          const listed = listedPrice(product, vs);
          const chosen = defaultSizeOption(sizeOptions(product, vs));
          if (chosen) expect(listed.priceCents).toBe(chosen.unitPriceCents);
          if (listed.originalPriceCents !== null) expect(listed.originalPriceCents).toBeGreaterThan(listed.priceCents);
        },
      ),
    );
  });

  it('gives a standard size its "was" price moved by the same adjustment, and a variant none', () => {
    const product = { priceCents: 4500, originalPriceCents: 5000, category: 'cakes' };
    const [small, large, extraLarge] = sizeOptions(product, []);
    expect(compareAtCents(product, small!)).toBe(4000);
    expect(compareAtCents(product, large!)).toBe(5000);
    expect(compareAtCents(product, extraLarge!)).toBe(7000);
    expect(compareAtCents(product, sizeOptions(product, variants)[0]!)).toBeNull();
    expect(compareAtCents({ ...product, originalPriceCents: 4500 }, large!)).toBeNull();
  });
});

describe('the featured special offer', () => {
  it('takes 20% off and rounds half-up to the cent', () => {
    expect(unitPriceCents({ unitPriceCents: 4500 }, true)).toBe(3600);
    expect(unitPriceCents({ unitPriceCents: 1999 }, true)).toBe(1599); // 15.992 → 15.99
    expect(unitPriceCents({ unitPriceCents: 1237 }, true)).toBe(990); // 9.896 → 9.90
    expect(unitPriceCents({ unitPriceCents: 1234 }, true)).toBe(987); // 9.872 → 9.87
    expect(unitPriceCents({ unitPriceCents: 4500 }, false)).toBe(4500);
  });

  it('stays positive and never above the full price', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), (price) => {
        const offer = unitPriceCents({ unitPriceCents: price }, true);
        return offer > 0 && offer <= price && Math.abs(offer - price * 0.8) <= 0.5;
      }),
    );
  });
});

describe('cart subtotal', () => {
  it('is the sum of price × quantity over every line', () => {
    expect(
      cartSubtotalCents([
        { unitPriceCents: 4500, quantity: 2 },
        { unitPriceCents: 1850, quantity: 3 },
      ]),
    ).toBe(14550);
    expect(cartSubtotalCents([])).toBe(0);
  });
});
