/**
 * Issue 28's acceptance for exact caps and balances: two API instances (each its own pool) on one
 * PostgreSQL server take racing checkouts. A 5-use code is used exactly 5 times by 20 checkouts; a
 * per-customer cap of 1 holds for 5 racing checkouts of one customer; a ₹1,000 gift card spent by
 * two racing ₹700 checkouts pays one in full and the other ₹300 at most. Needs the real server
 * (CI sets TEST_DATABASE_URL).
 */
import { effectivePrice, type Product } from '@shop/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase, type Database } from '../../db/client';
import { orderCounts } from '../../db/ledger-rule';
import { giftCardMovements, orderDiscounts, orders } from '../../db/schema';
import { createIntent } from '../../test/checkout';
import { signedInUser } from '../../test/factories';
import { databaseUrlFor } from '../../test/database-urls';
import { createTestDatabase, testConfig } from '../../test/test-app';

const serverUrl = process.env.TEST_DATABASE_URL;
type Headers = Record<string, string>;

describe.runIf(serverUrl)('caps and balances on two instances', () => {
  let first: Database;
  let second: Database;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let owner: Headers;
  let catalogue: Product[];

  beforeAll(async () => {
    first = await createTestDatabase();
    const result = await first.db.execute(sql`select current_database() as name`);
    const [row] = (result as unknown as { rows: { name: string }[] }).rows;
    second = await openDatabase({ databaseUrl: databaseUrlFor(serverUrl!, row!.name) });
    a = await buildApp({ config: testConfig({ rateLimitScale: 100 }), database: first });
    b = await buildApp({ config: testConfig({ rateLimitScale: 100 }), database: second });
    owner = (await signedInUser(a, first.db, { role: 'admin' })).headers;
    catalogue = (
      await a.inject({ method: 'GET', url: '/api/products/get-products?limit=100' })
    ).json().products;
  });

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await second?.close();
    await first?.close();
  });

  const discount = async (body: object) => {
    const res = await a.inject({
      method: 'POST',
      url: '/api/admin/discounts',
      headers: owner,
      payload: { method: 'code', kind: 'percent', value: 10, ...body },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().discount.id as string;
  };

  /** The uses that count: orders holding stock or paid. */
  const usesOf = async (discountId: string) => {
    const rows = await first.db
      .select({ id: orderDiscounts.id })
      .from(orderDiscounts)
      .innerJoin(orders, eq(orders.id, orderDiscounts.orderId))
      .where(and(eq(orderDiscounts.discountId, discountId), orderCounts));
    return rows.length;
  };

  const stocked = (n: number) =>
    catalogue.filter((p) => p.countInStock >= n && effectivePrice(p) >= 300);

  it('uses a 5-use code exactly 5 times under 20 racing checkouts', async () => {
    const id = await discount({ name: 'Five uses', code: 'FIVEUSES', usageCap: 5 });
    const product = stocked(25)[0]!;
    const shoppers = await Promise.all(Array.from({ length: 20 }, () => signedInUser(a, first.db)));
    const results = await Promise.all(
      shoppers.map((s, i) =>
        createIntent(i % 2 ? b : a, s.headers, [{ id: product._id, quantity: 1 }], {
          discountCode: 'fiveuses',
        }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(5);
    for (const r of results.filter((r) => r.statusCode !== 200)) {
      expect([400, 409]).toContain(r.statusCode);
      expect(r.json().message).toBe('This code has been used up');
    }
    expect(await usesOf(id)).toBe(5);
  });

  it('holds a per-customer cap of 1 under 5 racing checkouts of one customer', async () => {
    const id = await discount({ name: 'Once each', code: 'ONCEEACH', perCustomerCap: 1 });
    const product = stocked(10)[1]!;
    const { headers } = await signedInUser(a, first.db);
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        createIntent(i % 2 ? b : a, headers, [{ id: product._id, quantity: 1 + i }], {
          discountCode: 'ONCEEACH',
        }),
      ),
    );
    // Each checkout of one shopper gives back the one before it: one use is held at the end.
    expect(results.some((r) => r.statusCode === 200)).toBe(true);
    for (const r of results) expect([200, 400, 409]).toContain(r.statusCode);
    expect(await usesOf(id)).toBe(1);
  });

  it('pays one racing ₹700 checkout in full from a ₹1,000 card and the other ₹300 at most', async () => {
    const issued = await a.inject({
      method: 'POST',
      url: '/api/admin/gift-cards',
      headers: owner,
      payload: { amount: 1000_00, recipientName: 'Two checkouts' },
    });
    expect(issued.statusCode, issued.body).toBe(201);
    const code = issued.json().code as string;
    const cardId = issued.json().giftCard.id as string;
    // Two carts worth about ₹700 each.
    const product = catalogue
      .filter((p) => p.countInStock >= 10)
      .sort((x, y) => Math.abs(effectivePrice(x) - 700) - Math.abs(effectivePrice(y) - 700))[0]!;
    const [one, two] = await Promise.all(
      [a, b].map(async (app) => {
        const { headers } = await signedInUser(a, first.db);
        return createIntent(app, headers, [{ id: product._id, quantity: 1 }], {
          giftCardCodes: [code],
        });
      }),
    );
    const spends = await first.db
      .select({ amount: giftCardMovements.amountMinor, orderId: giftCardMovements.orderId })
      .from(giftCardMovements)
      .where(and(eq(giftCardMovements.giftCardId, cardId), eq(giftCardMovements.kind, 'spend')));
    const spent = spends.reduce((sum, s) => sum - s.amount, 0);
    expect(spent).toBeLessThanOrEqual(1000_00);
    const ok = [one!, two!].filter((r) => r.statusCode === 200);
    for (const r of [one!, two!].filter((r) => r.statusCode !== 200))
      expect(r.json().message).toBe('This gift card has no balance left');
    // Every order's charge plus its card spend is its total.
    for (const r of ok) {
      const [order] = await first.db
        .select()
        .from(orders)
        .where(eq(orders.id, r.json().internalOrderId));
      const card = spends.find((s) => s.orderId === order!.id);
      expect(order!.amountMinor + -(card?.amount ?? 0)).toBe(order!.totalCents);
    }
    const balance = await a.inject({
      method: 'POST',
      url: '/api/gift-cards/balance',
      payload: { code },
      remoteAddress: '10.66.0.1',
    });
    if (spent === 1000_00)
      expect(balance.json().message).toBe('This gift card has no balance left');
    else expect(balance.json().balance).toBe(1000_00 - spent);
  });
});
