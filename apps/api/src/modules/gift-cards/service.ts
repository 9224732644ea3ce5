/** The shopper's side of gift cards: a card's balance by its code. */
import type { Db } from '../../db/client';
import { BadRequestError, NotFoundError } from '../../lib/errors';
import { findGiftCard } from './ledger';

export function createGiftCards({ db, shopTimeZone }: { db: Db; shopTimeZone: string }) {
  return {
    /** The card's balance; 404 for a code that names none, 400 for one that cannot be spent. */
    async balanceOf(code: string, now = new Date()) {
      const found = await findGiftCard(db, code, now, shopTimeZone);
      if ('problem' in found) {
        if (found.reason === 'notFound') throw new NotFoundError(found.problem);
        throw new BadRequestError(found.problem);
      }
      const { card, balance } = found;
      return { last4: card.last4, balance, currency: 'INR' as const, expiresAt: card.expiresAt };
    },
  };
}

export type GiftCards = ReturnType<typeof createGiftCards>;
