import { effectivePriceCents } from '@shop/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../test/factories';
import { createTestApp } from '../test/test-app';
import { effectivePriceSql } from './effective-price-sql';
import { products } from './schema';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const stored = () =>
  t.db
    .select({
      id: products.id,
      priceCents: products.priceCents,
      salePriceCents: products.salePriceCents,
      sql: effectivePriceSql(products),
    })
    .from(products);

describe('effective price in SQL', () => {
  it('agrees with the shared rule on every stored product, sale or not', async () => {
    const [a, b, c] = await stored();
    // One of each case the back office can store: no sale, a lower sale, a sale equal to the price.
    await t.db.update(products).set({ salePriceCents: null }).where(eq(products.id, a!.id));
    await t.db
      .update(products)
      .set({ priceCents: 2000, salePriceCents: 1999 })
      .where(eq(products.id, b!.id));
    await t.db
      .update(products)
      .set({ priceCents: 2000, salePriceCents: 2000 })
      .where(eq(products.id, c!.id));
    const rows = await stored();
    expect(rows.some((r) => r.salePriceCents !== null)).toBe(true);
    for (const row of rows) expect(Number(row.sql)).toBe(effectivePriceCents(row));
  });

  it('can rely on no stored sale price being above the price: the back office refuses one', async () => {
    const admin = await signedInUser(t.app, t.db, { role: 'admin' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: admin.headers,
      payload: {
        title: 'Dearer on sale',
        description: 'A sale price above the price would make the SQL and the rule disagree.',
        category: 'planners',
        price: 20,
        salePrice: 25,
        countInStock: 1,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({ salePrice: 'Sale price must be below the price' });
  });
});
