import { describe, expect, it } from 'vitest';
import { shopCalendar } from '@/domain/calendar';
import { noticeDay, upcomingDays } from './upcoming-days';

describe('upcomingDays (the contact page and settings list)', () => {
  it('lists holidays with their hours, a closure once for its range, and skips holidays inside it', () => {
    const calendar = shopCalendar({
      closures: [
        { startDate: '2026-12-28', endDate: '2027-01-07', reason: 'Closed for our summer break, back 8 January' },
      ],
    });
    expect(upcomingDays(calendar, '2026-12-01', 3).map((d) => d.text)).toEqual([
      'Christmas Day, Fri 25 December: Closed',
      'Boxing Day, Sat 26 December: 10 AM to 5 PM',
      'Mon 28 December to Thu 7 January: Closed for our summer break, back 8 January',
    ]);
    // A closure already running starts at today.
    expect(upcomingDays(calendar, '2027-01-03', 1)[0]).toMatchObject({
      date: '2027-01-03',
      when: 'Sun 3 January to Thu 7 January',
    });
  });

  it('uses the hours staff set, and says when deliveries run on a holiday', () => {
    const calendar = shopCalendar({
      holidayHours: { 'anzac-day': { open: '12:00', close: '16:30', closed: false, deliveries: true } },
    });
    const [anzac] = upcomingDays(calendar, '2026-04-20', 1);
    expect(anzac).toMatchObject({
      text: 'Anzac Day, Sat 25 April: 12 PM to 4:30 PM',
      deliveries: 'Deliveries 12 PM to 4:30 PM',
    });
  });

  it('writes a day as a notice reads it', () => {
    expect(noticeDay('2026-04-25')).toBe('Sat 25 April');
  });
});
