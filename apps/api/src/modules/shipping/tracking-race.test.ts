/**
 * The tracking webhook on two instances (record 058): the aggregator retries while the first
 * delivery is still being written, and the two land on different instances of one PostgreSQL
 * database at once. Each update is recorded, put on the timeline and mailed once. Needs the real
 * server (CI sets TEST_DATABASE_URL); the embedded database has one connection and hides the race.
 */
import { and, eq, like, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase, type Database } from '../../db/client';
import { mailOutbox, orderStatusEvents, shipmentEvents } from '../../db/schema';
import { buy } from '../../test/checkout';
import { databaseUrlFor } from '../../test/database-urls';
import { productInStock, signedInUser } from '../../test/factories';
import { createTestApp, testConfig } from '../../test/test-app';

const serverUrl = process.env.TEST_DATABASE_URL;

describe.runIf(serverUrl)('the tracking webhook on two instances', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let second: Database;
  let b: FastifyInstance;

  beforeAll(async () => {
    t = await createTestApp();
    const result = await t.db.execute(sql`select current_database() as name`);
    const [row] = (result as unknown as { rows: { name: string }[] }).rows;
    second = await openDatabase({ databaseUrl: databaseUrlFor(serverUrl!, row!.name) });
    b = await buildApp({ config: testConfig(), database: second });
  });
  afterAll(async () => {
    await b?.close();
    await second?.close();
    await t?.close();
  });

  it('records, moves and mails each update once when deliveries race', async () => {
    const owner = await signedInUser(t.app, t.db, { role: 'admin', name: 'Owner' });
    const customer = await signedInUser(t.app, t.db);
    const product = await productInStock(t.app);
    const { internalOrderId: id, orderNumber } = await buy(t.app, customer.headers, [
      { id: product._id, quantity: 1 },
    ]);
    const carriers = (
      await t.app.inject({ url: '/api/admin/shipping/carriers', headers: owner.headers })
    ).json().carriers as { id: string; name: string }[];
    const awb = '52525252525';
    for (const payload of [
      { status: 'processing' },
      {
        status: 'shipped',
        carrierId: carriers.find((c) => c.name === 'Blue Dart')!.id,
        trackingNumber: awb,
        estimatedDelivery: '2026-12-03',
      },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${id}/status`,
        headers: owner.headers,
        payload,
      });
      expect(res.statusCode, res.body).toBe(200);
    }

    const at = '02 12 2026 08:30:00';
    const body = {
      awb,
      courier_name: 'Blue Dart',
      current_status: 'OUT FOR DELIVERY',
      shipment_status: 'OUT FOR DELIVERY',
      current_timestamp: at,
      scans: [{ date: at, activity: 'OUT FOR DELIVERY', location: 'Bengaluru_Hub (Karnataka)' }],
    };
    const deliver = (app: FastifyInstance) =>
      app.inject({
        method: 'POST',
        url: '/api/shipping/webhooks/sandbox',
        headers: { 'x-api-key': t.config.shipping.webhookToken! },
        payload: body,
      });
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => deliver(i % 2 ? b : t.app)),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    expect(answers.filter((r) => !r.json().duplicate)).toHaveLength(1);

    const events = await t.db.select().from(shipmentEvents).where(eq(shipmentEvents.awb, awb));
    expect(events).toHaveLength(1);
    const timeline = await t.db
      .select()
      .from(orderStatusEvents)
      .where(
        and(eq(orderStatusEvents.orderId, id), eq(orderStatusEvents.status, 'out_for_delivery')),
      );
    expect(timeline).toHaveLength(1);
    const mails = await t.db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.subject, `Order ${orderNumber}: out for delivery`));
    expect(mails).toHaveLength(1);
  });
});
