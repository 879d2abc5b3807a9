/**
 * The user row is written on the first signed-in call and when the token's claims change, never
 * on the calls in between: a checkout asks who the caller is several times, and each of those
 * asks must stay a read (no INSERT … ON CONFLICT, which locks the row even when it changes nothing).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoreUserProfile } from '../../../contracts/auth';
import { catalogue, newShopper, placeOrder, relaxShopRules } from '../../test/checkout-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bearer, customerClaims, mintToken } from '../../test/tokens';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await relaxShopRules(t);
});
afterAll(() => t.close());

/** Statements that insert or update a users row (drizzle writes `insert into "users"`, `update "users"`). */
const userWrites = (statements: string[]) => statements.filter((s) => /^\s*(insert into|update)\s+"users"/i.test(s));

/**
 * The statements run while `work` runs, whoever started them (the counter's `during` scope does not
 * follow a request through inject); background work writes no users row, so a filter is enough.
 */
async function recording<T>(work: () => Promise<T>): Promise<{ value: T; statements: string[] }> {
  const statements: string[] = [];
  t.database.queries.recorded = statements;
  try {
    return { value: await work(), statements };
  } finally {
    t.database.queries.recorded = null;
  }
}

const profile = (headers: Record<string, string>) => t.app.inject({ url: '/api/auth/user', headers });

describe('the signed-in person’s user row', () => {
  it('is written by the first signed-in call and not once over a whole checkout', async () => {
    const shopper = await newShopper(t);
    const product = (await catalogue(t)).find((p) => p.inStock)!;

    const first = await recording(() => profile(shopper.headers));
    expect(first.value.statusCode).toBe(200);
    expect(userWrites(first.statements)).toHaveLength(1);

    const checkout = await recording(() => placeOrder(t, shopper, product.id));
    expect(checkout.value.order).toMatchObject({ status: expect.any(String) });
    expect(userWrites(checkout.statements)).toEqual([]);

    const again = await recording(() => profile(shopper.headers));
    expect(again.value.statusCode).toBe(200);
    expect(userWrites(again.statements)).toEqual([]);
  });

  it('is read once per signed-in call: the sign-in check reads it with the deletion check, and the call uses that row', async () => {
    const shopper = await newShopper(t);
    expect((await profile(shopper.headers)).statusCode).toBe(200);

    // The row is newer than this token (made by the call above), which once cost a second read of
    // it and a third statement asking again whether the account was deleted.
    const { value: res, statements } = await recording(() => profile(shopper.headers));
    expect(res.statusCode).toBe(200);
    expect(res.json<StoreUserProfile>().sub).toBe(shopper.claims.sub);
    const personReads = statements.filter((s) => /"users"|"audit_log"/.test(s));
    expect(personReads).toHaveLength(1);
    expect(personReads[0]).toMatch(/exists/);
  });

  it('is written again when the token says something new (a changed e-mail), and then shows it', async () => {
    const claims = customerClaims();
    expect((await profile(bearer(await mintToken(t, claims)))).statusCode).toBe(200);

    const changed = bearer(await mintToken(t, { ...claims, email: 'new-address@example.com' }));
    const { value: res, statements } = await recording(() => profile(changed));
    expect(res.statusCode).toBe(200);
    expect(res.json<StoreUserProfile>().email).toBe('new-address@example.com');
    expect(userWrites(statements)).toHaveLength(1);
  });
});
