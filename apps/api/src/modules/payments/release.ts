/** Gives back the stock of checkouts that will not be paid: expired holds, failed gateway orders. */
import type { SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { moveStock } from '../orders';
import { claimHolds, expiredHolds } from './holds';

type Deps = { db: Db; onStockChange?: () => void };

export function createHoldRelease({ db, onStockChange }: Deps) {
  /** Gives back the stock of unpaid orders matching `where`; returns how many orders it released. */
  async function releaseHolds(where: (tx: Tx) => SQL) {
    const released = await db.transaction(async (tx) => {
      const claimed = await claimHolds(tx, where(tx));
      await moveStock(tx, { give: claimed.lines });
      return claimed.orders;
    });
    if (released > 0) onStockChange?.();
    return released;
  }

  return {
    releaseHolds,

    /** Stock held by checkouts not paid in time goes back; safe on every instance at once. */
    async releaseExpiredReservations(now = new Date()): Promise<number> {
      let total = 0;
      for (;;) {
        const released = await releaseHolds((tx) => expiredHolds(tx, now));
        total += released;
        if (released === 0) return total;
      }
    },
  };
}
