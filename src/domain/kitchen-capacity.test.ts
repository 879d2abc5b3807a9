import { describe, expect, it } from 'vitest';
import {
  capacityDayKey,
  chargedEffort,
  kitchenOf,
  capacityFromOrdersPerSlot,
  capacityOn,
  defaultEffortFor,
  orderEffort,
  roomMessage,
  slotRoom,
  uniformCapacity,
} from './kitchen-capacity';

describe('kitchen capacity', () => {
  it('costs each line effort times quantity, older lines without effort costing nothing', () => {
    expect(orderEffort([{ quantity: 2, effortMinutes: 30 }, { quantity: 6, effortMinutes: 3 }, { quantity: 4 }])).toBe(
      78,
    );
  });

  it('gives cakes 30 minutes and unknown categories 10', () => {
    expect(defaultEffortFor('cakes')).toBe(30);
    expect(defaultEffortFor('pastries-and-breads')).toBe(3);
    expect(defaultEffortFor('savouries')).toBe(10);
  });

  it('reads a holiday row on public holidays and the weekday row otherwise', () => {
    expect(capacityDayKey('2026-12-25')).toBe('holiday'); // Christmas Day, a Friday
    expect(capacityDayKey('2027-12-27')).toBe('holiday'); // Christmas 2027 observed on Monday
    expect(capacityDayKey('2026-12-18')).toBe('friday');
    expect(capacityDayKey('2026-12-20')).toBe('sunday');
    const capacity = uniformCapacity(60);
    capacity.holiday = { ...capacity.holiday, day: 45 };
    expect(capacityOn(capacity, '2026-12-25').day).toBe(45);
    expect(capacityOn(capacity, '2026-12-18').day).toBe(300);
  });

  it('migrates 10 orders per slot to 300 minutes a slot, the day being all five slots', () => {
    const capacity = capacityFromOrdersPerSlot(10);
    expect(capacity.tuesday.slots['9:00-11:00']).toBe(300);
    expect(capacity.tuesday.day).toBe(1500);
  });

  it('fits an order only when both the slot and the day have its minutes', () => {
    const day = { ...uniformCapacity(120).monday, day: 200 };
    // The last 60 minutes of a slot: two cakes of 30 fit, as two orders of one.
    expect(slotRoom(day, '9:00-11:00', { slot: 60, day: 60 }, 30)).toEqual({
      minutesLeft: 60,
      ordersLeft: 2,
      refusal: null,
    });
    expect(slotRoom(day, '9:00-11:00', { slot: 90, day: 90 }, 60)).toMatchObject({ ordersLeft: 0, refusal: 'slot' });
    // The slot has room but the day does not.
    expect(slotRoom(day, '13:00-15:00', { slot: 0, day: 180 }, 30)).toMatchObject({
      minutesLeft: 20,
      ordersLeft: 0,
      refusal: 'day',
    });
    expect(slotRoom(day, '9:00-11:00', { slot: 120, day: 120 }, 30)).toMatchObject({ minutesLeft: 0, refusal: 'slot' });
  });

  it('explains a slot too small for the cart and calls an empty one Full', () => {
    const day = uniformCapacity(60).monday;
    const small = slotRoom(day, '9:00-11:00', { slot: 40, day: 40 }, 30);
    expect(roomMessage(small, 30)).toBe(
      'Too big for this time: the kitchen has 20 minutes left and your order needs 30',
    );
    expect(roomMessage(slotRoom(day, '9:00-11:00', { slot: 60, day: 60 }, 30), 30)).toBe('Full');
    expect(roomMessage(slotRoom(day, '9:00-11:00', { slot: 0, day: 0 }, 30), 30)).toBeNull();
  });

  it('lets an order that costs nothing through unless the slot has no capacity at all', () => {
    const day = uniformCapacity(60).monday;
    expect(slotRoom(day, '9:00-11:00', { slot: 60, day: 60 }, 0)).toMatchObject({ ordersLeft: null, refusal: null });
    expect(slotRoom(uniformCapacity(0).monday, '9:00-11:00', { slot: 0, day: 0 }, 0)).toMatchObject({
      ordersLeft: 0,
      refusal: 'slot',
    });
  });
});

describe('a shop still on orders per slot', () => {
  it('charges every order one place until staff save minutes', () => {
    const legacy = kitchenOf(null, 4);
    expect(legacy.capacity.monday.slots['9:00-11:00']).toBe(120);
    expect(chargedEffort(legacy, [{ quantity: 9, effortMinutes: 30 }])).toBe(30);
    const minutes = kitchenOf(uniformCapacity(60), 4);
    expect(chargedEffort(minutes, [{ quantity: 9, effortMinutes: 30 }])).toBe(270);
  });
});
