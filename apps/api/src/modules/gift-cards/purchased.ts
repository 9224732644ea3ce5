/**
 * Gift cards bought in the shop (issue 28): issued when their order is paid, in the capture's
 * transaction, one card per unit; each card's code goes to its recipient in a mail the outbox
 * holds until the day chosen (9:00 in the shop's time zone), so any instance sends it, once. A card
 * is valid for the days the owner set when it is issued (record 056); its amount is the line's unit
 * price, an amount of the shopper's own included.
 */
import { atShopHour, DEFAULT_PROMOTION_TIME_ZONE, type GiftCardLine } from '@shop/shared';
import type { Tx } from '../../db/client';
import { readGiftCardSettings } from '../../db/gift-card-settings';
import type { Mailer } from '../../integrations/mailer';
import { issueGiftCard } from './ledger';
import { giftCardMail } from './mails';

const DAY_MS = 24 * 60 * 60 * 1000;
const DELIVERY_HOUR = 9;

type BoughtLine = { quantity: number; unitPriceCents: number; giftCard: GiftCardLine | null };

export async function issuePurchasedGiftCards(
  tx: Tx,
  order: { id: string; orderNumber: string },
  items: readonly BoughtLine[],
  shop: { mailer: Mailer; publicUrl: string; timeZone?: string; now?: Date },
): Promise<number> {
  const now = shop.now ?? new Date();
  const timeZone = shop.timeZone ?? DEFAULT_PROMOTION_TIME_ZONE;
  if (!items.some((item) => item.giftCard)) return 0;
  const { validityDays } = await readGiftCardSettings(tx);
  const expiresAt = new Date(now.getTime() + validityDays * DAY_MS);
  let issued = 0;
  for (const item of items) {
    const line = item.giftCard;
    if (!line) continue;
    const sendAt = line.deliverOn ? atShopHour(line.deliverOn, DELIVERY_HOUR, timeZone) : now;
    for (let unit = 0; unit < item.quantity; unit++) {
      const { code } = await issueGiftCard(tx, {
        amountMinor: item.unitPriceCents,
        expiresAt,
        source: 'purchase',
        orderId: order.id,
        recipientName: line.recipientName,
        recipientEmail: line.recipientEmail,
        ...(line.senderName && { senderName: line.senderName }),
        ...(line.message && { message: line.message }),
        ...(line.deliverOn && { deliverOn: line.deliverOn }),
        note: `Bought with order ${order.orderNumber}`,
      });
      const mail = giftCardMail(
        line.recipientEmail,
        {
          recipientName: line.recipientName,
          amountMinor: item.unitPriceCents,
          expiresAt,
          code,
          ...(line.senderName && { senderName: line.senderName }),
          ...(line.message && { message: line.message }),
        },
        { publicUrl: shop.publicUrl, timeZone },
      );
      await shop.mailer.queue({ ...mail, ...(sendAt > now && { notBefore: sendAt }) }, tx);
      issued += 1;
    }
  }
  return issued;
}
