/**
 * The product grids' allergen and dietary filters as they live in the page address
 * (`/?exclude=tree-nuts&diet=vegan`), with the API's own parameter names, so a filtered page can be
 * shared and the server renders it filtered. Read by hand, not with the contract's zod schema:
 * this runs in the first page's download.
 */
import type { StoreProductListQuery } from '@/contracts/catalog';
import type { AllergenExclusion, DietaryTag, DietFilter } from '@/domain/allergens';

export type DietFilterQuery = Pick<StoreProductListQuery, 'exclude' | 'diet'>;

export interface DietChip {
  label: string;
  param: 'exclude' | 'diet';
  value: AllergenExclusion | DietaryTag;
}

/**
 * The toggle chips above the product grids, in the order shown (issue 26): "No tree nuts" hides
 * every named tree nut (and nuts not named yet), "No peanuts" peanut, each declared or "may be
 * present" (decision 0194).
 */
export const DIET_CHIPS: readonly DietChip[] = [
  { label: 'No tree nuts', param: 'exclude', value: 'tree-nuts' },
  { label: 'No peanuts', param: 'exclude', value: 'peanut' },
  { label: 'Eggless', param: 'diet', value: 'eggless' },
  { label: 'Vegan', param: 'diet', value: 'vegan' },
];

/**
 * The chip values set in one parameter, in chip order (the API reads a comma-separated list). An
 * address shared before the chips were split (`exclude=nuts`) presses both nut chips.
 */
function chipValues(params: URLSearchParams, param: DietChip['param']): string[] {
  const given = (params.get(param) ?? '')
    .split(',')
    .map((value) => value.trim())
    .flatMap((value) => (param === 'exclude' && value === 'nuts' ? ['tree-nuts', 'peanut'] : [value]));
  return DIET_CHIPS.filter((chip) => chip.param === param && given.includes(chip.value)).map((chip) => chip.value);
}

/**
 * The filter in an address: only the chips' values, so nothing filters the grid that no pressed
 * chip shows. The same address gives the same object on the server and in the browser, which
 * makes the server's prefilled query key the browser's.
 */
export function dietFilterFrom(params: URLSearchParams): DietFilterQuery {
  const exclude = chipValues(params, 'exclude') as AllergenExclusion[];
  const diet = chipValues(params, 'diet') as DietaryTag[];
  return { ...(exclude.length ? { exclude } : {}), ...(diet.length ? { diet } : {}) };
}

export const hasDietFilter = (filter: DietFilter): boolean => Boolean(filter.exclude?.length || filter.diet?.length);

export const isChipOn = (params: URLSearchParams, chip: DietChip): boolean =>
  chipValues(params, chip.param).includes(chip.value);

/** The address parameters with `chip` switched; everything else (a search) stays. */
export function toggleChip(params: URLSearchParams, chip: DietChip): URLSearchParams {
  const next = new URLSearchParams(params);
  const current = chipValues(params, chip.param);
  const values = current.includes(chip.value) ? current.filter((v) => v !== chip.value) : [...current, chip.value];
  const ordered = DIET_CHIPS.filter((c) => c.param === chip.param && values.includes(c.value)).map((c) => c.value);
  if (ordered.length) next.set(chip.param, ordered.join(','));
  else next.delete(chip.param);
  return next;
}

/** The address parameters without any chip. */
export function clearChips(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('exclude');
  next.delete('diet');
  return next;
}

/** The chips' part of an address ("?exclude=tree-nuts"), carried along when the shopper changes category. */
export function dietSearch(params: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const param of ['exclude', 'diet'] as const) {
    const values = chipValues(params, param);
    if (values.length) kept.set(param, values.join(','));
  }
  const text = kept.toString();
  return text ? `?${text}` : '';
}
