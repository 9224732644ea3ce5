/** The two mails of a back-in-stock alert: the visitor's confirmation and the restock itself. */
import { STOREFRONT_ROUTES, variantLabel, type ProductOption } from '@shop/shared';
import { renderMail } from '../../integrations/mail-layout';
import type { MailMessage } from '../../integrations/mailer';

/** What a mail says about the variant: "Dot Grid Bullet Journal A5 — Charcoal / Dotted". */
export type AlertedVariant = {
  variantId: string;
  slug: string;
  title: string;
  options: ProductOption[];
  optionValues: Record<string, string>;
};

export const variantName = (v: AlertedVariant) => {
  const label = variantLabel(v.optionValues, v.options);
  return label ? `${v.title} — ${label}` : v.title;
};

/** The product page opened on the variant (storefront-routes: /products/:id takes the slug). */
export const variantUrl = (publicUrl: string, v: AlertedVariant) =>
  `${publicUrl}${STOREFRONT_ROUTES.product.path.replace(':id', encodeURIComponent(v.slug))}?variant=${v.variantId}`;

export const stopUrl = (publicUrl: string, stopToken: string) =>
  `${publicUrl}/api/stock-alerts/stop?token=${stopToken}`;

export function confirmationMail(
  to: string,
  variant: AlertedVariant,
  links: { publicUrl: string; confirmToken: string },
): MailMessage {
  const name = variantName(variant);
  return {
    to,
    ...renderMail({
      subject: `Please confirm: tell me when ${name} is back`,
      heading: 'One click to confirm',
      paragraphs: [
        `Someone, we hope you, asked us to e-mail this address once ${name} is back in stock.`,
        'Confirm with the button below. If it was not you, ignore this e-mail: without a click you will receive nothing.',
      ],
      action: {
        label: 'Yes, tell me when it is back',
        url: `${links.publicUrl}/api/stock-alerts/confirm?token=${links.confirmToken}`,
      },
    }),
  };
}

export function restockMail(
  to: string,
  variant: AlertedVariant,
  links: { publicUrl: string; stopToken: string },
): MailMessage {
  const name = variantName(variant);
  return {
    to,
    ...renderMail({
      subject: `${name} is back in stock`,
      heading: 'It is back in stock',
      paragraphs: [
        `${name} is back in stock. You asked us to tell you, so here it is.`,
        'We do not hold stock for anyone, so if you want it, do not wait too long.',
      ],
      action: { label: 'See it in the shop', url: variantUrl(links.publicUrl, variant) },
      footer: `This is the one mail you asked for: we will not write about it again unless you ask on the product page. To stop these and have us forget this request now: ${stopUrl(links.publicUrl, links.stopToken)}`,
    }),
  };
}
