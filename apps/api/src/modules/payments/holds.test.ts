/** How much stock one shopper can hold while not paying: per product, per checkout, in total. */
import { CART_LINE_MAX, CHECKOUT_UNITS_MAX, type Product } from '@shop/shared';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema';
import { createIntent, SHIPPING } from '../../test/checkout';
import { signedInUser, setStock } from '../../test/factories';
import { createTestApp } from '../../test/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let catalogue: Product[];
beforeAll(async () => {
  t = await createTestApp();
  catalogue = (await t.app.inject({ method: 'GET', url: '/api/products/get-products' })).json()
    .products;
});
afterAll(() => t.close());

let next = 0;
async function freshProducts(count: number, stock = 100) {
  const picked = catalogue.slice(next, next + count);
  next += count;
  for (const p of picked) await setStock(t.db, p._id, stock);
  return picked;
}
const stockOf = (id: string) => t.app.services.payments.stockOf(id);

describe('per-product cap', () => {
  it('applies after merging lines: repeating a product over several lines is refused', async () => {
    const [p] = await freshProducts(1);
    const { headers } = await signedInUser(t.app, t.db);
    const lines = Array.from({ length: 7 }, () => ({ id: p!._id, quantity: 9 }));
    const res = await createIntent(t.app, headers, lines);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`At most ${CART_LINE_MAX} of one item`);
    expect(res.json().errors['orderItems.1.quantity']).toBe(`At most ${CART_LINE_MAX} of one item`);
    expect(await stockOf(p!._id)).toBe(100);

    const split = await createIntent(t.app, headers, [
      { id: p!._id, quantity: 4 },
      { id: p!._id, quantity: CART_LINE_MAX - 4 },
    ]);
    expect(split.statusCode).toBe(200);
    expect(await stockOf(p!._id)).toBe(100 - CART_LINE_MAX);
  });
});

describe('per-checkout cap', () => {
  it(`holds at most ${CHECKOUT_UNITS_MAX} units in one checkout`, async () => {
    const picked = await freshProducts(CHECKOUT_UNITS_MAX / CART_LINE_MAX + 1);
    const { headers } = await signedInUser(t.app, t.db);
    const lines = picked.map((p) => ({ id: p._id, quantity: CART_LINE_MAX }));
    const tooMany = await createIntent(t.app, headers, lines);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe(`At most ${CHECKOUT_UNITS_MAX} items in one order`);
    for (const p of picked) expect(await stockOf(p._id)).toBe(100);
    expect((await createIntent(t.app, headers, lines.slice(1))).statusCode).toBe(200);
  });
});

describe("one shopper's holds", () => {
  it('are one checkout at a time, even when the shopper starts many at once', async () => {
    const [p] = await freshProducts(1, 60);
    const { user, headers } = await signedInUser(t.app, t.db);
    const results = await Promise.all(
      Array.from({ length: 6 }, () => createIntent(t.app, headers, [{ id: p!._id, quantity: 10 }])),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await stockOf(p!._id)).toBe(50);
    const holding = await t.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.userId, user.id), eq(orders.stockHeld, true)));
    expect(holding).toHaveLength(1);
  });
});

describe("a guest's holds (issue 27)", () => {
  it('are one checkout at a time per e-mail, even started at once, and leave others alone', async () => {
    const [p] = await freshProducts(1, 60);
    const guest = (email: string) =>
      createIntent(t.app, {}, [{ id: p!._id, quantity: 10 }], {
        receipt_email: email,
        shipping: { ...SHIPPING, email },
      });
    const results = await Promise.all([
      ...Array.from({ length: 4 }, () => guest('Same.Guest@example.com')),
      guest('other.guest@example.com'),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    // One hold for the e-mail (in any case), one for the other guest.
    expect(await stockOf(p!._id)).toBe(40);
    const holding = await t.db
      .select({ email: orders.receiptEmail })
      .from(orders)
      .where(
        and(isNull(orders.userId), eq(orders.stockHeld, true), eq(orders.pricing, 'inclusive')),
      );
    const emails = holding.map((h) => h.email.toLowerCase());
    expect(emails.filter((e) => e === 'same.guest@example.com')).toHaveLength(1);
    expect(emails.filter((e) => e === 'other.guest@example.com')).toHaveLength(1);
  });
});
