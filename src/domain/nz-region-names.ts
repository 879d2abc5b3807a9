/**
 * The regions' names and codes alone (nz-regions.ts without its suburb lists): what comparing two
 * regions needs. The storefront's header and cart read delivery fees on every page; importing the
 * suburb lists there would add them to the first load (bundle budget F1). A test keeps the two equal.
 */

/** A place name compared without case, accents or surrounding spaces ("Ōtāhuhu" = "otahuhu"). */
export const foldPlaceName = (value: string) =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();

export const NZ_REGION_NAMES: readonly { readonly name: string; readonly code: string }[] = [
  { name: 'Auckland', code: 'AUK' },
  { name: 'Wellington', code: 'WLG' },
  { name: 'Canterbury', code: 'CAN' },
  { name: 'Waikato', code: 'WKO' },
  { name: 'Bay of Plenty', code: 'BOP' },
  { name: 'Otago', code: 'OTA' },
  { name: 'Southland', code: 'STL' },
  { name: 'Taranaki', code: 'TKI' },
  { name: 'Manawatu-Wanganui', code: 'MWT' },
  { name: "Hawke's Bay", code: 'HKB' },
  { name: 'Gisborne', code: 'GIS' },
  { name: 'Northland', code: 'NTL' },
  { name: 'Tasman', code: 'TAS' },
  { name: 'Marlborough', code: 'MBH' },
  { name: 'West Coast', code: 'WTC' },
];

/** The region's code for this name or code (case, accents and surrounding spaces ignored). */
export function regionCodeOf(nameOrCode: string | null | undefined): string | undefined {
  if (!nameOrCode) return undefined;
  const key = foldPlaceName(nameOrCode);
  if (!key) return undefined;
  return NZ_REGION_NAMES.find((region) => foldPlaceName(region.name) === key || foldPlaceName(region.code) === key)
    ?.code;
}
