import type { Allergen, DietaryTag } from '../../../domain/allergens';
import type { VariantSize } from '../../../domain/variant-sizes';

/** The shape of the demo catalogue the seed inserts (prices as the spec's "12.50" strings). */
export interface SeedCategory {
  slug: string;
  name: string;
  /** One emoji. */
  icon: string;
  description: string;
  showOnHomePage: boolean;
  sortOrder: number;
}

export interface SeedVariant {
  size: VariantSize;
  price: string;
  serves: string;
  available: boolean;
}

export interface SeedProduct {
  slug: string;
  name: string;
  /** A category slug. */
  category: string;
  /** One or two sentences shown on cards. */
  description: string;
  /** A paragraph or three shown on the product page. */
  fullDescription: string;
  /** Declared allergens by required name: what the full description's "Contains …" sentence names. */
  allergens: Allergen[];
  /** "May be present": cross-contact the kitchen warns of for this product in particular. */
  mayContain?: Allergen[];
  /** The ingredient list the counter's allergen card prints; empty when not written yet. */
  ingredients?: string;
  /** What the recipe is suitable for; a tag is left out where the description leaves doubt. */
  dietary: DietaryTag[];
  price: string;
  originalPrice?: string;
  bestseller: boolean;
  seasonal: boolean;
  inStock: boolean;
  featured: boolean;
  sortOrder: number;
  /** Size variants; cakes without them use the default Small/Large/Extra Large sizes. */
  variants?: SeedVariant[];
}
