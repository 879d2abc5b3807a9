import { describe, expect, it } from 'vitest';
import { whenDatabaseAnswers } from './wait-for-database';

const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
const startingUp = () => Object.assign(new Error('the database system is starting up'), { code: '57P03' });

describe('start-up while PostgreSQL is not there yet (P43)', () => {
  it('retries the step with growing pauses until the database answers, and gives its result', async () => {
    const failures = [refused(), refused(), startingUp(), refused(), refused()];
    const pauses: number[] = [];
    const warnings: object[] = [];
    const result = await whenDatabaseAnswers(
      async () => {
        const next = failures.shift();
        if (next) throw next;
        return { seeded: true };
      },
      { warn: (details) => warnings.push(details) },
      async (ms) => {
        pauses.push(ms);
      },
    );
    expect(result).toEqual({ seeded: true });
    expect(pauses).toEqual([250, 500, 1000, 2000, 2000]);
    // The first three attempts are logged, with the driver's code and never more.
    expect(warnings).toHaveLength(3);
    expect(warnings[2]).toMatchObject({ attempt: 3, db: { code: '57P03' } });
  });

  it('stops at once on anything else (bad credentials, a failing migration)', async () => {
    const wrongPassword = Object.assign(new Error('password authentication failed'), { code: '28P01' });
    let calls = 0;
    await expect(
      whenDatabaseAnswers(
        async () => {
          calls += 1;
          throw wrongPassword;
        },
        { warn: () => {} },
        async () => {},
      ),
    ).rejects.toBe(wrongPassword);
    expect(calls).toBe(1);
  });
});
