/** Store credit as a customer and the owner read it, and the owner's grant. */
import { GIFT_CARD_ADMIN_MESSAGES } from '@shop/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { NotFoundError } from '../../lib/errors';
import { creditStoreCredit, storeCreditBalance, storeCreditMovements } from './ledger';

export function createStoreCredit({ db }: { db: Db }) {
  async function customerOf(id: string) {
    const [customer] = await db
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .where(eq(users.id, id));
    if (!customer) throw new NotFoundError(GIFT_CARD_ADMIN_MESSAGES.customerNotFound);
    return customer;
  }

  /** The owner's view of a customer's credit: every movement, with whether it counts. */
  async function forCustomer(id: string) {
    const customer = await customerOf(id);
    const balance = await storeCreditBalance(db, id);
    return {
      customer,
      balance,
      currency: 'INR' as const,
      movements: await storeCreditMovements(db, id),
    };
  }

  return {
    /** The customer's own: the balance and the movements in it. */
    async mine(userId: string) {
      const balance = await storeCreditBalance(db, userId);
      const movements = (await storeCreditMovements(db, userId)).filter((m) => m.counts);
      return { balance, currency: 'INR' as const, movements };
    },

    forCustomer,

    /** The owner's grant, with the reason the customer reads. */
    async grant(userId: string, input: { amount: number; note: string }, ownerId: string) {
      await customerOf(userId);
      await creditStoreCredit(db, {
        userId,
        amountMinor: input.amount,
        kind: 'owner',
        note: input.note,
        createdBy: ownerId,
      });
      return {
        ...(await forCustomer(userId)),
        message: GIFT_CARD_ADMIN_MESSAGES.granted(input.amount),
      };
    },
  };
}

export type StoreCredit = ReturnType<typeof createStoreCredit>;
