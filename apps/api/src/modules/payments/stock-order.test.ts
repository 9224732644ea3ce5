/**
 * Stock under real concurrency. PGlite runs one statement at a time, so these need the PostgreSQL
 * server (CI sets TEST_DATABASE_URL): there, transactions really interleave and can deadlock.
 */
import type { Product } from '@shop/shared';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createIntent, payWithSandbox, verify } from '../../test/checkout';
import { signedInUser, setStock } from '../../test/factories';
import { createTestApp } from '../../test/test-app';
import { RESERVATION_MS } from './service';

describe.runIf(process.env.TEST_DATABASE_URL)('stock on the PostgreSQL server', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let catalogue: Product[];
  beforeAll(async () => {
    t = await createTestApp();
    catalogue = (await t.app.inject({ method: 'GET', url: '/api/products/get-products' })).json()
      .products;
  });
  afterAll(() => t.close());

  let next = 0;
  async function freshProducts(count: number, stock: number) {
    const picked = catalogue.slice(next, next + count);
    next += count;
    for (const p of picked) await setStock(t.db, p._id, stock);
    return picked.map((p) => p._id);
  }
  const stockOf = (id: string) => t.app.services.payments.stockOf(id);
  const shoppers = async (n: number) => {
    const all: Awaited<ReturnType<typeof signedInUser>>[] = [];
    for (let i = 0; i < n; i++) all.push(await signedInUser(t.app, t.db));
    return all;
  };

  it('checkouts with the same products in opposite orders never deadlock', async () => {
    const ids = await freshProducts(4, 1000);
    const reversed = [...ids].reverse();
    const buyers = await shoppers(40);
    const results = await Promise.all(
      buyers.map((b, i) =>
        createIntent(
          t.app,
          b.headers,
          (i % 2 ? reversed : ids).map((id) => ({ id, quantity: 1 })),
        ),
      ),
    );
    const failures = results.filter((r) => r.statusCode !== 200).map((r) => r.body);
    expect(failures).toEqual([]);
    for (const id of ids) expect(await stockOf(id)).toBe(1000 - 40);
  }, 60_000);

  it('a race for the last 5 units with two-line carts in both orders sells exactly 5', async () => {
    const [scarce, plenty] = (await freshProducts(2, 5)) as [string, string];
    await setStock(t.db, plenty, 500);
    const buyers = await shoppers(24);
    const intents = await Promise.all(
      buyers.map((b, i) =>
        createIntent(
          t.app,
          b.headers,
          (i % 2 ? [scarce, plenty] : [plenty, scarce]).map((id) => ({ id, quantity: 1 })),
        ),
      ),
    );
    expect(intents.filter((r) => r.statusCode === 409)).toHaveLength(19);
    const won = intents.flatMap((res, i) =>
      res.statusCode === 200 ? [{ res, b: buyers[i]! }] : [],
    );
    expect(won).toHaveLength(5);
    const paid = await Promise.all(
      won.map(async ({ res, b }) => {
        const payment = (await payWithSandbox(t.app, b.headers, res.json().order_id)).json();
        return (await verify(t.app, b.headers, payment, res.json().internalOrderId)).statusCode;
      }),
    );
    expect(paid).toEqual([200, 200, 200, 200, 200]);
    expect(await stockOf(scarce)).toBe(0);
    expect(await stockOf(plenty)).toBe(495);
  }, 60_000);

  it('expiry run by every instance at once releases each hold once', async () => {
    const payments = t.app.services.payments;
    // Holds left by the tests above expire first, so only this test's ten are counted.
    await payments.releaseExpiredReservations(new Date(Date.now() + RESERVATION_MS + 1000));
    const [a, b] = (await freshProducts(2, 100)) as [string, string];
    const buyers = await shoppers(10);
    for (const [i, buyer] of buyers.entries()) {
      const lines = (i % 2 ? [b, a] : [a, b]).map((id) => ({ id, quantity: 3 }));
      expect((await createIntent(t.app, buyer.headers, lines)).statusCode).toBe(200);
    }
    expect(await stockOf(a)).toBe(70);
    const later = new Date(Date.now() + RESERVATION_MS + 1000);
    const released = await Promise.all([
      payments.releaseExpiredReservations(later),
      payments.releaseExpiredReservations(later),
      payments.releaseExpiredReservations(later),
    ]);
    expect(released.reduce((sum, n) => sum + n, 0)).toBe(10);
    expect(await stockOf(a)).toBe(100);
    expect(await stockOf(b)).toBe(100);
  }, 60_000);
});
