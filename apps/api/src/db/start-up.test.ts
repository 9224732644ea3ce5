/**
 * Three instances started at once on an empty PostgreSQL database (a first deploy, or a rolling
 * one that scales out): each runs the start-up server.ts runs, with its own connection pool. All
 * three become ready, every migration is applied once and the catalogue is seeded once. Needs the
 * real server (TEST_DATABASE_URL); the embedded database has a single connection.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createLocalStorage } from '../integrations/storage/local-storage';
import { adminUrl, databaseUrlFor } from '../test/database-urls';
import { testConfig } from '../test/test-app';
import { migrationsFolder, openDatabase, type Database } from './client';
import { prepareDatabase } from './start-up';

const serverUrl = process.env.TEST_DATABASE_URL;

type Rows<T> = { rows: T[] };
const rows = async <T>(database: Database, query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as Rows<T>).rows;

describe.runIf(serverUrl)('three instances starting at once on an empty database', () => {
  const name = `shop_start_${randomBytes(6).toString('hex')}`;
  // One picture folder for all three, as instances share one bucket.
  const pictures = mkdtempSync(path.join(tmpdir(), 'shop-start-up-'));
  let admin: pg.Client;
  const databases: Database[] = [];

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: adminUrl(serverUrl!) });
    await admin.connect();
    await admin.query(`create database "${name}"`);
  });
  afterAll(async () => {
    await Promise.all(databases.map((database) => database.close()));
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
    rmSync(pictures, { recursive: true, force: true });
  });

  it('migrates once, seeds once, and all three become ready', async () => {
    for (let i = 0; i < 3; i++)
      databases.push(await openDatabase({ databaseUrl: databaseUrlFor(serverUrl!, name) }));
    const logs: string[] = [];
    const seeded = await Promise.all(
      databases.map((database) =>
        prepareDatabase(database, createLocalStorage(pictures), (msg) => logs.push(msg)),
      ),
    );
    expect(seeded.filter(Boolean)).toHaveLength(1);

    const apps = await Promise.all(
      databases.map((database) => buildApp({ config: testConfig(), database })),
    );
    try {
      for (const app of apps) {
        const ready = await app.inject({ method: 'GET', url: '/api/ready' });
        expect(ready.statusCode).toBe(200);
      }
    } finally {
      await Promise.all(apps.map((app) => app.close()));
    }

    const journal = JSON.parse(
      readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8'),
    ) as { entries: { tag: string }[] };
    const applied = await rows<{ hash: string }>(
      databases[0]!,
      sql`select hash from drizzle.__drizzle_migrations`,
    );
    expect(applied).toHaveLength(journal.entries.length);
    expect(new Set(applied.map((row) => row.hash)).size).toBe(journal.entries.length);

    const seedLines = logs.filter((line) => /^Seeded \d+ products/.test(line));
    expect(seedLines).toHaveLength(1);
    const [products] = await rows<{ all: number; slugs: number }>(
      databases[1]!,
      sql`select count(*)::int as all, count(distinct slug)::int as slugs from products`,
    );
    expect(seedLines[0]).toContain(`Seeded ${products!.all} products`);
    expect(products!.slugs).toBe(products!.all);
    // The demo shop's 42 past orders, written once.
    const [orders] = await rows<{ all: number }>(
      databases[2]!,
      sql`select count(*)::int as all from orders`,
    );
    expect(orders!.all).toBe(42);
  }, 120_000);
});
