/**
 * Allergen and dietary information (storefront section 9: "An allergy notice is required"). The
 * allergens are the ones the Australia New Zealand Food Standards Code names for declaration.
 */
export const ALLERGENS = [
  'gluten',
  'crustacea',
  'egg',
  'fish',
  'milk',
  'peanut',
  'soy',
  'sesame',
  'tree-nuts',
  'lupin',
  'sulphites',
  'molluscs',
] as const;
export type Allergen = (typeof ALLERGENS)[number];

export const ALLERGEN_LABELS: Record<Allergen, string> = {
  gluten: 'Gluten',
  crustacea: 'Crustacea',
  egg: 'Egg',
  fish: 'Fish',
  milk: 'Milk',
  peanut: 'Peanut',
  soy: 'Soy',
  sesame: 'Sesame',
  'tree-nuts': 'Tree nuts',
  lupin: 'Lupin',
  sulphites: 'Sulphites',
  molluscs: 'Molluscs',
};

export const DIETARY_TAGS = ['vegetarian', 'vegan', 'eggless'] as const;
export type DietaryTag = (typeof DIETARY_TAGS)[number];

export const DIETARY_LABELS: Record<DietaryTag, string> = {
  vegetarian: 'Vegetarian',
  vegan: 'Vegan',
  eggless: 'Eggless',
};

/** The kitchen's warning that applies to everything it makes, filters included. */
export const CROSS_CONTACT_WARNING =
  'Everything is made in one kitchen that also handles gluten, milk, egg, peanuts, tree nuts, sesame and soy, so any product may contain traces. With a severe allergy, please call us before you order.';

/** "Nuts" to a customer: tree nuts and peanuts, which the standard declares separately. */
export const NUT_ALLERGENS: readonly Allergen[] = ['tree-nuts', 'peanut'];

export const hasNuts = (allergens: readonly Allergen[]): boolean => allergens.some((a) => NUT_ALLERGENS.includes(a));

/** What GET /api/products?exclude= takes: any allergen, or `nuts` for tree nuts and peanut together. */
export const ALLERGEN_EXCLUSIONS = ['nuts', ...ALLERGENS] as const;
export type AllergenExclusion = (typeof ALLERGEN_EXCLUSIONS)[number];

const excluded = (exclusion: AllergenExclusion): readonly Allergen[] =>
  exclusion === 'nuts' ? NUT_ALLERGENS : [exclusion];

/** A storefront filter on allergen and dietary data; every part must hold. */
export interface DietFilter {
  /** Hide products declaring any of these allergens. */
  exclude?: readonly AllergenExclusion[];
  /** Show only products carrying every one of these tags. */
  diet?: readonly DietaryTag[];
}

export function matchesDietFilter(
  product: { allergens: readonly Allergen[]; dietary: readonly DietaryTag[] },
  filter: DietFilter,
): boolean {
  return (
    (filter.exclude ?? []).every((exclusion) => !excluded(exclusion).some((a) => product.allergens.includes(a))) &&
    (filter.diet ?? []).every((tag) => product.dietary.includes(tag))
  );
}

/** Which declared allergens each dietary claim rules out. */
const RULED_OUT: Record<DietaryTag, readonly Allergen[]> = {
  vegetarian: ['fish', 'crustacea', 'molluscs'],
  vegan: ['milk', 'egg', 'fish', 'crustacea', 'molluscs'],
  eggless: ['egg'],
};

/** A vegan product is also vegetarian and eggless. */
const IMPLIED: Record<DietaryTag, readonly DietaryTag[]> = {
  vegetarian: [],
  vegan: ['vegetarian', 'eggless'],
  eggless: [],
};

/** "vegan, but contains milk": each dietary claim that a declared allergen contradicts. */
export function dietaryConflicts(allergens: readonly Allergen[], dietary: readonly DietaryTag[]): string[] {
  return dietary.flatMap((tag) =>
    RULED_OUT[tag]
      .filter((a) => allergens.includes(a))
      .map((a) => `${DIETARY_LABELS[tag]}, but contains ${ALLERGEN_LABELS[a].toLowerCase()}`),
  );
}

/** Known allergens only, once each, in the standard's order. */
export function normalizeAllergens(values: readonly string[]): Allergen[] {
  return ALLERGENS.filter((a) => values.includes(a));
}

/**
 * The dietary tags a customer may rely on: known tags only, each once in the list's order, with
 * what they imply (vegan makes vegetarian and eggless), minus any claim a declared allergen
 * contradicts. The allergens win: an eggless badge on a cake that contains egg would be worse
 * than none, and a contradicted claim implies nothing.
 */
export function normalizeDietary(values: readonly string[], allergens: readonly Allergen[]): DietaryTag[] {
  const holds = (tag: DietaryTag) => dietaryConflicts(allergens, [tag]).length === 0;
  const claimed = DIETARY_TAGS.filter((tag) => values.includes(tag) && holds(tag));
  const tags = new Set(claimed.flatMap((tag) => [tag, ...IMPLIED[tag]]));
  return DIETARY_TAGS.filter((tag) => tags.has(tag) && holds(tag));
}
