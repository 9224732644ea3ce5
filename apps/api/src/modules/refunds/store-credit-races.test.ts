/**
 * A return refunded to store credit, approved on two API instances at once (each its own pool) on
 * one PostgreSQL server, and the owner's store-credit refund sent to both with one request key:
 * the customer is credited once either way (record 052). Needs the real server (CI sets
 * TEST_DATABASE_URL).
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase, type Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { orderItems, refunds, storeCreditMovements } from '../../db/schema';
import { databaseUrlFor } from '../../test/database-urls';
import { signedInUser } from '../../test/factories';
import { createTestDatabase, testConfig } from '../../test/test-app';
import {
  dearItems,
  markDelivered,
  ownerRefund,
  placeOrder,
  returnForm,
  storeCreditOf,
  returnPhoto,
} from '../../test/paid-orders';

const serverUrl = process.env.TEST_DATABASE_URL;
const ROUNDS = 4;

describe.runIf(serverUrl)('store credit under racing approvals and refunds', () => {
  let first: Database;
  let second: Database;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let owner: Record<string, string>;
  let items: { id: string; quantity: number }[];
  let photo: Buffer;

  beforeAll(async () => {
    first = await createTestDatabase();
    const [row] = rowsOf<{ name: string }>(
      await first.db.execute(sql`select current_database() as name`),
    );
    second = await openDatabase({ databaseUrl: databaseUrlFor(serverUrl!, row!.name) });
    a = await buildApp({ config: testConfig({ rateLimitScale: 100 }), database: first });
    b = await buildApp({ config: testConfig({ rateLimitScale: 100 }), database: second });
    owner = (await signedInUser(a, first.db, { role: 'admin' })).headers;
    items = await dearItems(a, 2);
    photo = await returnPhoto();
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await second?.close();
    await first?.close();
  });

  const creditRows = (orderId: string) =>
    first.db.select().from(storeCreditMovements).where(eq(storeCreditMovements.orderId, orderId));

  it('credits a return approved on both instances at once, once', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const customer = await signedInUser(a, first.db);
      const order = await placeOrder({ app: a, db: first.db }, customer.headers, items);
      await markDelivered(first.db, order.id);
      const [item] = await first.db
        .select()
        .from(orderItems)
        .where(eq(orderItems.orderId, order.id));
      const form = returnForm(
        {
          reason: 'damaged',
          refundMethod: 'store_credit',
          lines: JSON.stringify([{ itemId: item!.id, quantity: 1 }]),
        },
        photo,
      );
      const asked = await a.inject({
        method: 'POST',
        url: `/api/products/my-orders/${order.orderNumber}/returns`,
        headers: { ...customer.headers, ...form.headers },
        payload: form.payload,
      });
      expect(asked.statusCode, asked.body).toBe(201);
      const url = `/api/admin/returns/${asked.json().return.id}/approve`;
      const answers = await Promise.all(
        [a, b].map((app) => app.inject({ method: 'POST', url, headers: owner })),
      );
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const rows = await creditRows(order.id);
      expect(rows).toHaveLength(1);
      expect((await storeCreditOf(b, customer.headers)).balance).toBe(rows[0]!.amountMinor);
    }
  });

  it("credits the owner's refund sent to both instances with one key, once", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const customer = await signedInUser(a, first.db);
      const order = await placeOrder({ app: a, db: first.db }, customer.headers, items);
      const body = { amountMinor: 400_00, currency: 'INR', reason: 'Late', method: 'store_credit' };
      const key = `race-key-${round}-${order.orderNumber}`.slice(0, 64);
      const answers = await Promise.all(
        [a, b].map((app) => ownerRefund(app, owner, order.id, body, key)),
      );
      expect(answers.map((r) => r.statusCode)).toEqual([201, 201]);
      expect(answers[0]!.json().refund.id).toBe(answers[1]!.json().refund.id);
      expect(await creditRows(order.id)).toHaveLength(1);
      expect(
        await first.db.select().from(refunds).where(eq(refunds.orderId, order.id)),
      ).toHaveLength(1);
      expect((await storeCreditOf(a, customer.headers)).balance).toBe(400_00);
    }
  });
});
