/**
 * Allergen and dietary information (storefront section 9: "An allergy notice is required"), by the
 * required names of the Australia New Zealand Food Standards Code's plain-English allergen
 * labelling (Standard 1.2.3, in force since 25 February 2024): each cereal with gluten and each tree
 * nut is named on its own (docs/decisions/0192-allergens-by-required-names.md).
 */
export const CEREALS = ['wheat', 'barley', 'oats', 'rye'] as const;
export const TREE_NUTS = [
  'almond',
  'brazil-nut',
  'cashew',
  'hazelnut',
  'macadamia',
  'pecan',
  'pine-nut',
  'pistachio',
  'walnut',
] as const;

/**
 * Every value a product may declare, in the order the "Contains" line lists them. `tree-nuts` is
 * what a product declared before the nuts had to be named: it stays until staff name them, and
 * counts as every tree nut for the filters meanwhile (decision 0193).
 */
export const ALLERGENS = [
  ...CEREALS,
  'crustacea',
  'egg',
  'fish',
  'milk',
  'molluscs',
  'peanut',
  'sesame',
  'soy',
  'lupin',
  'sulphites',
  ...TREE_NUTS,
  'tree-nuts',
] as const;
export type Allergen = (typeof ALLERGENS)[number];
export type Cereal = (typeof CEREALS)[number];
export type TreeNut = (typeof TREE_NUTS)[number];

/** The required names, as the "Contains" line prints them. */
export const ALLERGEN_LABELS: Record<Allergen, string> = {
  wheat: 'wheat',
  barley: 'barley',
  oats: 'oats',
  rye: 'rye',
  crustacea: 'crustacea',
  egg: 'egg',
  fish: 'fish',
  milk: 'milk',
  molluscs: 'molluscs',
  peanut: 'peanut',
  sesame: 'sesame',
  soy: 'soy',
  lupin: 'lupin',
  sulphites: 'sulphites',
  almond: 'almond',
  'brazil-nut': 'Brazil nut',
  cashew: 'cashew',
  hazelnut: 'hazelnut',
  macadamia: 'macadamia',
  pecan: 'pecan',
  'pine-nut': 'pine nut',
  pistachio: 'pistachio',
  walnut: 'walnut',
  'tree-nuts': 'tree nuts',
};

const isCereal = (a: Allergen): a is Cereal => (CEREALS as readonly string[]).includes(a);
export const isTreeNut = (a: Allergen): boolean => a === 'tree-nuts' || (TREE_NUTS as readonly string[]).includes(a);

/** A product still declaring the generic "tree nuts": staff are asked to name them. */
export const needsNutsNamed = (allergens: readonly Allergen[]): boolean => allergens.includes('tree-nuts');

/**
 * The "Contains" statement's names: each declared allergen's required name in the list's order,
 * with "gluten" after the cereals because the standard asks for both ("wheat, gluten").
 */
export function containsNames(allergens: readonly Allergen[]): string[] {
  const ordered = normalizeAllergens(allergens);
  const names: string[] = [];
  ordered.forEach((a, i) => {
    names.push(ALLERGEN_LABELS[a]);
    if (isCereal(a) && !isCereal(ordered[i + 1] ?? 'milk')) names.push('gluten');
  });
  return names;
}

/** "wheat, gluten, milk, pistachio", or '' when nothing is declared. */
export const containsLine = (allergens: readonly Allergen[]): string => containsNames(allergens).join(', ');

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

/** "Nuts" to a customer: any tree nut or peanut, which the standard declares separately. */
export const hasNuts = (allergens: readonly Allergen[]): boolean =>
  allergens.some((a) => a === 'peanut' || isTreeNut(a));

/**
 * What GET /api/products?exclude= takes: any allergen; `tree-nuts` for every tree nut, named or
 * not; `gluten` for every cereal; `nuts` (older shared addresses) for tree nuts and peanut.
 */
export const ALLERGEN_EXCLUSIONS = ['nuts', 'gluten', ...ALLERGENS] as const;
export type AllergenExclusion = (typeof ALLERGEN_EXCLUSIONS)[number];

function excludes(exclusion: AllergenExclusion, a: Allergen): boolean {
  if (exclusion === 'nuts') return a === 'peanut' || isTreeNut(a);
  if (exclusion === 'tree-nuts') return isTreeNut(a);
  if (exclusion === 'gluten') return isCereal(a);
  // A product whose tree nuts are not named yet might hold any of them.
  if ((TREE_NUTS as readonly string[]).includes(exclusion)) return a === exclusion || a === 'tree-nuts';
  return a === exclusion;
}

/** A storefront filter on allergen and dietary data; every part must hold. */
export interface DietFilter {
  /** Hide products that contain, or may contain, any of these. */
  exclude?: readonly AllergenExclusion[];
  /** Show only products carrying every one of these tags. */
  diet?: readonly DietaryTag[];
}

/**
 * Whether a product passes the filter. "May be present" counts as present: a customer who asks
 * for no tree nuts is avoiding them, and a warning is not a promise (decision 0194).
 */
export function matchesDietFilter(
  product: { allergens: readonly Allergen[]; mayContain?: readonly Allergen[]; dietary: readonly DietaryTag[] },
  filter: DietFilter,
): boolean {
  const present = [...product.allergens, ...(product.mayContain ?? [])];
  return (
    (filter.exclude ?? []).every((exclusion) => !present.some((a) => excludes(exclusion, a))) &&
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

/**
 * Known allergens only, once each, in the list's order. A generic "gluten" left from before the
 * cereals were named reads as wheat, as the migration did (decision 0193).
 */
export function normalizeAllergens(values: readonly string[]): Allergen[] {
  const named = values.map((v) => (v === 'gluten' ? 'wheat' : v));
  return ALLERGENS.filter((a) => named.includes(a));
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

/**
 * Words in a customer's instructions that say someone has an allergy or must avoid something
 * ("nut allergy", "coeliac", "anaphylactic", "no nuts please", "dairy-free"): the kitchen and the
 * counter see such an order flagged. A flag too many costs a glance; one too few can cost a life,
 * so it reads widely.
 */
const ALLERGY_WORDS =
  /allerg|anaphyla|epi-?pen|coeliac|celiac|intoleran|\b(?:nut|gluten|dairy|egg|milk|peanut|sesame|soy|wheat|lactose)[- ]?free\b|\bno (?:nuts?|peanuts?|gluten|dairy|eggs?|milk|sesame|soy|wheat)\b/i;

export const mentionsAllergy = (instructions: string | null | undefined): boolean =>
  Boolean(instructions && ALLERGY_WORDS.test(instructions));

/** A piece of an ingredient list: allergen names are printed in bold on the counter's card. */
export interface IngredientPart {
  text: string;
  bold: boolean;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The ingredient list split so that every required name the product declares (and "gluten" with
 * a cereal) stands out, singular or plural: "Pistachios, wheat filo, butter (milk)" bolds
 * "Pistachios", "wheat" and "milk".
 */
export function ingredientParts(ingredients: string, allergens: readonly Allergen[]): IngredientPart[] {
  const names = containsNames(allergens).filter((n) => n !== 'tree nuts');
  if (!names.length || !ingredients) return ingredients ? [{ text: ingredients, bold: false }] : [];
  // Built from the fixed required names above (escaped), never from what a user typed.
  // eslint-disable-next-line security/detect-non-literal-regexp
  const pattern = new RegExp(`\\b(${names.map(escapeRegExp).join('|')})(?:e?s)?\\b`, 'gi');
  const parts: IngredientPart[] = [];
  let last = 0;
  for (const match of ingredients.matchAll(pattern)) {
    if (match.index > last) parts.push({ text: ingredients.slice(last, match.index), bold: false });
    parts.push({ text: match[0], bold: true });
    last = match.index + match[0].length;
  }
  if (last < ingredients.length) parts.push({ text: ingredients.slice(last), bold: false });
  return parts;
}
