/**
 * What pays for an order besides the gateway or the courier (issue 28, record 050): gift cards in
 * the order given, then the customer's store credit, each up to what is still due. The quote runs
 * it without an order (nothing locked or written); the checkout runs it in the order's transaction,
 * where each card and the customer's credit are locked, read after the lock and debited once. A
 * spend counts while its order holds stock or was paid (db/ledger-rule.ts).
 */
import { BALANCE_CURRENCY, GIFT_CARD_MESSAGES, STORE_CREDIT_MESSAGES } from '@shop/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { giftCardMovements, giftCards, storeCreditMovements, users } from '../../db/schema';
import { BadRequestError } from '../../lib/errors';
import { giftCardBalances, spendGiftCards, type AppliedGiftCard } from '../gift-cards';
import { spendStoreCredit, storeCreditBalance } from '../store-credit';

export type TenderInput = {
  giftCardCodes: readonly string[];
  useStoreCredit: boolean;
  userId: string | null;
  currency: string;
  dueMinor: number;
  now: Date;
  timeZone?: string;
};

export type Tenders = {
  giftCards: AppliedGiftCard[];
  giftCardProblems: { code: string; message: string }[];
  storeCredit: number;
  /** Gift cards and store credit together. */
  coveredMinor: number;
};

export const NO_TENDERS: Tenders = {
  giftCards: [],
  giftCardProblems: [],
  storeCredit: 0,
  coveredMinor: 0,
};

/** Gift cards then store credit against `dueMinor`; with `orderId`, debited for that order. */
export async function applyTenders(
  tx: Db | Tx,
  input: TenderInput,
  orderId?: string,
): Promise<Tenders> {
  const { giftCardCodes, useStoreCredit, userId, currency, now, timeZone } = input;
  if (giftCardCodes.length === 0 && !useStoreCredit) return NO_TENDERS;
  if (currency !== BALANCE_CURRENCY)
    return {
      ...NO_TENDERS,
      giftCardProblems: giftCardCodes.map((code) => ({
        code,
        message: GIFT_CARD_MESSAGES.onlyInr,
      })),
    };
  const cards = await spendGiftCards(tx, {
    codes: giftCardCodes,
    dueMinor: input.dueMinor,
    now,
    ...(orderId && { orderId }),
    ...(timeZone && { timeZone }),
  });
  const byCards = cards.applied.reduce((sum, card) => sum + card.amountMinor, 0);
  const storeCredit =
    useStoreCredit && userId
      ? await spendStoreCredit(tx, {
          userId,
          dueMinor: input.dueMinor - byCards,
          ...(orderId && { orderId }),
        })
      : 0;
  return {
    giftCards: cards.applied,
    giftCardProblems: cards.problems,
    storeCredit,
    coveredMinor: byCards + storeCredit,
  };
}

/**
 * The checkout's tenders, refused as a whole when a card cannot be used (the shopper sees why and
 * chooses again) or when store credit is asked for where it cannot be spent.
 */
export async function debitTenders(tx: Tx, input: TenderInput, orderId: string) {
  if (input.useStoreCredit && !input.userId)
    throw new BadRequestError(STORE_CREDIT_MESSAGES.signIn);
  if (input.useStoreCredit && input.currency !== BALANCE_CURRENCY)
    throw new BadRequestError(STORE_CREDIT_MESSAGES.onlyInr);
  const tenders = await applyTenders(tx, input, orderId);
  const [problem] = tenders.giftCardProblems;
  if (problem) throw new BadRequestError(problem.message, { giftCardCodes: problem.message });
  return tenders;
}

/**
 * Whether the gift cards and store credit an order spent still cover it, for a late payment of an
 * order whose hold expired (its spends stopped counting and may have been spent since). Run before
 * the order holds stock again, under the cards' and the customer's locks: null when they do.
 */
export async function balancesStillCover(tx: Tx, orderId: string): Promise<string | null> {
  const cards = await tx
    .select({ id: giftCardMovements.giftCardId, amount: giftCardMovements.amountMinor })
    .from(giftCardMovements)
    .where(and(eq(giftCardMovements.orderId, orderId), eq(giftCardMovements.kind, 'spend')));
  if (cards.length) {
    const ids = cards.map((c) => c.id).sort();
    await tx
      .select({ id: giftCards.id })
      .from(giftCards)
      .where(inArray(giftCards.id, ids))
      .orderBy(asc(giftCards.id))
      .for('update');
    const balances = await giftCardBalances(tx, ids);
    if (cards.some((c) => (balances.get(c.id) ?? 0) < -c.amount)) return GIFT_CARD_MESSAGES.empty;
  }
  const [credit] = await tx
    .select({ userId: storeCreditMovements.userId, amount: storeCreditMovements.amountMinor })
    .from(storeCreditMovements)
    .where(and(eq(storeCreditMovements.orderId, orderId), eq(storeCreditMovements.kind, 'spend')));
  if (credit) {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, credit.userId)).for('update');
    if ((await storeCreditBalance(tx, credit.userId)) < -credit.amount)
      return 'The store credit it used had been spent since';
  }
  return null;
}
