/**
 * The owner's gift cards: the list and one card's ledger (never a code), issuing one by hand (its
 * code answered once, and mailed when a recipient e-mail is given) and disabling one.
 */
import {
  GIFT_CARD_ADMIN_MESSAGES,
  GIFT_CARD_SETTINGS_MESSAGES,
  type GiftCardSettings,
  type giftCardIssueSchema,
} from '@shop/shared';
import { count, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { readGiftCardSettings, saveGiftCardSettings } from '../../db/gift-card-settings';
import { movementCounts } from '../../db/ledger-rule';
import { giftCardMovements, giftCards, orders } from '../../db/schema';
import type { Mailer } from '../../integrations/mailer';
import { NotFoundError } from '../../lib/errors';
import { giftCardBalances, issueGiftCard, type GiftCard } from './ledger';
import { giftCardMail } from './mails';

const PAGE_SIZE = 50;
const DAY_MS = 86_400_000;

type Options = { db: Db; mailer: Mailer; publicUrl: string; shopTimeZone: string };
type Row = GiftCard & { orderNumber: string | null };

function statusOf(card: GiftCard, balance: number, now: Date) {
  if (card.disabledAt) return 'disabled' as const;
  if (card.expiresAt <= now) return 'expired' as const;
  return balance > 0 ? ('active' as const) : ('empty' as const);
}

/** A card as the owner reads it: its balance and status, never its code or hash. */
function forOwner(card: Row, balance: number, now = new Date()) {
  return {
    id: card.id,
    last4: card.last4,
    source: card.source,
    initial: card.initialMinor,
    balance,
    currency: 'INR' as const,
    status: statusOf(card, balance, now),
    expiresAt: card.expiresAt,
    disabledAt: card.disabledAt,
    recipientName: card.recipientName,
    recipientEmail: card.recipientEmail,
    senderName: card.senderName,
    message: card.message,
    deliverOn: card.deliverOn,
    deliveredAt: card.deliveredAt,
    orderNumber: card.orderNumber,
    note: card.note,
    createdAt: card.createdAt,
  };
}

export function createGiftCardsAdmin({ db, mailer, publicUrl, shopTimeZone }: Options) {
  const withOrder = () =>
    db
      .select({ ...getTableColumns(giftCards), orderNumber: orders.orderNumber })
      .from(giftCards)
      .leftJoin(orders, eq(orders.id, giftCards.orderId));

  async function read(id: string) {
    const [card] = await withOrder().where(eq(giftCards.id, id));
    if (!card) throw new NotFoundError(GIFT_CARD_ADMIN_MESSAGES.notFound);
    const balances = await giftCardBalances(db, [id]);
    return forOwner(card, balances.get(id) ?? 0);
  }

  async function movementsOf(id: string) {
    return db
      .select({
        id: giftCardMovements.id,
        kind: giftCardMovements.kind,
        amount: giftCardMovements.amountMinor,
        orderNumber: orders.orderNumber,
        note: giftCardMovements.note,
        counts: sql<boolean>`${movementCounts(giftCardMovements.orderId)}`,
        createdAt: giftCardMovements.createdAt,
      })
      .from(giftCardMovements)
      .leftJoin(orders, eq(orders.id, giftCardMovements.orderId))
      .where(eq(giftCardMovements.giftCardId, id))
      .orderBy(desc(giftCardMovements.createdAt), desc(giftCardMovements.id));
  }

  async function get(id: string) {
    return { giftCard: await read(id), movements: await movementsOf(id) };
  }

  return {
    get,
    /** Custom amounts and the validity of cards bought (record 056). */
    readSettings: () => readGiftCardSettings(db),
    async saveSettings(settings: GiftCardSettings) {
      const saved = await saveGiftCardSettings(db, settings);
      return { settings: saved, message: GIFT_CARD_SETTINGS_MESSAGES.saved };
    },

    async list(page: number) {
      const rows = await withOrder()
        .orderBy(desc(giftCards.createdAt), desc(giftCards.id))
        .limit(PAGE_SIZE)
        .offset((page - 1) * PAGE_SIZE);
      const balances = await giftCardBalances(
        db,
        rows.map((r) => r.id),
      );
      const [total] = await db.select({ n: count() }).from(giftCards);
      return {
        giftCards: rows.map((r) => forOwner(r, balances.get(r.id) ?? 0)),
        total: total?.n ?? 0,
        page,
        pageSize: PAGE_SIZE,
      };
    },

    /** Issues a card; answers its code once, and queues the recipient's mail with it. */
    async issue(input: z.output<typeof giftCardIssueSchema>, createdBy: string) {
      const expiresAt = new Date(Date.now() + input.validityDays * DAY_MS);
      const { card, code } = await db.transaction(async (tx) => {
        const issued = await issueGiftCard(tx, {
          amountMinor: input.amount,
          expiresAt,
          source: 'owner',
          recipientName: input.recipientName,
          recipientEmail: input.recipientEmail,
          note: input.note,
          createdBy,
        });
        if (input.recipientEmail) {
          const mail = giftCardMail(
            input.recipientEmail,
            { ...input, amountMinor: input.amount, expiresAt, code: issued.code },
            { publicUrl, timeZone: shopTimeZone },
          );
          await mailer.queue(mail, tx);
        }
        return issued;
      });
      if (input.recipientEmail) mailer.kick();
      const message = [
        GIFT_CARD_ADMIN_MESSAGES.issued(card.last4),
        ...(input.recipientEmail ? [GIFT_CARD_ADMIN_MESSAGES.mailed(input.recipientEmail)] : []),
      ].join('. ');
      return { giftCard: await read(card.id), code, message };
    },

    /** Disables a card for good (a second call keeps the first time). */
    async disable(id: string) {
      await db
        .update(giftCards)
        .set({ disabledAt: sql`coalesce(${giftCards.disabledAt}, now())` })
        .where(eq(giftCards.id, id));
      const found = await get(id);
      return { ...found, message: GIFT_CARD_ADMIN_MESSAGES.disabled(found.giftCard.last4) };
    },
  };
}

export type GiftCardsAdmin = ReturnType<typeof createGiftCardsAdmin>;
