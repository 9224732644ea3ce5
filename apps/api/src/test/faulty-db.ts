/**
 * A fault-injecting database for crash tests: once armed, the next matching write inside a
 * transaction fails, so the transaction dies midway exactly as it would if the process were killed
 * (the server rolls back whatever the transaction wrote). Our own code runs unchanged on top.
 */
import type { Table } from 'drizzle-orm';
import { buildApp } from '../app';
import type { Db, Tx } from '../db/client';
import { createTestDatabase, testConfig } from './test-app';

type Write = 'insert' | 'update' | 'delete';
type Fault = { op: Write; table: Table };

export class InjectedCrash extends Error {}

/** A query builder that accepts any chain of calls and fails when awaited. */
function crashingQuery(): unknown {
  const chain: unknown = new Proxy(() => chain, {
    get: (_target, prop) =>
      prop === 'then'
        ? (_resolve: unknown, reject: (err: Error) => void) =>
            reject(new InjectedCrash('injected crash'))
        : () => chain,
  });
  return chain;
}

export function withFaults(db: Db) {
  let armed: Fault | null = null;
  let fired = 0;

  const wrapTx = (tx: Tx): Tx =>
    new Proxy(tx, {
      get(target, prop) {
        if (prop === 'insert' || prop === 'update' || prop === 'delete') {
          return (table: Table) => {
            if (armed?.op === prop && armed.table === table) {
              armed = null;
              fired += 1;
              return crashingQuery();
            }
            return target[prop](table as never);
          };
        }
        if (prop === 'transaction')
          return (work: (inner: Tx) => Promise<unknown>) =>
            target.transaction((inner) => work(wrapTx(inner)));
        const value = Reflect.get(target, prop, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });

  const faulty = new Proxy(db, {
    get(target, prop) {
      if (prop === 'transaction')
        return (work: (tx: Tx) => Promise<unknown>, config?: never) =>
          target.transaction((tx) => work(wrapTx(tx)), config);
      const value = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });

  return {
    db: faulty,
    /** The next `op` on `table` inside a transaction fails (once). */
    crashOnNext(op: Write, table: Table) {
      armed = { op, table };
    },
    get fired() {
      return fired;
    },
  };
}

/** createTestApp with a database that can be made to crash midway through a transaction. */
export async function createFaultyTestApp() {
  const database = await createTestDatabase();
  const faults = withFaults(database.db);
  const config = testConfig();
  const app = await buildApp({ config, database: { ...database, db: faults.db } });
  return {
    app,
    db: database.db,
    faults,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
