/**
 * Writes src/domain/calendar/nz-holidays-table.ts from date-holidays, for every year the shop
 * takes orders for (2026-2052). Run after upgrading date-holidays; the table's test fails when
 * the library and the table disagree.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { FIRST_CALENDAR_YEAR, LAST_CALENDAR_YEAR } from '../../src/domain/calendar/calendar-dates';
import { libraryHolidays } from './library-holidays';

export function holidaysTableSource(): string {
  const years: string[] = [];
  for (let year = FIRST_CALENDAR_YEAR; year <= LAST_CALENDAR_YEAR; year++) {
    const rows = libraryHolidays(year).map(
      (h) => `    ['${h.key}', '${h.date}', ${h.mondayisedTo ? `'${h.mondayisedTo}'` : 'null'}],`,
    );
    years.push(`  ${year}: [\n${rows.join('\n')}\n  ],`);
  }
  return `/**
 * New Zealand's public holidays in Auckland, 2026-2052: [key, date, the weekday it is Mondayised
 * to or null]. Written by \`npx tsx scripts/calendar/holidays-table.ts\` from date-holidays; do not
 * edit by hand (scripts/calendar/holidays-table.test.ts compares it with the library).
 */
import type { PublicHolidayKey } from './nz-holidays';

export const NZ_HOLIDAY_TABLE: Readonly<
  Record<number, ReadonlyArray<readonly [PublicHolidayKey, string, string | null]>>
> = {
${years.join('\n')}
};
`;
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  const file = path.resolve(import.meta.dirname, '../../src/domain/calendar/nz-holidays-table.ts');
  writeFileSync(file, holidaysTableSource());
  console.log(`wrote ${path.relative(process.cwd(), file)}`);
}
