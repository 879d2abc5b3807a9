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

/** The kitchen's warning that applies to everything it makes. */
export const CROSS_CONTACT_WARNING =
  'Made in a kitchen that also handles gluten, milk, egg, peanuts, tree nuts, sesame and soy: any product may contain traces.';
