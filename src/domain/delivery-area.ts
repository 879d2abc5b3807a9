/**
 * Where the bakery delivers (a business setting): whole regions, or only the listed suburbs of
 * them. Pickup is possible from anywhere; profile addresses keep every region.
 */
import { findRegion, foldPlaceName, isKnownSuburb } from './nz-regions';

export interface DeliveryArea {
  regions: readonly string[];
  /** When any are listed, only these suburbs of the regions are delivered to. */
  suburbs: readonly string[];
}

export const DEFAULT_DELIVERY_AREA: DeliveryArea = { regions: ['Auckland'], suburbs: [] };

/** "Auckland", "Auckland and Waikato", or "Ponsonby, Grey Lynn and Mt Eden". */
export function describeDeliveryArea(area: DeliveryArea): string {
  const names = area.suburbs.length ? area.suburbs : area.regions;
  if (names.length <= 1) return names[0] ?? 'our area';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** Whether a region (name or code) has any place the bakery delivers to. */
export function deliversToRegion(area: DeliveryArea, region: string): boolean {
  const found = findRegion(region);
  return Boolean(found && area.regions.some((r) => findRegion(r)?.code === found.code));
}

/** Why a delivery address is outside the area, naming the area; null when the bakery delivers there. */
export function deliveryAreaProblem(
  address: { city: string; suburb: string },
  area: DeliveryArea,
): { field: 'city' | 'suburb'; message: string } | null {
  const where = describeDeliveryArea(area);
  if (!deliversToRegion(area, address.city)) {
    return { field: 'city', message: `We deliver within ${where} only: choose pickup, or an address in ${where}` };
  }
  if (area.suburbs.length) {
    const inArea = area.suburbs.some(
      (suburb) =>
        address.suburb &&
        isKnownSuburb(address.city, suburb) &&
        foldPlaceName(suburb) === foldPlaceName(address.suburb),
    );
    if (!inArea) {
      return { field: 'suburb', message: `We deliver to ${where} only: choose pickup, or an address there` };
    }
  }
  return null;
}
