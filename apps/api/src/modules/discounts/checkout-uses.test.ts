/**
 * The uses a checkout reads for several promotions at once (one grouped count per kind): each
 * discount's own cap, a bulk code's single use, and the other bulk codes of the same discount
 * still free.
 */
import { effectivePrice, type Product } from '@shop/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderDiscounts } from '../../db/schema';
import { createIntent } from '../../test/checkout';
import { signedInUser } from '../../test/factories';
import { createTestApp } from '../../test/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let owner: Record<string, string>;
let items: { id: string; quantity: number }[];

beforeAll(async () => {
  t = await createTestApp({ rateLimitScale: 100 });
  owner = (await signedInUser(t.app, t.db, { role: 'admin' })).headers;
  const catalogue: Product[] = (
    await t.app.inject({ method: 'GET', url: '/api/products/get-products?limit=100' })
  ).json().products;
  const product = catalogue.find((p) => p.countInStock >= 20 && effectivePrice(p) >= 300)!;
  items = [{ id: product._id, quantity: 1 }];
});
afterAll(() => t.close());

const admin = (method: 'POST' | 'GET', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: owner, ...(payload && { payload }) });

const quote = (headers: Record<string, string>, discountCode: string) =>
  t.app
    .inject({
      method: 'POST',
      url: '/api/checkout/quote',
      headers,
      payload: { currency: 'INR', orderItems: items, shipping: { country: 'India' }, discountCode },
    })
    .then((res) => res.json());

describe('uses read for every promotion of a checkout', () => {
  it('keeps each cap to its own discount and each bulk code to itself', async () => {
    const once = await admin('POST', '/api/admin/discounts', {
      name: 'First come',
      method: 'automatic',
      kind: 'fixed',
      value: 10_00,
      combinable: true,
      usageCap: 1,
    });
    expect(once.statusCode, once.body).toBe(201);
    const riya = (
      await admin('POST', '/api/admin/discounts', {
        name: 'Riya',
        method: 'code',
        kind: 'percent',
        value: 10,
        combinable: true,
        usageCap: 10,
      })
    ).json().discount;
    expect(
      (await admin('POST', `/api/admin/discounts/${riya.id}/codes`, { count: 2 })).statusCode,
    ).toBe(201);
    const csv = (await admin('GET', `/api/admin/discounts/${riya.id}/codes.csv`)).body;
    const [first, second] = csv
      .trim()
      .split('\n')
      .slice(1)
      .map((row) => row.split(',')[0]!);

    const a = await signedInUser(t.app, t.db);
    const names = (q: { discounts: { name: string }[] }) => q.discounts.map((d) => d.name).sort();
    expect(names(await quote(a.headers, first!))).toEqual(['First come', 'Riya']);
    const intent = await createIntent(t.app, a.headers, items, { discountCode: first });
    expect(intent.statusCode, intent.body).toBe(200);
    const ledger = await t.db
      .select()
      .from(orderDiscounts)
      .where(eq(orderDiscounts.orderId, intent.json().internalOrderId));
    expect(ledger.map((d) => [d.name, d.code]).sort()).toEqual([
      ['First come', null],
      ['Riya', first],
    ]);

    const b = await signedInUser(t.app, t.db);
    const used = await quote(b.headers, first!);
    expect(used.codeProblem).toBe('This code has been used up');
    // The automatic offer's one use is gone; the discount's cap of 10 is not.
    expect(names(used)).toEqual([]);
    const fresh = await quote(b.headers, second!);
    expect(fresh.codeProblem).toBeUndefined();
    expect(names(fresh)).toEqual(['Riya']);
  });
});
