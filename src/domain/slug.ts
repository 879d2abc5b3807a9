/** The longest slug the shop makes from a name (an address stays readable). */
export const MAX_SLUG_LENGTH = 80;

/**
 * "Crème Brûlée & Tarts!" → "creme-brulee-and-tarts": lower case, accents dropped, '&' as 'and',
 * anything else not a letter or digit a single '-'; empty when the name has no letter or digit.
 */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/-+$/g, '');
}
