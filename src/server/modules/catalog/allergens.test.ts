/**
 * Allergen and dietary data on the public catalogue, and the list's `exclude` and `diet` filters
 * (docs/decisions/0031-allergens.md). The filters run on the cached catalogue, never in SQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoreCategory, StoreProduct } from '../../../contracts/catalog';
import { hasNuts } from '../../../domain/allergens';
import { createCategory, createProduct } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
/** This file's own shelf, so the filters are checked on rows whose data the test chose. */
let shelf: StoreCategory;
let walnutLoaf: StoreProduct;
let peanutBrittle: StoreProduct;
let lokum: StoreProduct;
let custardTart: StoreProduct;
let rotiLoaf: StoreProduct;
let mislabelled: StoreProduct;
/** A second shelf for the named tree nuts and "may be present". */
let nutShelf: StoreCategory;
let pistachioFudge: StoreProduct;
let hazelnutTraces: StoreProduct;
let unnamedNuts: StoreProduct;
let plainScone: StoreProduct;

beforeAll(async () => {
  t = await createTestApp();
  // All rows are made before the catalogue is first read (it is cached for the app's lifetime here).
  shelf = await createCategory(t, { name: 'Allergen Shelf' });
  const on = { category: shelf.slug };
  walnutLoaf = await createProduct(t, {
    ...on,
    name: 'Walnut Loaf',
    sortOrder: 1,
    // Written out of order, with a generic "gluten" left from before the cereals were named: the
    // payload follows the list's order and reads it as wheat.
    allergens: ['walnut', 'milk', 'gluten' as never],
    dietary: ['vegetarian', 'eggless'],
  });
  peanutBrittle = await createProduct(t, {
    ...on,
    name: 'Peanut Brittle',
    sortOrder: 2,
    allergens: ['peanut'],
    dietary: ['vegan'],
  });
  lokum = await createProduct(t, {
    ...on,
    name: 'Feijoa Lokum',
    sortOrder: 3,
    // Declared before the nuts had to be named: counts as every tree nut until staff name them.
    allergens: ['tree-nuts'],
    dietary: ['vegan'],
  });
  custardTart = await createProduct(t, {
    ...on,
    name: 'Custard Tart',
    sortOrder: 4,
    allergens: ['wheat', 'egg', 'milk'],
    dietary: ['vegetarian'],
  });
  rotiLoaf = await createProduct(t, {
    ...on,
    name: 'Sesame Roti',
    sortOrder: 5,
    allergens: ['wheat', 'sesame'],
    dietary: ['vegan', 'vegetarian', 'eggless'],
  });
  // Bad data written behind the admin form's back: an unknown allergen and a contradicted claim.
  mislabelled = await createProduct(t, {
    ...on,
    name: 'Mislabelled Milk Fudge',
    sortOrder: 6,
    allergens: ['milk', 'nuts' as never],
    dietary: ['vegan'],
  });
  nutShelf = await createCategory(t, { name: 'Named Nut Shelf' });
  const nuts = { category: nutShelf.slug };
  pistachioFudge = await createProduct(t, {
    ...nuts,
    name: 'Pistachio Fudge',
    sortOrder: 1,
    allergens: ['milk', 'pistachio'],
  });
  hazelnutTraces = await createProduct(t, {
    ...nuts,
    name: 'Shortbread Made Beside Hazelnuts',
    sortOrder: 2,
    allergens: ['wheat', 'milk'],
    // "milk" is contained already: it is not repeated as "may be present".
    mayContain: ['hazelnut', 'milk'],
  });
  unnamedNuts = await createProduct(t, {
    ...nuts,
    name: 'Old Nut Slice',
    sortOrder: 3,
    allergens: ['tree-nuts', 'egg'],
  });
  plainScone = await createProduct(t, {
    ...nuts,
    name: 'Plain Scone',
    sortOrder: 4,
    allergens: ['oats', 'egg', 'milk'],
  });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const list = async (query: string) => {
  const res = await get(`/api/products?${query}`);
  expect(res.statusCode, query).toBe(200);
  return res.json<StoreProduct[]>();
};
const names = (products: StoreProduct[]) => products.map((p) => p.name);

describe('allergen and dietary data on the public product', () => {
  it('comes in the standard order, with what vegan implies', async () => {
    const shelfList = await list(`category=${shelf.slug}`);
    const byName = new Map(shelfList.map((p) => [p.name, p]));
    expect(byName.get('Walnut Loaf')).toMatchObject({
      allergens: ['wheat', 'milk', 'walnut'],
      mayContain: [],
      dietary: ['vegetarian', 'eggless'],
    });
    expect(byName.get('Peanut Brittle')).toMatchObject({
      allergens: ['peanut'],
      dietary: ['vegetarian', 'vegan', 'eggless'],
    });
    const one = await get(`/api/products/slug/${custardTart.slug}`);
    expect(one.json<StoreProduct>()).toMatchObject({ allergens: ['wheat', 'egg', 'milk'], dietary: ['vegetarian'] });
  });

  it('drops a value that is not an allergen, and a dietary claim a declared allergen contradicts', async () => {
    const res = await get(`/api/products/slug/${mislabelled.slug}`);
    expect(res.statusCode).toBe(200);
    expect(res.json<StoreProduct>()).toMatchObject({ allergens: ['milk'], dietary: [] });
  });

  it("carries the seed's data, read from each description", async () => {
    const seeded = new Map((await list('')).map((p) => [p.slug, p]));
    expect(seeded.get('pistachio-baklava')).toMatchObject({
      allergens: ['wheat', 'milk', 'pistachio'],
      dietary: ['vegetarian', 'eggless'],
    });
    expect(seeded.get('kaju-katli')).toMatchObject({ allergens: ['milk', 'cashew'] });
    expect(seeded.get('motichoor-ladoo')).toMatchObject({ allergens: ['milk'], dietary: ['vegetarian', 'eggless'] });
    expect(seeded.get('zaatar-manakish')).toMatchObject({
      allergens: ['wheat', 'sesame'],
      dietary: ['vegetarian', 'vegan', 'eggless'],
    });
    expect(seeded.get('victoria-sponge-cake')).toMatchObject({ allergens: ['wheat', 'egg', 'milk'] });
    const demo = [...seeded.values()].filter((p) => ![shelf.slug, nutShelf.slug].includes(p.category));
    for (const p of demo) expect(p.allergens, p.slug).not.toContain('tree-nuts');
  });
});

describe('GET /api/products?exclude=', () => {
  it('"nuts" hides every product with tree nuts or peanut, and only those', async () => {
    const all = await list('');
    const noNuts = await list('exclude=nuts');
    expect(noNuts.length).toBeGreaterThan(0);
    // "May be present" counts: the filter is for people avoiding nuts (decision 0194).
    const nutFree = (p: StoreProduct) => !hasNuts([...p.allergens, ...p.mayContain]);
    expect(noNuts.every(nutFree)).toBe(true);
    expect(noNuts.map((p) => p.id)).toEqual(all.filter(nutFree).map((p) => p.id));

    expect(names(await list(`category=${shelf.slug}&exclude=nuts`))).toEqual([
      custardTart.name,
      rotiLoaf.name,
      mislabelled.name,
    ]);
  });

  it('takes single allergens, and several at once (a product must declare none of them)', async () => {
    expect(names(await list(`category=${shelf.slug}&exclude=peanut`))).not.toContain(peanutBrittle.name);
    expect(names(await list(`category=${shelf.slug}&exclude=peanut`))).toContain(walnutLoaf.name);
    expect(names(await list(`category=${shelf.slug}&exclude=egg,milk`))).toEqual([
      peanutBrittle.name,
      lokum.name,
      rotiLoaf.name,
    ]);
    expect(names(await list(`category=${shelf.slug}&exclude=gluten,nuts`))).toEqual([mislabelled.name]);
  });
});

describe('the required names (issue 26)', () => {
  it('publishes "may be present" apart from what the product contains', async () => {
    const res = await get(`/api/products/slug/${hazelnutTraces.slug}`);
    expect(res.json<StoreProduct>()).toMatchObject({ allergens: ['wheat', 'milk'], mayContain: ['hazelnut'] });
  });

  it('"tree-nuts" hides a named nut, a nut that may be present and nuts not named yet', async () => {
    expect(names(await list(`category=${nutShelf.slug}&exclude=tree-nuts`))).toEqual([plainScone.name]);
    const all = await list('');
    const noTreeNuts = await list('exclude=tree-nuts');
    expect(noTreeNuts.map((p) => p.slug)).not.toContain('pistachio-baklava');
    expect(noTreeNuts.map((p) => p.id)).toEqual(
      all.filter((p) => !hasNuts([...p.allergens, ...p.mayContain].filter((a) => a !== 'peanut'))).map((p) => p.id),
    );
  });

  it('"peanut" leaves the tree nuts; a named nut hides itself and the unnamed ones', async () => {
    expect(names(await list(`category=${nutShelf.slug}&exclude=peanut`))).toEqual([
      pistachioFudge.name,
      hazelnutTraces.name,
      unnamedNuts.name,
      plainScone.name,
    ]);
    expect(names(await list(`category=${nutShelf.slug}&exclude=pistachio`))).toEqual([
      hazelnutTraces.name,
      plainScone.name,
    ]);
  });

  it('"gluten" hides every cereal, oats included', async () => {
    expect(names(await list(`category=${nutShelf.slug}&exclude=gluten`))).toEqual([
      pistachioFudge.name,
      unnamedNuts.name,
    ]);
  });

  it('"Eggless" and "Vegan" are the dietary tags', async () => {
    expect(names(await list(`category=${nutShelf.slug}&diet=eggless`))).toEqual([]);
    expect(names(await list(`category=${shelf.slug}&diet=vegan&exclude=tree-nuts,peanut`))).toEqual([rotiLoaf.name]);
  });
});

describe('GET /api/products?diet=', () => {
  it('keeps products carrying every tag asked for', async () => {
    expect(names(await list(`category=${shelf.slug}&diet=vegan`))).toEqual([
      peanutBrittle.name,
      lokum.name,
      rotiLoaf.name,
    ]);
    expect(names(await list(`category=${shelf.slug}&diet=eggless`))).toEqual([
      walnutLoaf.name,
      peanutBrittle.name,
      lokum.name,
      rotiLoaf.name,
    ]);
    expect(names(await list(`category=${shelf.slug}&diet=vegetarian,eggless`))).toEqual([
      walnutLoaf.name,
      peanutBrittle.name,
      lokum.name,
      rotiLoaf.name,
    ]);
  });

  it('combines with exclude, search and paging (paging counts what the filters keep)', async () => {
    expect(names(await list(`category=${shelf.slug}&diet=vegan&exclude=nuts`))).toEqual([rotiLoaf.name]);
    expect(names(await list('search=feijoa%20lokum&diet=vegan'))).toEqual([lokum.name]);
    expect(names(await list('search=feijoa%20lokum&exclude=nuts'))).toEqual([]);
    expect(names(await list(`category=${shelf.slug}&diet=eggless&limit=2&offset=1`))).toEqual([
      peanutBrittle.name,
      lokum.name,
    ]);
  });

  it('gives one answer and one ETag however the list is spelled', async () => {
    const a = await get(`/api/products?category=${shelf.slug}&exclude=nuts,egg`);
    const b = await get(`/api/products?category=${shelf.slug}&exclude=${encodeURIComponent(' egg , nuts,egg')}`);
    expect(b.statusCode).toBe(200);
    expect(b.body).toBe(a.body);
    expect(b.headers.etag).toBe(a.headers.etag);
    expect(
      (
        await get(`/api/products?category=${shelf.slug}&exclude=egg,nuts`, {
          'if-none-match': a.headers.etag as string,
        })
      ).statusCode,
    ).toBe(304);
  });
});

describe('bad filter values', () => {
  it.each([
    ['exclude=shellfish', /exclude/],
    ['exclude=nuts,shellfish', /exclude/],
    ['exclude=', /exclude/],
    ['exclude=,', /exclude/],
    ['exclude=Nuts', /exclude/],
    [`exclude=${'nuts,'.repeat(60)}`, /exclude/],
    ['exclude=nuts&exclude=egg', /exclude/],
    ['diet=keto', /diet/],
    ['diet=vegan,halal', /diet/],
    ['diet=', /diet/],
    ['allergens=nuts', /unrecognized|allergens/i],
  ])('answers %s with 400 and a message naming the parameter', async (query, mentions) => {
    const res = await get(`/api/products?${query}`);
    expect(res.statusCode).toBe(400);
    const body = res.json<{ message: string; code: string }>();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.message).toMatch(mentions);
  });

  it('lists the values it takes', async () => {
    const res = await get('/api/products?diet=keto');
    expect(res.json<{ message: string }>().message).toContain('vegetarian, vegan, eggless');
  });
});

describe('the filters run on the cached catalogue', () => {
  it('costs no SQL once the catalogue is warm', async () => {
    await get('/api/products');
    const filtered = await t.database.queries.during(async () => {
      await get('/api/products?exclude=nuts');
      await get('/api/products?diet=vegan,eggless&exclude=gluten');
      await get(`/api/products?category=${shelf.slug}&exclude=sesame&limit=2`);
    });
    expect(filtered.queries).toBe(0);
  });
});
