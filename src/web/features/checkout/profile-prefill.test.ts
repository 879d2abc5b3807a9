import { describe, expect, it } from 'vitest';
import { fromDrawerPlace, profileBesideDrawer } from './profile-prefill';

const profile = {
  fullName: 'Aroha Customer',
  email: 'aroha@example.com',
  phone: '+64 21 555 0123',
  address: '12 Ponsonby Road',
  city: 'Auckland',
  suburb: 'Ponsonby',
  postalCode: '1011',
};

describe("the cart drawer's place in the checkout form (issue 26)", () => {
  it('starts a pickup as a pickup, a zone as its region and suburb, and elsewhere as a delivery', () => {
    expect(fromDrawerPlace(null)).toEqual({});
    expect(fromDrawerPlace({ fulfilment: 'pickup', city: '', suburb: '' })).toEqual({ fulfilment: 'pickup' });
    expect(fromDrawerPlace({ fulfilment: 'delivery', city: 'Auckland', suburb: 'Ponsonby' })).toEqual({
      fulfilment: 'delivery',
      city: 'Auckland',
      suburb: 'Ponsonby',
    });
    // A region-wide zone, and a suburb the place list does not know, leave the suburb to the customer.
    expect(fromDrawerPlace({ fulfilment: 'delivery', city: 'Auckland', suburb: '' })).toMatchObject({ suburb: '' });
    expect(fromDrawerPlace({ fulfilment: 'delivery', city: 'Auckland', suburb: 'Atlantis' })).toMatchObject({
      suburb: '',
    });
    expect(fromDrawerPlace({ fulfilment: 'delivery', city: '', suburb: '' })).toEqual({ fulfilment: 'delivery' });
  });

  it("keeps the profile's address only where it is in the drawer's place; name, e-mail and phone always", () => {
    const ponsonby = fromDrawerPlace({ fulfilment: 'delivery', city: 'Auckland', suburb: 'Ponsonby' });
    expect(profileBesideDrawer(profile, ponsonby)).toEqual(profile);
    const regionWide = fromDrawerPlace({ fulfilment: 'delivery', city: 'Auckland', suburb: '' });
    expect(profileBesideDrawer(profile, regionWide)).toEqual(profile);
    const parnell = fromDrawerPlace({ fulfilment: 'delivery', city: 'Auckland', suburb: 'Parnell' });
    expect(profileBesideDrawer(profile, parnell)).toEqual({
      fullName: 'Aroha Customer',
      email: 'aroha@example.com',
      phone: '+64 21 555 0123',
    });
    // No place in the drawer (or pickup): the profile fills the form as before.
    expect(profileBesideDrawer(profile, {})).toEqual(profile);
    expect(profileBesideDrawer(profile, { fulfilment: 'pickup' })).toEqual(profile);
  });
});
