/**
 * Each cart reminder goes out once across instances (issue 30, record 065): two API instances,
 * each its own pool, on one PostgreSQL server; 12 shoppers leave consenting checkouts, both
 * instances sweep at once, several times, at the first delay and at the second; every shopper
 * gets exactly two reminders. Needs the real server (CI sets TEST_DATABASE_URL).
 */
import { inArray, like, sql, and } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase, type Database } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import { recoveryMails } from '../../db/schema/recovery';
import { createIntent, SHIPPING } from '../../test/checkout';
import { databaseUrlFor } from '../../test/database-urls';
import { productInStock } from '../../test/factories';
import { createTestDatabase, testConfig } from '../../test/test-app';

const serverUrl = process.env.TEST_DATABASE_URL;
const SHOPPERS = 12;
const HOUR = 60 * 60 * 1000;

describe.runIf(serverUrl)('cart reminders on two instances', () => {
  let first: Database;
  let second: Database;
  let a: FastifyInstance;
  let b: FastifyInstance;

  beforeAll(async () => {
    first = await createTestDatabase();
    const result = await first.db.execute(sql`select current_database() as name`);
    const [row] = (result as unknown as { rows: { name: string }[] }).rows;
    second = await openDatabase({ databaseUrl: databaseUrlFor(serverUrl!, row!.name) });
    a = await buildApp({ config: testConfig({ rateLimitScale: 100 }), database: first });
    b = await buildApp({ config: testConfig({ rateLimitScale: 100 }), database: second });
  });

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await second?.close();
    await first?.close();
  });

  it('mails each shopper each of the two reminders once', async () => {
    const product = await productInStock(a, SHOPPERS + 2);
    const emails: string[] = [];
    const orderIds: string[] = [];
    for (let i = 0; i < SHOPPERS; i++) {
      const app = i % 2 ? b : a;
      const email = `twice.${i}@example.com`;
      const intent = await createIntent(app, {}, [{ id: product._id, quantity: 1 }], {
        receipt_email: email,
        shipping: { ...SHIPPING, email },
      });
      expect(intent.statusCode).toBe(200);
      const { internalOrderId, orderToken } = intent.json();
      const consent = await app.inject({
        method: 'POST',
        url: '/api/checkout/recovery-consent',
        payload: { orderId: internalOrderId, orderToken },
      });
      expect(consent.statusCode).toBe(200);
      emails.push(email);
      orderIds.push(internalOrderId);
    }

    // Both instances' timers fire together, three times at each delay.
    for (const hours of [3, 3, 3, 25, 25, 25]) {
      const now = new Date(Date.now() + hours * HOUR);
      const sent = await Promise.all([
        a.services.recovery.sweep(now),
        b.services.recovery.sweep(now),
        a.services.recovery.sweep(now),
        b.services.recovery.sweep(now),
      ]);
      expect(sent.reduce((x, y) => x + y, 0)).toBeLessThanOrEqual(SHOPPERS);
    }

    const mails = await first.db
      .select({ to: mailOutbox.to, subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(and(inArray(mailOutbox.to, emails), like(mailOutbox.subject, '%cart%')));
    for (const email of emails) {
      expect(
        mails
          .filter((m) => m.to === email)
          .map((m) => m.subject)
          .sort(),
      ).toEqual([
        'You left something in your Mindful Marks cart',
        'Your Mindful Marks cart is still waiting',
      ]);
    }
    const claims = await first.db
      .select()
      .from(recoveryMails)
      .where(inArray(recoveryMails.orderId, orderIds));
    expect(claims).toHaveLength(SHOPPERS * 2);
  }, 120_000);
});
