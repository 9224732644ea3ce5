/** Opens the database: PGlite in the data folder by default, a PostgreSQL server when DATABASE_URL is set. */
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies pending migrations; instances migrating at once take turns (see `exclusively`). */
  migrate: () => Promise<void>;
  /**
   * Runs start-up work alone across every instance on this database: a session-level advisory
   * lock on one connection, held until `work` ends, and `migrate` runs the migrations on that
   * same connection. A second instance started at once waits, then finds them applied.
   */
  exclusively: <T>(work: (migrate: () => Promise<void>) => Promise<T>) => Promise<T>;
  close: () => Promise<void>;
  /** Connections in use for /metrics: a saturated pool shows as `waiting` before requests time out. */
  poolStats: () => PoolStats;
};

export type PoolStats = { total: number; idle: number; waiting: number };

/** Migrations sit beside this file in source (src/db) and beside the bundle in dist. */
export function migrationsFolder(): string {
  return path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
}

export type OpenOptions = { databaseUrl?: string; dataDir?: string; pglite?: PGlite };

export async function openDatabase(options: OpenOptions): Promise<Database> {
  const folder = migrationsFolder();
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection cut by the server (restart, failover) must not crash the process; the
    // pool replaces it on next use.
    pool.on('error', (err) => console.warn(`database connection lost: ${err.message}`));
    // pool.end() resolves before its sockets have closed; wait for them, so a closed database is
    // really disconnected (a shutdown, or a test dropping its database right after).
    const open = new Set<pg.PoolClient>();
    pool.on('connect', (client) => {
      open.add(client);
      client.once('end', () => open.delete(client));
    });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const exclusively = <T>(work: (migrate: () => Promise<void>) => Promise<T>) =>
      holdingStartUpLock(pool, (client) =>
        work(() => migratePg(drizzlePg(client, { schema }), { migrationsFolder: folder })),
      );
    return {
      db,
      kind: 'postgres',
      migrate: () => exclusively((migrate) => migrate()),
      exclusively,
      close: async () => {
        const ended = [...open].map(
          (client) => new Promise((resolve) => client.once('end', resolve)),
        );
        await pool.end();
        await Promise.all(ended);
      },
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
    };
  }
  let client = options.pglite;
  if (!client) {
    const dir = options.dataDir ? path.join(options.dataDir, 'pglite') : undefined;
    if (dir) mkdirSync(dir, { recursive: true });
    client = await PGlite.create(dir, { extensions: { pg_trgm } });
  }
  const pglite = client;
  const db = drizzlePglite(pglite, { schema }) as unknown as Db;
  const migrate = () => migratePglite(db as never, { migrationsFolder: folder });
  return {
    db,
    kind: 'pglite',
    migrate,
    // One connection in one process (the data-folder lock keeps a second server out): nothing to
    // take turns with.
    exclusively: (work) => work(migrate),
    close: () => pglite.close(),
    // One in-process connection, always open; queries queue inside PGlite where we cannot see them.
    poolStats: () => ({ total: 1, idle: 1, waiting: 0 }),
  };
}

/**
 * Any fixed number: it names the advisory lock that start-up work (migrations, the seed) holds.
 * Distinct from the seed's own transaction lock, which the seed takes on another connection.
 */
const START_UP_LOCK_KEY = 4_207_310;

/**
 * Holds a session-level advisory lock on one pooled connection while `work` runs on it. The lock
 * dies with the session, so a crashed instance cannot leave it held.
 */
async function holdingStartUpLock<T>(
  pool: pg.Pool,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  let unlocked = false;
  try {
    await client.query('select pg_advisory_lock($1)', [START_UP_LOCK_KEY]);
    try {
      return await work(client);
    } finally {
      unlocked = await client.query('select pg_advisory_unlock($1)', [START_UP_LOCK_KEY]).then(
        () => true,
        () => false,
      );
    }
  } finally {
    // A connection that may still hold the lock is closed, never handed back to the pool.
    client.release(!unlocked);
  }
}
