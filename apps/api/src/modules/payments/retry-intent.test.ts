/**
 * A retried payment reuses the checkout's pending order: one checkout, one order number, one
 * gateway order and one hold. A changed cart is a new checkout and gives the old hold back.
 */
import type { Product } from '@shop/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, products } from '../../db/schema';
import { createIntent, payWithSandbox, SHIPPING, verify } from '../../test/checkout';
import { signedInUser } from '../../test/factories';
import { createTestApp } from '../../test/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let catalogue: Product[];
beforeAll(async () => {
  t = await createTestApp();
  catalogue = (await t.app.inject({ method: 'GET', url: '/api/products/get-products' })).json()
    .products;
});
afterAll(() => t.close());

const stockOf = async (id: string) =>
  (await t.db.select().from(products).where(eq(products.id, id)))[0]!.countInStock;
const product = (n: number) => catalogue.filter((c) => c.countInStock >= 10 && c.price >= 5)[n]!;

describe('retrying the payment of one checkout', () => {
  it('returns the same order number and gateway order, holding the stock once', async () => {
    const { user, headers } = await signedInUser(t.app, t.db);
    const p = product(0);
    const before = await stockOf(p._id);

    const first = (await createIntent(t.app, headers, [{ id: p._id, quantity: 2 }])).json();
    const second = (await createIntent(t.app, headers, [{ id: p._id, quantity: 2 }])).json();

    expect(second.orderNumber).toBe(first.orderNumber);
    expect(second.order_id).toBe(first.order_id);
    expect(second.internalOrderId).toBe(first.internalOrderId);
    expect(await stockOf(p._id)).toBe(before - 2);
    const rows = await t.db.select().from(orders).where(eq(orders.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ stockHeld: true });

    // And the retried intent is paid like any other.
    const payment = (await payWithSandbox(t.app, headers, second.order_id)).json();
    const verified = await verify(t.app, headers, payment, second.internalOrderId);
    expect(verified.json()).toMatchObject({ orderNumber: first.orderNumber });
  });

  it('takes the stock again for a retry after its hold expired', async () => {
    const { headers } = await signedInUser(t.app, t.db);
    const p = product(1);
    const before = await stockOf(p._id);
    const first = (await createIntent(t.app, headers, [{ id: p._id, quantity: 1 }])).json();
    await t.app.services.payments.releaseExpiredReservations(new Date(Date.now() + 60 * 60_000));
    expect(await stockOf(p._id)).toBe(before);

    const second = (await createIntent(t.app, headers, [{ id: p._id, quantity: 1 }])).json();
    expect(second.orderNumber).toBe(first.orderNumber);
    expect(await stockOf(p._id)).toBe(before - 1);
  });

  it('gives a changed cart a new order number and releases the old hold', async () => {
    const { headers } = await signedInUser(t.app, t.db);
    const p = product(2);
    const before = await stockOf(p._id);

    const first = (await createIntent(t.app, headers, [{ id: p._id, quantity: 2 }])).json();
    const changed = (await createIntent(t.app, headers, [{ id: p._id, quantity: 3 }])).json();

    expect(changed.orderNumber).not.toBe(first.orderNumber);
    expect(changed.order_id).not.toBe(first.order_id);
    expect(await stockOf(p._id)).toBe(before - 3);
    const [old] = await t.db.select().from(orders).where(eq(orders.id, first.internalOrderId));
    expect(old).toMatchObject({ stockHeld: false, paymentStatus: 'pending' });
  });

  it('gives a GSTIN added on a retry a new order that carries it (issue 27)', async () => {
    const { headers } = await signedInUser(t.app, t.db);
    const items = [{ id: product(4)._id, quantity: 1 }];
    const first = (await createIntent(t.app, headers, items)).json();
    const business = {
      shipping: { ...SHIPPING, gstin: '27AAPFU0939F1ZV', businessName: 'Lotus Stationers LLP' },
    };
    const withGstin = (await createIntent(t.app, headers, items, business)).json();
    expect(withGstin.orderNumber).not.toBe(first.orderNumber);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, withGstin.internalOrderId));
    expect(row).toMatchObject({
      buyerGstin: '27AAPFU0939F1ZV',
      buyerLegalName: 'Lotus Stationers LLP',
    });
    // The same business checkout retried is the same order again.
    const again = (await createIntent(t.app, headers, items, business)).json();
    expect(again.orderNumber).toBe(withGstin.orderNumber);
  });

  it('gives a changed address or currency a new order number', async () => {
    const { headers } = await signedInUser(t.app, t.db);
    const p = product(3);
    const items = [{ id: p._id, quantity: 1 }];
    const first = (await createIntent(t.app, headers, items)).json();
    const moved = (
      await createIntent(t.app, headers, items, { shipping: { ...SHIPPING, city: 'Mysuru' } })
    ).json();
    const dollars = (
      await createIntent(t.app, headers, items, {
        currency: 'USD',
        shipping: { ...SHIPPING, city: 'Mysuru' },
      })
    ).json();
    expect(new Set([first.orderNumber, moved.orderNumber, dollars.orderNumber]).size).toBe(3);
  });
});
