/** R14: the admin's reward writes (create, edit, delete) each leave one audit row with the request id. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { adminClaims, bearer, mintToken } from '../../test/tokens';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('reward admin writes in the audit log', () => {
  it('records create, edit and delete with who, what and the request id', async () => {
    const headers = bearer(await mintToken(t, adminClaims()));
    const reward = {
      name: 'Audit Treat',
      description: 'For the audit test',
      pointsCost: 120,
      discountType: 'percentage',
      discountValue: '5',
    };
    const created = await t.app.inject({ method: 'POST', url: '/api/admin/loyalty/rewards', headers, payload: reward });
    expect(created.statusCode).toBe(201);
    const id = created.json<{ id: string }>().id;
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/loyalty/rewards/${id}`,
      headers,
      payload: { active: false },
    });
    expect(edited.statusCode).toBe(200);
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/admin/loyalty/rewards/${id}`, headers });
    expect(deleted.statusCode).toBe(200);

    const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(rows.map((r) => r.action).sort()).toEqual(['reward.create', 'reward.delete', 'reward.update']);
    expect(rows.every((r) => r.actorEmail === 'admin@saffron-sugar.example')).toBe(true);
    expect(rows.map((r) => r.requestId).sort()).toEqual(
      [created, edited, deleted].map((res) => res.headers['x-request-id']).sort(),
    );
  });

  it('a refused write records nothing', async () => {
    const headers = bearer(await mintToken(t, adminClaims()));
    const before = (await t.database.db.select().from(auditLog)).length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/loyalty/rewards',
      headers,
      payload: { name: '', pointsCost: 0 },
    });
    expect(res.statusCode).toBe(400);
    expect((await t.database.db.select().from(auditLog)).length).toBe(before);
  });
});
