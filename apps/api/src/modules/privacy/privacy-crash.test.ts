/**
 * Account deletion dies midway (the process killed at its last write): nothing of it remains, the
 * account works as before, and asking again deletes it once.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountDeletions, newsletterSubscribers, users } from '../../db/schema';
import { signedInUser, TEST_PASSWORD } from '../../test/factories';
import { createFaultyTestApp } from '../../test/faulty-db';

let t: Awaited<ReturnType<typeof createFaultyTestApp>>;
beforeAll(async () => {
  t = await createFaultyTestApp();
});
afterAll(() => t.close());

describe('Delete my account, killed midway', () => {
  it.each([
    ['the anonymised account', 'update', users],
    ['the audit entry', 'insert', accountDeletions],
  ] as const)('rolls back whole when %s fails to be written', async (_, op, table) => {
    const { user, headers } = await signedInUser(t.app, t.db, {
      shippingAddress: {
        street: '1 Lake Road',
        city: 'Pune',
        state: 'Maharashtra',
        zipCode: '411001',
        country: 'India',
      },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      payload: { email: user.email },
    });
    const remove = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/me/delete',
        headers,
        payload: { password: TEST_PASSWORD, reviews: 'remove' },
      });

    t.faults.crashOnNext(op, table);
    const crashed = await remove();
    expect(crashed.statusCode).toBe(500);
    expect(t.faults.fired).toBeGreaterThan(0);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ email: user.email, deletedAt: null });
    expect(row!.shippingAddress).toMatchObject({ street: '1 Lake Road' });
    const subscribed = await t.db
      .select()
      .from(newsletterSubscribers)
      .where(sql`lower(${newsletterSubscribers.email}) = ${user.email.toLowerCase()}`);
    expect(subscribed).toHaveLength(1);
    expect(
      await t.db.select().from(accountDeletions).where(eq(accountDeletions.userId, user.id)),
    ).toEqual([]);
    // The session still works; asking again deletes the account, once.
    expect((await t.app.inject({ url: '/api/users/me/data', headers })).statusCode).toBe(200);
    expect((await remove()).statusCode).toBe(200);
    expect(
      await t.db.select().from(accountDeletions).where(eq(accountDeletions.userId, user.id)),
    ).toHaveLength(1);
  });
});
