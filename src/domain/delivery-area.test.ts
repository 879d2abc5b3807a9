import { describe, expect, it } from 'vitest';
import { DEFAULT_DELIVERY_AREA, deliveryAreaProblem, deliversToRegion, describeDeliveryArea } from './delivery-area';

describe('the delivery area', () => {
  it('delivers within Auckland by default and names the area when refusing', () => {
    expect(deliveryAreaProblem({ city: 'Auckland', suburb: 'Ponsonby' }, DEFAULT_DELIVERY_AREA)).toBeNull();
    expect(deliveryAreaProblem({ city: 'auckland', suburb: '' }, DEFAULT_DELIVERY_AREA)).toBeNull();
    const wellington = deliveryAreaProblem({ city: 'Wellington', suburb: 'Te Aro' }, DEFAULT_DELIVERY_AREA);
    expect(wellington).toEqual({
      field: 'city',
      message: 'We deliver within Auckland only: choose pickup, or an address in Auckland',
    });
    expect(deliversToRegion(DEFAULT_DELIVERY_AREA, 'Waikato')).toBe(false);
  });

  it('can be narrowed to suburbs, and widened to more regions', () => {
    const inner = { regions: ['Auckland'], suburbs: ['Ponsonby', 'Grey Lynn'] };
    expect(describeDeliveryArea(inner)).toBe('Ponsonby and Grey Lynn');
    expect(deliveryAreaProblem({ city: 'Auckland', suburb: 'Grey Lynn' }, inner)).toBeNull();
    expect(deliveryAreaProblem({ city: 'Auckland', suburb: 'Papakura' }, inner)?.field).toBe('suburb');
    const two = { regions: ['Auckland', 'Waikato'], suburbs: [] };
    expect(describeDeliveryArea(two)).toBe('Auckland and Waikato');
    expect(deliveryAreaProblem({ city: 'Waikato', suburb: '' }, two)).toBeNull();
  });
});
