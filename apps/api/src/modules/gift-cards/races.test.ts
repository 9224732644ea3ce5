/**
 * Gift cards spent by checkouts racing on two API instances (each its own pool) on one PostgreSQL
 * server: a card is never spent past its balance, and checkouts sharing cards in opposite orders
 * do not deadlock. Needs the real server (CI sets TEST_DATABASE_URL).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { databaseUrlFor } from '../../test/database-urls';
import { createTestDatabase } from '../../test/test-app';
import { giftCardBalance, issueGiftCard, spendGiftCards } from './ledger';
import { pendingOrder } from '../../test/pending-order';

const serverUrl = process.env.TEST_DATABASE_URL;
const ROUNDS = 8;

/** Resolves once `n` callers have arrived: each checkout has its order before either spends. */
function barrier(n: number) {
  let arrived = 0;
  let release!: () => void;
  const all = new Promise<void>((resolve) => (release = resolve));
  return () => {
    if (++arrived === n) release();
    return all;
  };
}

describe.runIf(serverUrl)('gift cards spent by racing checkouts', () => {
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

  const issue = async (amountMinor: number) =>
    first.db.transaction((tx) =>
      issueGiftCard(tx, {
        amountMinor,
        expiresAt: new Date(Date.now() + 86_400_000),
        source: 'owner',
      }),
    );
  /** A checkout: its pending order, then the cards spent inside the same transaction. */
  const checkout = (db: Db, codes: string[], dueMinor: number, arrive: () => Promise<void>) =>
    db.transaction(async (tx) => {
      const order = await pendingOrder(tx);
      await arrive();
      return spendGiftCards(tx, { codes, dueMinor, orderId: order.id, now: new Date() });
    });

  it('spends a ₹1,000 card once: ₹700 to one checkout, at most ₹300 to the other', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { card, code } = await issue(1000_00);
      const arrive = barrier(2);
      const spends = await Promise.all([
        checkout(first.db, [code], 700_00, arrive),
        checkout(second.db, [code], 700_00, arrive),
      ]);
      const taken = spends.map((s) => s.applied[0]?.amountMinor ?? 0).sort((a, b) => a - b);
      expect(taken).toEqual([300_00, 700_00]);
      expect(await giftCardBalance(first.db, card.id)).toBe(0);
      // A third checkout finds nothing left, and says so.
      const third = await checkout(second.db, [code], 700_00, () => Promise.resolve());
      expect(third.applied).toEqual([]);
      expect(third.problems).toHaveLength(1);
      expect(await giftCardBalance(first.db, card.id)).toBe(0);
    }
  });

  it('does not deadlock when two checkouts name the same cards in opposite orders', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const a = await issue(500_00);
      const b = await issue(500_00);
      const arrive = barrier(2);
      const spends = await Promise.all([
        checkout(first.db, [a.code, b.code], 700_00, arrive),
        checkout(second.db, [b.code, a.code], 700_00, arrive),
      ]);
      const taken = spends.flatMap((s) => s.applied).reduce((sum, x) => sum + x.amountMinor, 0);
      expect(taken).toBe(1000_00);
      expect(await giftCardBalance(first.db, a.card.id)).toBe(0);
      expect(await giftCardBalance(first.db, b.card.id)).toBe(0);
    }
  });
});
