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
  migrate: () => Promise<void>;
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
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db as never, { migrationsFolder: folder }),
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
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder: folder }),
    close: () => pglite.close(),
    // One in-process connection, always open; queries queue inside PGlite where we cannot see them.
    poolStats: () => ({ total: 1, idle: 1, waiting: 0 }),
  };
}
