import { eq, inArray, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type Db } from '../db/client';
import { mailOutbox } from '../db/schema';
import { databaseUrlFor } from '../test/database-urls';
import { startSmtpSink } from '../test/smtp-sink';
import { createTestDatabase } from '../test/test-app';
import { createMailer } from './mailer';

const FROM = 'Shop <shop@example.com>';
const serverUrl = process.env.TEST_DATABASE_URL;

let database: Database;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
beforeAll(async () => {
  database = await createTestDatabase();
  sink = await startSmtpSink({ refuse: (address) => address.startsWith('bounce') });
});
afterAll(async () => {
  await sink.close();
  await database.close();
});

/** Queues `count` mails with unique subjects and returns their ids and subjects. */
async function queueMails(db: Db, count: number, to = 'reader@example.com') {
  const mailer = createMailer(db, { from: FROM });
  const run = randomBytes(4).toString('hex');
  const subjects = Array.from({ length: count }, (_, i) => `run ${run} mail ${i}`);
  const ids = [];
  for (const subject of subjects)
    ids.push(await mailer.queue({ to, subject, text: 'x', html: 'x' }));
  return { ids, subjects };
}

const deliveriesOf = (subjects: string[]) =>
  sink.received.filter((m) => subjects.includes(m.subject));

describe('one sender (embedded database or server)', () => {
  it('delivers every due mail once and marks it sent', async () => {
    const { ids, subjects } = await queueMails(database.db, 25);
    const mailer = createMailer(database.db, { smtpUrl: sink.url, from: FROM });
    await mailer.deliverPending();
    expect(
      deliveriesOf(subjects)
        .map((m) => m.subject)
        .sort(),
    ).toEqual([...subjects].sort());
    const rows = await database.db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids));
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
    // Nothing is due any more: a second run sends nothing.
    await mailer.deliverPending();
    expect(deliveriesOf(subjects)).toHaveLength(25);
  });

  it('backs a refused mail off for a minute, keeping it queued with the error', async () => {
    const { ids } = await queueMails(database.db, 1, 'bounce@example.com');
    const errors: string[] = [];
    const mailer = createMailer(database.db, {
      smtpUrl: sink.url,
      from: FROM,
      log: (msg) => errors.push(msg),
    });
    await mailer.deliverPending();
    const [row] = await database.db
      .select({
        status: mailOutbox.status,
        attempts: mailOutbox.attempts,
        lastError: mailOutbox.lastError,
        waitSeconds: sql<number>`extract(epoch from ${mailOutbox.nextAttemptAt} - now())::int`,
      })
      .from(mailOutbox)
      .where(eq(mailOutbox.id, ids[0]!));
    expect(row).toMatchObject({ status: 'queued', attempts: 1 });
    expect(row!.lastError).toMatch(/mailbox unavailable/);
    expect(row!.waitSeconds).toBeGreaterThan(50);
    expect(row!.waitSeconds).toBeLessThanOrEqual(60);
    expect(errors).toEqual(['mail delivery failed']);
  });

  it('backs repeated failures off 1, 4, 9 and 16 minutes and gives up as failed after 5 tries', async () => {
    const { ids, subjects } = await queueMails(database.db, 1, 'bounce.often@example.com');
    const mailer = createMailer(database.db, { smtpUrl: sink.url, from: FROM });
    const read = async () => {
      const [row] = await database.db
        .select({
          status: mailOutbox.status,
          attempts: mailOutbox.attempts,
          waitMinutes: sql<number>`round(extract(epoch from ${mailOutbox.nextAttemptAt} - now()) / 60)::int`,
        })
        .from(mailOutbox)
        .where(eq(mailOutbox.id, ids[0]!));
      return row!;
    };
    // The wait passes: the row is due again, as it would be that many minutes later.
    const waitOut = () =>
      database.db
        .update(mailOutbox)
        .set({ nextAttemptAt: sql`now() - interval '1 second'` })
        .where(eq(mailOutbox.id, ids[0]!));

    const seen = [];
    for (let attempt = 1; attempt <= 5; attempt++) {
      await mailer.deliverPending();
      seen.push(await read());
      await waitOut();
    }
    expect(seen.map((r) => r.attempts)).toEqual([1, 2, 3, 4, 5]);
    expect(seen.slice(0, 4).map((r) => [r.status, r.waitMinutes])).toEqual([
      ['queued', 1],
      ['queued', 4],
      ['queued', 9],
      ['queued', 16],
    ]);
    expect(seen[4]!.status).toBe('failed');

    // A failed mail is never tried again, however long it waits.
    await mailer.deliverPending();
    expect(await read()).toMatchObject({ status: 'failed', attempts: 5 });
    expect(deliveriesOf(subjects)).toHaveLength(0);
  });
});

describe.runIf(serverUrl)('two instances on one PostgreSQL database', () => {
  let second: Database;
  beforeAll(async () => {
    // A second pool on the same database, as a second API instance would have.
    const result = await database.db.execute(sql`select current_database() as name`);
    const [row] = (result as unknown as { rows: { name: string }[] }).rows;
    second = await openDatabase({ databaseUrl: databaseUrlFor(serverUrl!, row!.name) });
  });
  afterAll(() => second.close());

  it('delivers 50 queued mails exactly 50 times while both senders run at once', async () => {
    const { ids, subjects } = await queueMails(database.db, 50);
    const a = createMailer(database.db, { smtpUrl: sink.url, from: FROM });
    const b = createMailer(second.db, { smtpUrl: sink.url, from: FROM });
    await Promise.all([a.deliverPending(), b.deliverPending()]);
    const delivered = deliveriesOf(subjects).map((m) => m.subject);
    expect(delivered).toHaveLength(50);
    expect(new Set(delivered).size).toBe(50);
    const rows = await second.db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids));
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
  });

  it("retries a crashed sender's mail once its lease has run out, not before", async () => {
    const { ids, subjects } = await queueMails(database.db, 1);
    // What a sender that claimed the row and then died leaves behind.
    const leave = (lease: ReturnType<typeof sql>) =>
      database.db
        .update(mailOutbox)
        .set({ attempts: 1, nextAttemptAt: lease })
        .where(eq(mailOutbox.id, ids[0]!));
    await leave(sql`now() + interval '4 minutes'`);
    const b = createMailer(second.db, { smtpUrl: sink.url, from: FROM });
    await b.deliverPending();
    expect(deliveriesOf(subjects)).toHaveLength(0);

    await leave(sql`now() - interval '1 second'`);
    await b.deliverPending();
    expect(deliveriesOf(subjects)).toHaveLength(1);
    const [row] = await second.db.select().from(mailOutbox).where(eq(mailOutbox.id, ids[0]!));
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
  });
});
