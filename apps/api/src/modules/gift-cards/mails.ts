/** The mail that carries a gift card's code to its recipient: the code's one trip outside. */
import { BALANCE_CURRENCY, formatMoney, fromMinor, shopDayLabel, SHOP_NAME } from '@shop/shared';
import { renderMail } from '../../integrations/mail-layout';
import type { MailMessage } from '../../integrations/mailer';

export function giftCardMail(
  to: string,
  card: {
    recipientName: string;
    amountMinor: number;
    expiresAt: Date;
    code: string;
    /** A bought card's giver and their message. */
    senderName?: string;
    message?: string;
  },
  shop: { publicUrl: string; timeZone: string },
): MailMessage {
  const amount = formatMoney(fromMinor(card.amountMinor), BALANCE_CURRENCY);
  // Always with the year: the mail is read long after it is sent.
  const until = shopDayLabel(card.expiresAt, new Date(0), shop.timeZone);
  return {
    to,
    ...renderMail({
      subject: `A ${amount} gift card for you — ${SHOP_NAME}`,
      heading: `${card.recipientName}, here is your gift card`,
      paragraphs: [
        card.senderName
          ? `${card.senderName} sent you a ${SHOP_NAME} gift card worth ${amount}.`
          : `You have a ${SHOP_NAME} gift card worth ${amount}.`,
        ...(card.message ? [`“${card.message}”`] : []),
        `Enter the code below at the checkout, all at once or over several orders. It is valid until ${until}.`,
        'Keep it to yourself: whoever has the code can spend it.',
      ],
      code: card.code,
      action: { label: `Visit ${SHOP_NAME}`, url: shop.publicUrl },
    }),
  };
}
