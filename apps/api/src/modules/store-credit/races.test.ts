/**
 * Store credit spent by two checkouts of one customer racing on two API instances (each its own
 * pool) on one PostgreSQL server: never past the balance, which ends at 0, never below. Needs the
 * real server (CI sets TEST_DATABASE_URL).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { databaseUrlFor } from '../../test/database-urls';
import { createUser } from '../../test/factories';
import { createTestDatabase } from '../../test/test-app';
import { creditStoreCredit, spendStoreCredit, storeCreditBalance } from './ledger';
import { pendingOrder } from '../../test/pending-order';

const serverUrl = process.env.TEST_DATABASE_URL;
const ROUNDS = 8;

describe.runIf(serverUrl)('store credit spent by racing checkouts', () => {
  let first: Database;
  let second: Database;

  beforeAll(async () => {
    first = await createTestDatabase();
    const [row] = rowsOf<{ name: string }>(
      await first.db.execute(sql`select current_database() as name`),
    );
    second = await openDatabase({ databaseUrl: databaseUrlFor(serverUrl!, row!.name) });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  /** A checkout: its pending order, then the credit spent inside the same transaction. */
  const checkout = (db: Db, userId: string, arrive: () => Promise<void>) =>
    db.transaction(async (tx) => {
      const order = await pendingOrder(tx, userId);
      await arrive();
      return spendStoreCredit(tx, { userId, dueMinor: 700_00, orderId: order.id });
    });

  it('spends ₹1,000 of credit once: ₹700 to one checkout, at most ₹300 to the other', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const user = await createUser(first.db);
      await creditStoreCredit(first.db, {
        userId: user.id,
        amountMinor: 1000_00,
        kind: 'owner',
        note: 'Goodwill',
      });
      let arrived = 0;
      let release!: () => void;
      const both = new Promise<void>((resolve) => (release = resolve));
      const arrive = () => {
        if (++arrived === 2) release();
        return both;
      };
      const taken = await Promise.all([
        checkout(first.db, user.id, arrive),
        checkout(second.db, user.id, arrive),
      ]);
      expect(taken.sort((a, b) => a - b)).toEqual([300_00, 700_00]);
      expect(await storeCreditBalance(first.db, user.id)).toBe(0);
      expect(await checkout(second.db, user.id, () => Promise.resolve())).toBe(0);
      expect(await storeCreditBalance(first.db, user.id)).toBe(0);
    }
  });
});
