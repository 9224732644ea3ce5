/**
 * Issue 26's acceptance for back-in-stock alerts: two API instances (each its own pool) on one
 * PostgreSQL server and one Redis; 30 shoppers wait for a sold-out variant, the owner restocks it
 * through one instance, both instances' workers run at once, and each shopper gets one mail.
 * Needs the real servers (CI sets TEST_DATABASE_URL and TEST_REDIS_URL).
 */
import { and, eq, isNull, like, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase, type Database } from '../../db/client';
import { mailOutbox, products, productVariants, stockAlerts } from '../../db/schema';
import { databaseUrlFor } from '../../test/database-urls';
import { latestMail, signedInUser } from '../../test/factories';
import { startSmtpSink } from '../../test/smtp-sink';
import { createTestDatabase, testConfig } from '../../test/test-app';
import { createStockAlerts } from './alerts';

const serverUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const SHOPPERS = 30;

describe.runIf(serverUrl && redisUrl)('back-in-stock alerts on two instances', () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let first: Database;
  let second: Database;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let owner: Record<string, string>;
  let productId: string;
  let variantId: string;

  beforeAll(async () => {
    sink = await startSmtpSink();
    first = await createTestDatabase();
    const result = await first.db.execute(sql`select current_database() as name`);
    const [row] = (result as unknown as { rows: { name: string }[] }).rows;
    second = await openDatabase({ databaseUrl: databaseUrlFor(serverUrl!, row!.name) });
    const shared = { redisUrl, smtpUrl: sink.url, rateLimitScale: 100 };
    a = await buildApp({ config: testConfig(shared), database: first });
    b = await buildApp({ config: testConfig(shared), database: second });
    owner = (await signedInUser(a, first.db, { role: 'admin', name: 'Owner' })).headers;
    const [variant] = await first.db
      .select({ id: productVariants.id, productId: productVariants.productId })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(
        and(eq(products.slug, 'dot-grid-bullet-journal-a5'), eq(productVariants.countInStock, 0)),
      );
    productId = variant!.productId;
    variantId = variant!.id;
  });

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await second?.close();
    await first?.close();
    await sink?.close();
  });

  let address = 0;
  const notifyMe = (app: FastifyInstance, payload: object, headers = {}) =>
    app.inject({
      method: 'POST',
      url: `/api/products/${productId}/variants/${variantId}/notify-me`,
      headers,
      payload,
      remoteAddress: `10.2.0.${++address}`,
    });

  /** Ten signed-in shoppers and twenty visitors who confirm, asking through either instance. */
  async function thirtyWaiting(): Promise<string[]> {
    const emails: string[] = [];
    for (let i = 0; i < SHOPPERS; i++) {
      const app = i % 2 ? b : a;
      if (i < 10) {
        const shopper = await signedInUser(app, first.db);
        expect((await notifyMe(app, {}, shopper.headers)).json().status).toBe('subscribed');
        emails.push(shopper.user.email);
        continue;
      }
      const email = `waiting.${i}@example.com`;
      expect((await notifyMe(app, { email })).json().status).toBe('confirm-email');
      const token = /confirm\?token=(\S+)/.exec((await latestMail(first.db, email)).text)![1];
      const other = app === a ? b : a;
      const page = await other.inject({ url: `/api/stock-alerts/confirm?token=${token}` });
      expect(page.statusCode).toBe(200);
      emails.push(email);
    }
    return emails;
  }

  const restockMails = () =>
    first.db
      .select({ to: mailOutbox.to })
      .from(mailOutbox)
      .where(like(mailOutbox.subject, '%is back in stock'));

  /** Both instances' workers at once, then both mail senders, until everything is idle. */
  async function runBothWorkers() {
    const apps = [a, b];
    await Promise.all(apps.map((app) => app.services.stockAlerts.deliverDue()));
    await Promise.all(apps.map((app) => app.services.stockAlerts.idle()));
    await Promise.all(apps.map((app) => app.services.mailer.deliverPending()));
    await Promise.all(apps.map((app) => app.services.mailer.idle()));
  }

  it('mails 30 waiting shoppers once each after one restock, both workers running', async () => {
    const emails = await thirtyWaiting();
    const counts = await b.inject({ url: '/api/admin/stock-alerts', headers: owner });
    expect(counts.json().variants[0]).toMatchObject({ variantId, waiting: SHOPPERS });
    expect(await restockMails()).toHaveLength(0);
    // The visitors' confirmation mails are sent before the restock; count what comes after.
    await runBothWorkers();
    const before = sink.received.length;
    const afterRestock = () => sink.received.slice(before).flatMap((m) => m.to);

    const restock = await a.inject({
      method: 'POST',
      url: `/api/admin/products/${productId}/stock`,
      headers: owner,
      payload: { delta: 40, reason: 'Reprint arrived', variantId },
    });
    expect(restock.statusCode).toBe(200);
    // A's worker is kicked at once, B's through Redis; run both again on top, as their polls would.
    await runBothWorkers();
    await expect.poll(async () => (await restockMails()).length, { timeout: 10_000 }).toBe(30);
    await runBothWorkers();

    const queued = (await restockMails()).map((m) => m.to);
    expect(queued.sort()).toEqual([...emails].sort());
    const waiting = await first.db.select().from(stockAlerts).where(isNull(stockAlerts.notifiedAt));
    expect(waiting).toHaveLength(0);
    await expect.poll(() => afterRestock().length, { timeout: 10_000 }).toBe(SHOPPERS);
    expect(afterRestock().sort()).toEqual([...emails].sort());
  });

  it('claims one alert per transaction on both pools at once without mailing any twice', async () => {
    // The same race, sharper: batches of one, four runners on each pool's connections at once.
    await first.db.delete(mailOutbox);
    await first.db.update(stockAlerts).set({ notifiedAt: null, dueAt: new Date() });
    const workers = [first, second].map((database) =>
      createStockAlerts({
        db: database.db,
        mailer: (database === first ? a : b).services.mailer,
        publicUrl: 'https://shop.example',
        secret: 'test-secret',
        batch: 1,
      }),
    );
    const drain = async (worker: (typeof workers)[number]) => {
      while ((await worker.mailDue()) > 0);
    };
    await Promise.all(Array.from({ length: 4 }, () => workers.map(drain)).flat());
    const queued = (await restockMails()).map((m) => m.to);
    expect(queued).toHaveLength(SHOPPERS);
    expect(new Set(queued).size).toBe(SHOPPERS);
  });
});
