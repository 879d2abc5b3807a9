/** The log's error serializer keeps what helps debugging and drops every value a statement carried. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { serializeError } from './logging';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.destroy());

const customer = {
  issuer: 'https://issuer.example',
  subject: 'subject-serializer-1',
  email: 'hine.private@example.co.nz',
  name: 'Hine Moana',
  phone: '+64 27 444 1234',
  addressLine1: '9 Tōtara Lane',
};

async function failure(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('expected the statement to fail');
}

describe('serializeError', () => {
  it('a unique violation: statement, code and constraint kept; parameters and the detail row gone', async () => {
    await database.db.insert(users).values(customer);
    const error = await failure(() => database.db.insert(users).values(customer));
    const raw = JSON.stringify({ message: (error as Error).message, ...(error as object) });
    expect(raw).toContain('hine.private'); // what Drizzle's error carries before serializing

    const serialized = serializeError(error);
    const text = JSON.stringify(serialized);
    for (const value of ['hine.private', 'Hine Moana', '444 1234', 'Tōtara', 'subject-serializer-1']) {
      expect(text).not.toContain(value);
    }
    expect(serialized.message).toContain('insert into "users"');
    expect(serialized.message).toContain('params: [redacted]');
    expect(serialized.stack).toContain('params: [redacted]');
    expect(serialized.cause).toMatchObject({ code: '23505', constraint: 'users_issuer_subject_uq' });
  });

  it('plain values and strings pass through without parameters', () => {
    expect(serializeError('Failed query: select 1\nparams: secret').message).toBe(
      'Failed query: select 1\nparams: [redacted]',
    );
    expect(serializeError({ code: 'X', params: ['secret'] })).toEqual({
      code: 'X',
      type: 'object',
      message: '',
      stack: '',
    });
  });
});
