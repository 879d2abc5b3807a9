import type { Allergen } from '../../../domain/allergens';

/**
 * The words in a product's text that name an allergen's source, for the seed test that checks the
 * demo catalogue declares what its descriptions name (issue 26). Gram flour and cornflour are not
 * cereals with gluten, so they are taken out before "flour" is looked for.
 */
export const INGREDIENT_WORDS: readonly [RegExp, Allergen][] = [
  [
    /\bwheat\b|\bflour\b|semolina|\bfilo\b|kataifi|pastry|shortcrust|breadcrumb|brioche|croissant|biscuit|shortbread|\bscones?\b|\bdough\b|\bsponges?\b|genoise|chiffon|\brough puff\b/,
    'wheat',
  ],
  [/\boats?\b|oatmeal/, 'oats'],
  [/\bbarley\b/, 'barley'],
  [/\brye\b/, 'rye'],
  [/milk|cream|butter|ghee|cheese|yoghurt|paneer|chenna|khoya|mascarpone|dairy|malai|custard|labneh|rabri/, 'milk'],
  [/\beggs?\b|\byolks?\b/, 'egg'],
  [/sesame|tahini/, 'sesame'],
  [/almond|marzipan|frangipane/, 'almond'],
  [/brazil nut/, 'brazil-nut'],
  [/cashew|\bkaju\b/, 'cashew'],
  [/hazelnut|praline|gianduja/, 'hazelnut'],
  [/macadamia/, 'macadamia'],
  [/pecan/, 'pecan'],
  [/pine nut/, 'pine-nut'],
  [/pistachio|\bpista\b/, 'pistachio'],
  [/walnut/, 'walnut'],
  [/peanut/, 'peanut'],
];

/** Text that looks like a source and is not one: gram (chickpea) flour, cornflour. */
const NOT_SOURCES = /gram[- ]flour|cornflour|gluten free/g;

/** The allergens a product's text names as ingredients, in the words' order, once each. */
export function allergensNamedIn(text: string): Allergen[] {
  const plain = text.toLowerCase().replace(NOT_SOURCES, ' ');
  return INGREDIENT_WORDS.filter(([word]) => word.test(plain)).map(([, allergen]) => allergen);
}
