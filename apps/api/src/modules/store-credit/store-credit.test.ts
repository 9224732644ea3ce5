/**
 * Store credit (issue 28) as a customer and the owner see it: the owner's grant shows in the
 * customer's balance with its reason, a spend by an order counts while the order holds stock or
 * was paid, and only a signed-in customer reads their own.
 */
import { GIFT_CARD_ADMIN_MESSAGES } from '@shop/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAudit, orders } from '../../db/schema';
import { signedInUser } from '../../test/factories';
import { createTestApp } from '../../test/test-app';
import { creditStoreCredit, spendStoreCredit } from './ledger';
import { pendingOrder } from '../../test/pending-order';

let t: Awaited<ReturnType<typeof createTestApp>>;
let owner: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  owner = (await signedInUser(t.app, t.db, { role: 'admin' })).headers;
});
afterAll(() => t.close());

const mine = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/users/me/store-credit', headers });
const grant = (userId: string, payload: object, headers = owner) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/customers/${userId}/store-credit`,
    headers,
    payload,
  });
const ownersView = (userId: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/admin/customers/${userId}/store-credit`,
    headers: owner,
  });

const spend = (userId: string, dueMinor: number, orderId?: string) =>
  t.db.transaction((tx) => spendStoreCredit(tx, { userId, dueMinor, orderId }));

describe('a customer’s store credit', () => {
  it('needs a session', async () => {
    const res = await mine({});
    expect(res.statusCode).toBe(401);
    expect(res.json().success).toBe(false);
  });

  it('starts at nothing', async () => {
    const shopper = await signedInUser(t.app, t.db);
    expect((await mine(shopper.headers)).json()).toEqual({
      success: true,
      balance: 0,
      currency: 'INR',
      movements: [],
    });
  });

  it('shows the owner’s grant with its reason, to the customer and the owner', async () => {
    const shopper = await signedInUser(t.app, t.db);
    const res = await grant(shopper.user.id, { amount: 25_000, note: 'Sorry for the torn cover' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      balance: 25_000,
      customer: { id: shopper.user.id, email: shopper.user.email },
      message: GIFT_CARD_ADMIN_MESSAGES.granted(25_000),
    });
    const own = (await mine(shopper.headers)).json();
    expect(own.balance).toBe(25_000);
    expect(own.movements).toEqual([
      {
        id: expect.any(String),
        kind: 'owner',
        amount: 25_000,
        orderNumber: null,
        note: 'Sorry for the torn cover',
        createdAt: expect.any(String),
      },
    ]);
    const audit = await t.db
      .select()
      .from(adminAudit)
      .where(eq(adminAudit.action, 'store-credit.grant'));
    expect(audit.map((e) => e.target)).toContain(shopper.user.id);
  });

  it('counts a spend while its order holds stock or once it was paid', async () => {
    const shopper = await signedInUser(t.app, t.db);
    await t.db.transaction((tx) =>
      creditStoreCredit(tx, {
        userId: shopper.user.id,
        amountMinor: 50_000,
        kind: 'refund',
        note: 'Refund as store credit',
      }),
    );
    // The quote's dry run answers the amount and writes nothing.
    expect(await spendStoreCredit(t.db, { userId: shopper.user.id, dueMinor: 80_000 })).toBe(
      50_000,
    );
    expect((await mine(shopper.headers)).json().balance).toBe(50_000);

    const expired = await pendingOrder(t.db, shopper.user.id);
    expect(await spend(shopper.user.id, 30_000, expired.id)).toBe(30_000);
    const held = (await mine(shopper.headers)).json();
    expect(held.balance).toBe(20_000);
    expect(held.movements[0]).toMatchObject({
      kind: 'spend',
      amount: -30_000,
      orderNumber: expired.orderNumber,
    });

    await t.db.update(orders).set({ stockHeld: false }).where(eq(orders.id, expired.id));
    const given = (await mine(shopper.headers)).json();
    expect(given.balance).toBe(50_000);
    // The customer's list adds up to the balance; the owner still sees the spend, not counted.
    expect(given.movements.map((m: { kind: string }) => m.kind)).toEqual(['refund']);
    const owners = (await ownersView(shopper.user.id)).json();
    expect(owners.movements.map((m: { counts: boolean }) => m.counts)).toEqual([false, true]);

    const paid = await pendingOrder(t.db, shopper.user.id);
    expect(await spend(shopper.user.id, 80_000, paid.id)).toBe(50_000);
    await t.db
      .update(orders)
      .set({ paymentStatus: 'paid', paidAt: new Date(), stockHeld: false })
      .where(eq(orders.id, paid.id));
    expect((await mine(shopper.headers)).json().balance).toBe(0);
    expect(
      await spend(shopper.user.id, 10_000, (await pendingOrder(t.db, shopper.user.id)).id),
    ).toBe(0);
  });
});

describe('Download my data', () => {
  it('holds the customer’s store credit, in rupees like their orders', async () => {
    const shopper = await signedInUser(t.app, t.db);
    await grant(shopper.user.id, { amount: 12_550, note: 'Late parcel' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/users/me/data',
      headers: shopper.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().storeCredit).toEqual({
      currency: 'INR',
      balance: 125.5,
      movements: [
        {
          kind: 'owner',
          amount: 125.5,
          orderNumber: null,
          note: 'Late parcel',
          inBalance: true,
          at: expect.any(String),
        },
      ],
    });
  });
});

describe('the owner’s grant', () => {
  it('needs an amount and a reason', async () => {
    const shopper = await signedInUser(t.app, t.db);
    const cases: [object, string][] = [
      [{ amount: 10_000 }, 'note'],
      [{ amount: 10_000, note: '  ' }, 'note'],
      [{ amount: 0, note: 'Goodwill' }, 'amount'],
      [{ amount: -500, note: 'Goodwill' }, 'amount'],
      [{ amount: 12.5, note: 'Goodwill' }, 'amount'],
    ];
    for (const [body, field] of cases) {
      const res = await grant(shopper.user.id, body);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().errors)).toContain(field);
    }
    expect((await mine(shopper.headers)).json().balance).toBe(0);
  });

  it('answers 404 for an unknown or malformed customer, and only to the owner', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      expect((await ownersView(id)).statusCode).toBe(404);
      const res = await grant(id, { amount: 100, note: 'Goodwill' });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(GIFT_CARD_ADMIN_MESSAGES.customerNotFound);
    }
    const shopper = await signedInUser(t.app, t.db);
    const self = await grant(shopper.user.id, { amount: 100, note: 'Me' }, shopper.headers);
    expect(self.statusCode).toBe(403);
    expect((await grant(shopper.user.id, { amount: 100, note: 'Anon' }, {})).statusCode).toBe(401);
  });
});
