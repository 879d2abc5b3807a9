import { describe, expect, it } from 'vitest';
import { findRegion, isKnownSuburb, NZ_REGIONS } from './nz-regions';

const EXPECTED = [
  ['Auckland', 'AUK'],
  ['Wellington', 'WLG'],
  ['Canterbury', 'CAN'],
  ['Waikato', 'WKO'],
  ['Bay of Plenty', 'BOP'],
  ['Otago', 'OTA'],
  ['Southland', 'STL'],
  ['Taranaki', 'TKI'],
  ['Manawatu-Wanganui', 'MWT'],
  ["Hawke's Bay", 'HKB'],
  ['Gisborne', 'GIS'],
  ['Northland', 'NTL'],
  ['Tasman', 'TAS'],
  ['Marlborough', 'MBH'],
  ['West Coast', 'WTC'],
] as const;

describe('NZ_REGIONS', () => {
  it('lists the 15 regions with their codes, in order', () => {
    expect(NZ_REGIONS).toHaveLength(15);
    expect(NZ_REGIONS.map((r) => [r.name, r.code])).toEqual(EXPECTED);
  });

  it('has unique names and codes', () => {
    expect(new Set(NZ_REGIONS.map((r) => r.code)).size).toBe(15);
    expect(new Set(NZ_REGIONS.map((r) => r.name.toLowerCase())).size).toBe(15);
  });

  it('gives Auckland exactly 39 suburbs', () => {
    expect(findRegion('Auckland')?.suburbs).toHaveLength(39);
  });

  it.each(NZ_REGIONS.map((r) => [r.name, r] as const))('%s has at least 12 unique, tidy suburbs', (_name, region) => {
    expect(region.suburbs.length).toBeGreaterThanOrEqual(12);
    const folded = region.suburbs.map((s) => s.toLowerCase());
    expect(new Set(folded).size).toBe(region.suburbs.length);
    for (const suburb of region.suburbs) expect(suburb).toBe(suburb.trim());
    expect([...region.suburbs].sort((a, b) => a.localeCompare(b, 'en'))).toEqual(region.suburbs);
  });

  it('lists Nelson under Tasman', () => {
    expect(isKnownSuburb('TAS', 'Nelson Central')).toBe(true);
    expect(isKnownSuburb('Tasman', 'Stoke')).toBe(true);
  });
});

describe('findRegion', () => {
  it('finds by name or code, ignoring case and spaces', () => {
    expect(findRegion('Auckland')?.code).toBe('AUK');
    expect(findRegion('auk')?.name).toBe('Auckland');
    expect(findRegion("  hawke's bay ")?.code).toBe('HKB');
    expect(findRegion('Manawatu-Wanganui')?.code).toBe('MWT');
  });

  it('returns undefined for unknown or empty input', () => {
    expect(findRegion('Atlantis')).toBeUndefined();
    expect(findRegion('')).toBeUndefined();
    expect(findRegion('   ')).toBeUndefined();
    expect(findRegion(null)).toBeUndefined();
  });
});

describe('isKnownSuburb', () => {
  it('accepts a suburb of the region, by region name, code or object', () => {
    expect(isKnownSuburb('Auckland', 'Ponsonby')).toBe(true);
    expect(isKnownSuburb('AUK', 'ponsonby')).toBe(true);
    expect(isKnownSuburb(findRegion('WLG'), 'Te Aro')).toBe(true);
  });

  it('rejects a suburb of another region, an unknown region or a blank suburb', () => {
    expect(isKnownSuburb('Wellington', 'Ponsonby')).toBe(false);
    expect(isKnownSuburb('Atlantis', 'Ponsonby')).toBe(false);
    expect(isKnownSuburb('Auckland', '')).toBe(false);
    expect(isKnownSuburb(undefined, 'Ponsonby')).toBe(false);
  });
});
