/**
 * Issue 27's acceptance for COD expiry: two API instances (each its own pool) on one PostgreSQL
 * server run the expiry at once; every unconfirmed order past its 24 hours is cancelled once and
 * its stock comes back once. Needs the real server (CI sets TEST_DATABASE_URL).
 */
import { effectivePrice, type Product } from '@shop/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase, type Database } from '../../db/client';
import { notifications, orders, orderStatusEvents } from '../../db/schema';
import { placeCod } from '../../test/cod';
import { databaseUrlFor } from '../../test/database-urls';
import { createTestDatabase, testConfig } from '../../test/test-app';

const serverUrl = process.env.TEST_DATABASE_URL;
const ORDERS = 12;
const DAY_MS = 24 * 3_600_000;

describe.runIf(serverUrl)('COD expiry on two instances', () => {
  let first: Database;
  let second: Database;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let product: Product;

  beforeAll(async () => {
    first = await createTestDatabase();
    const result = await first.db.execute(sql`select current_database() as name`);
    const [row] = (result as unknown as { rows: { name: string }[] }).rows;
    second = await openDatabase({ databaseUrl: databaseUrlFor(serverUrl!, row!.name) });
    a = await buildApp({ config: testConfig({ rateLimitScale: 100 }), database: first });
    b = await buildApp({ config: testConfig({ rateLimitScale: 100 }), database: second });
    const catalogue: Product[] = (
      await a.inject({ method: 'GET', url: '/api/products/get-products?limit=100' })
    ).json().products;
    product = catalogue.find((p) => p.countInStock >= 2 * ORDERS && effectivePrice(p) >= 199)!;
  });

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await second?.close();
    await first?.close();
  });

  it('makes one order of the same checkout sent to both instances at once', async () => {
    const stock = () => a.services.payments.stockOf(product._id);
    const before = await stock();
    const send = (app: FastifyInstance) =>
      placeCod(app, [{ id: product._id, quantity: 2 }], {
        email: 'twice@example.com',
        shipping: { number: '+91 92222 99999' },
      });
    const [one, two] = await Promise.all([send(a), send(b)]);
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    expect(one.json().orderNumber).toBe(two.json().orderNumber);
    expect(await stock()).toBe(before - 2);
    // Cancelled again at once, so the test below starts from settled stock.
    await a.services.cod.cancelUnconfirmed(new Date(Date.now() + DAY_MS + 60_000));
    expect(await stock()).toBe(before);
  });

  it('cancels each unconfirmed order once and gives its stock back once', async () => {
    const stock = () => a.services.payments.stockOf(product._id);
    const before = await stock();
    const ids: string[] = [];
    for (let i = 0; i < ORDERS; i++) {
      const res = await placeCod(i % 2 ? b : a, [{ id: product._id, quantity: 1 }], {
        email: `two-${i}@example.com`,
        shipping: { number: `+91 92222 ${String(10000 + i).slice(-5)}` },
      });
      expect(res.statusCode).toBe(200);
      ids.push(res.json().orderId);
    }
    expect(await stock()).toBe(before - ORDERS);

    const later = new Date(Date.now() + DAY_MS + 60_000);
    const runs = await Promise.all([
      a.services.cod.cancelUnconfirmed(later),
      b.services.cod.cancelUnconfirmed(later),
      a.services.cod.cancelUnconfirmed(later),
      b.services.cod.cancelUnconfirmed(later),
    ]);
    expect(runs.reduce((x, y) => x + y, 0)).toBe(ORDERS);
    expect(await stock()).toBe(before);

    const rows = await first.db.select().from(orders).where(inArray(orders.id, ids));
    expect(rows.every((o) => o.status === 'cancelled' && !o.stockHeld)).toBe(true);
    const events = await first.db
      .select()
      .from(orderStatusEvents)
      .where(
        and(inArray(orderStatusEvents.orderId, ids), eq(orderStatusEvents.status, 'cancelled')),
      );
    expect(events).toHaveLength(ORDERS);
    // Each shopper is told once.
    const told = await first.db
      .select()
      .from(notifications)
      .where(
        and(
          inArray(notifications.orderId, ids),
          eq(notifications.kind, 'cod_cancelled'),
          eq(notifications.channel, 'mail'),
        ),
      );
    expect(told.map((n) => n.orderId).sort()).toEqual([...ids].sort());
    // A later run on either instance finds nothing more to do.
    expect(await b.services.cod.cancelUnconfirmed(later)).toBe(0);
    expect(await stock()).toBe(before);
  });
});
