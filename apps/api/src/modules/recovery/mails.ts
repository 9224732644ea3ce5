/**
 * The reminder mail (record 065): the cart's lines at today's prices, the link that restores it,
 * the owner's recovery code if one is set, and the one-click unsubscribe link.
 */
import { formatMoney, fromMinor, restoreChangeText, type CurrencyCode } from '@shop/shared';
import { renderMail } from '../../integrations/mail-layout';
import type { MailMessage } from '../../integrations/mailer';
import type { RebuiltCart } from './cart';

export type ReminderLinks = { restoreUrl: string; unsubscribeUrl: string };

export function reminderMail(
  cart: RebuiltCart,
  step: number,
  links: ReminderLinks,
  discountCode: string | null,
): MailMessage {
  const money = (minor: number) => formatMoney(fromMinor(minor), cart.currency as CurrencyCode);
  const first = step === 1;
  return {
    to: cart.email,
    ...renderMail({
      subject: first
        ? 'You left something in your Mindful Marks cart'
        : 'Your Mindful Marks cart is still waiting',
      heading: first ? 'Your cart is saved' : 'Still thinking it over?',
      paragraphs: [
        first
          ? 'You started a checkout but did not finish it. Your cart is kept: the button below opens it again, at today’s prices and stock.'
          : 'This is the last reminder we send about this cart. The button below opens it again, at today’s prices and stock.',
        ...cart.changes.map((c) => restoreChangeText(c, money)),
        ...(discountCode ? [`Use the code ${discountCode} at checkout for a little off.`] : []),
      ],
      ...(discountCode && { code: discountCode }),
      sections: [
        {
          title: 'Your cart',
          rows: cart.lines.map((line) => ({
            label: `${line.title} × ${line.quantity}`,
            value: money(line.unitMinor * line.quantity),
          })),
        },
      ],
      action: { label: 'Return to my cart', url: links.restoreUrl },
      footer: `You get this because you asked for a reminder at checkout. No more reminders: ${links.unsubscribeUrl}`,
    }),
  };
}
