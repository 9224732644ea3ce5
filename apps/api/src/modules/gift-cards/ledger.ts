/**
 * A gift card's ledger (issue 28, record 051): issued once, spent by orders, given back by
 * refunds. The balance is always the sum of the movements that count (db/ledger-rule): a spend by
 * a checkout that expires or is cancelled unpaid stops counting by itself.
 */
import {
  DEFAULT_PROMOTION_TIME_ZONE,
  formatGiftCardCode,
  GIFT_CARD_MESSAGES,
  isGiftCardCodeShape,
  normaliseGiftCardCode,
  shopDayLabel,
} from '@shop/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { movementCounts } from '../../db/ledger-rule';
import { giftCardMovements, giftCards } from '../../db/schema';
import { generateGiftCardCode, hashGiftCardCode, last4Of } from './codes';

/** A plain query or one inside a transaction. */
export type Reader = Db | Tx;
export type GiftCard = typeof giftCards.$inferSelect;
export type GiftCardMovement = typeof giftCardMovements.$inferSelect;

export type IssueGiftCard = {
  amountMinor: number;
  expiresAt: Date;
  source: 'purchase' | 'owner';
  orderId?: string;
  recipientName?: string;
  recipientEmail?: string;
  senderName?: string;
  message?: string;
  /** The shop's day (YYYY-MM-DD) the card is mailed on. */
  deliverOn?: string;
  note?: string;
  createdBy?: string;
};

/** Creates a card and its 'issue' movement; the plain code is answered here and never again. */
export async function issueGiftCard(
  tx: Tx,
  input: IssueGiftCard,
): Promise<{ card: GiftCard; code: string }> {
  if (!Number.isSafeInteger(input.amountMinor) || input.amountMinor <= 0)
    throw new Error(`A gift card is issued for a positive whole amount, not ${input.amountMinor}`);
  const { createdBy, ...fields } = input;
  // 2^80 codes: a clash is all but impossible, and is drawn again rather than failing the issue.
  for (;;) {
    const code = generateGiftCardCode();
    const [card] = await tx
      .insert(giftCards)
      .values({
        ...fields,
        codeHash: hashGiftCardCode(code),
        last4: last4Of(code),
        initialMinor: input.amountMinor,
      })
      .onConflictDoNothing()
      .returning();
    if (!card) continue;
    await tx.insert(giftCardMovements).values({
      giftCardId: card.id,
      kind: 'issue',
      amountMinor: input.amountMinor,
      note: input.note,
      createdBy,
    });
    return { card, code };
  }
}

/** The balance of each card, in paise (0 for a card without movements that count). */
export async function giftCardBalances(
  db: Reader,
  cardIds: readonly string[],
): Promise<Map<string, number>> {
  const balances = new Map(cardIds.map((id) => [id, 0]));
  if (!cardIds.length) return balances;
  const rows = await db
    .select({
      id: giftCardMovements.giftCardId,
      balance: sql<number>`coalesce(sum(${giftCardMovements.amountMinor}), 0)`.mapWith(Number),
    })
    .from(giftCardMovements)
    .where(
      and(
        inArray(giftCardMovements.giftCardId, [...cardIds]),
        movementCounts(giftCardMovements.orderId),
      ),
    )
    .groupBy(giftCardMovements.giftCardId);
  for (const row of rows) balances.set(row.id, row.balance);
  return balances;
}

export async function giftCardBalance(db: Reader, cardId: string): Promise<number> {
  return (await giftCardBalances(db, [cardId])).get(cardId) ?? 0;
}

export type GiftCardProblem = {
  /** What the shopper reads (GIFT_CARD_MESSAGES). */
  problem: string;
  reason: 'notFound' | 'disabled' | 'expired' | 'empty';
};
export type FoundGiftCard = { card: GiftCard; balance: number } | GiftCardProblem;

/** Why a card cannot be spent, given its balance; undefined when it can. */
function problemOf(
  card: GiftCard,
  balance: number,
  now: Date,
  timeZone: string,
): GiftCardProblem | undefined {
  if (card.disabledAt) return { problem: GIFT_CARD_MESSAGES.disabled, reason: 'disabled' };
  if (card.expiresAt <= now) {
    const day = shopDayLabel(card.expiresAt, now, timeZone);
    return { problem: GIFT_CARD_MESSAGES.expired(day), reason: 'expired' };
  }
  if (balance <= 0) return { problem: GIFT_CARD_MESSAGES.empty, reason: 'empty' };
  return undefined;
}

const NOT_FOUND: GiftCardProblem = { problem: GIFT_CARD_MESSAGES.notFound, reason: 'notFound' };

/** The card a shopper's code names, with its balance, or why it cannot be used. */
export async function findGiftCard(
  db: Reader,
  code: string,
  now: Date,
  timeZone = DEFAULT_PROMOTION_TIME_ZONE,
): Promise<FoundGiftCard> {
  if (!isGiftCardCodeShape(normaliseGiftCardCode(code))) return NOT_FOUND;
  const [card] = await db
    .select()
    .from(giftCards)
    .where(eq(giftCards.codeHash, hashGiftCardCode(code)));
  if (!card) return NOT_FOUND;
  const balance = await giftCardBalance(db, card.id);
  return problemOf(card, balance, now, timeZone) ?? { card, balance };
}

export type SpendGiftCards = {
  /** As the shopper sent them, in the order they are to be spent. */
  codes: readonly string[];
  /** What is left to pay before gift cards, in paise. */
  dueMinor: number;
  /** The order paying with them; without it nothing is written or locked (the quote's dry run). */
  orderId?: string;
  now: Date;
  /** The shop's time zone, for the day an expired card is quoted with. */
  timeZone?: string;
};
export type AppliedGiftCard = {
  giftCardId: string;
  /** Formatted in groups of four. */
  code: string;
  last4: string;
  /** Paise taken from the card (0 when the cards before it cover what is due). */
  amountMinor: number;
  balanceAfter: number;
};
export type GiftCardSpend = {
  applied: AppliedGiftCard[];
  /** Codes not applied and why, each as it was sent. */
  problems: { code: string; message: string }[];
};

/** Each normalised code once, mapped to the form it was sent in, in the order given. */
function distinctCodes(codes: readonly string[]) {
  const problems: GiftCardSpend['problems'] = [];
  const wanted = new Map<string, string>();
  const seen = new Set<string>();
  for (const sent of codes) {
    const code = normaliseGiftCardCode(sent);
    if (seen.has(code)) problems.push({ code: sent, message: GIFT_CARD_MESSAGES.repeated });
    else if (!isGiftCardCodeShape(code)) problems.push({ code: sent, message: NOT_FOUND.problem });
    else wanted.set(code, sent);
    seen.add(code);
  }
  return { wanted, problems };
}

/**
 * The cards with these hashes; locked in id order when `lock`, so no two checkouts deadlock. FOR
 * NO KEY UPDATE: spends exclude each other, while rows that merely reference a card (a refund's
 * movement) are not held up.
 */
async function readCards(tx: Reader, hashes: string[], lock: boolean): Promise<GiftCard[]> {
  if (!hashes.length) return [];
  const query = tx.select().from(giftCards).where(inArray(giftCards.codeHash, hashes));
  return lock ? query.orderBy(asc(giftCards.id)).for('no key update') : query;
}

/**
 * Takes what is due from the cards in the order given, each giving min(its balance, still due).
 * With `orderId` (inside the checkout's transaction) the cards are locked in id order, so that
 * checkouts sharing cards never deadlock, each balance is read after its lock, and one 'spend'
 * movement is written per card used. Without it, the same answer is computed and nothing written.
 */
export async function spendGiftCards(tx: Reader, input: SpendGiftCards): Promise<GiftCardSpend> {
  const { dueMinor, orderId, now, timeZone = DEFAULT_PROMOTION_TIME_ZONE } = input;
  const { wanted, problems } = distinctCodes(input.codes);
  const found = await readCards(tx, [...wanted.keys()].map(hashGiftCardCode), Boolean(orderId));
  const byHash = new Map(found.map((card) => [card.codeHash, card]));
  const balances = await giftCardBalances(
    tx,
    found.map((card) => card.id),
  );

  const applied: AppliedGiftCard[] = [];
  let due = Math.max(0, dueMinor);
  for (const [code, sent] of wanted) {
    const card = byHash.get(hashGiftCardCode(code));
    const balance = card ? (balances.get(card.id) ?? 0) : 0;
    const problem = card ? problemOf(card, balance, now, timeZone) : NOT_FOUND;
    if (problem || !card) {
      problems.push({ code: sent, message: (problem ?? NOT_FOUND).problem });
      continue;
    }
    const amountMinor = Math.min(balance, due);
    due -= amountMinor;
    applied.push({
      giftCardId: card.id,
      code: formatGiftCardCode(code),
      last4: card.last4,
      amountMinor,
      balanceAfter: balance - amountMinor,
    });
  }
  if (orderId) {
    const spends = applied.filter((a) => a.amountMinor > 0);
    if (spends.length)
      await tx.insert(giftCardMovements).values(
        spends.map((a) => ({
          giftCardId: a.giftCardId,
          kind: 'spend' as const,
          amountMinor: -a.amountMinor,
          orderId,
        })),
      );
  }
  return { applied, problems };
}

/** Gives a refunded amount back to the card it was paid with. */
export async function refundToGiftCard(
  tx: Tx,
  input: {
    giftCardId: string;
    amountMinor: number;
    orderId: string;
    refundId?: string;
    note: string;
  },
): Promise<GiftCardMovement> {
  if (!Number.isSafeInteger(input.amountMinor) || input.amountMinor <= 0)
    throw new Error(`A refund to a gift card is a positive whole amount, not ${input.amountMinor}`);
  const [movement] = await tx
    .insert(giftCardMovements)
    .values({ ...input, kind: 'refund' })
    .returning();
  return movement!;
}
