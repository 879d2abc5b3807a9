import { describe, expect, it } from 'vitest';
import { NZ_REGION_NAMES, regionCodeOf } from './nz-region-names';
import { findRegion, NZ_REGIONS } from './nz-regions';

describe('the regions without their suburbs', () => {
  it('name and code every region of the full list, in its order', () => {
    expect(NZ_REGION_NAMES).toEqual(NZ_REGIONS.map(({ name, code }) => ({ name, code })));
  });

  it('find the same region as the full list by name or code, ignoring case and accents', () => {
    for (const query of ['Auckland', 'auk', ' WELLINGTON ', "hawke's bay", 'Nowhere', '', null]) {
      expect(regionCodeOf(query)).toBe(findRegion(query)?.code);
    }
  });
});
