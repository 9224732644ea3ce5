/** The shopper's side of gift cards: a card's balance by its code, and what the card's page offers. */
import { customAmountOf } from '@shop/shared';
import type { Db } from '../../db/client';
import { readGiftCardSettings } from '../../db/gift-card-settings';
import { BadRequestError, NotFoundError } from '../../lib/errors';
import { findGiftCard } from './ledger';

export function createGiftCards({ db, shopTimeZone }: { db: Db; shopTimeZone: string }) {
  return {
    /** An amount of the shopper's own, when the owner offers it (record 056). */
    async options() {
      return { customAmount: customAmountOf(await readGiftCardSettings(db)) };
    },

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
