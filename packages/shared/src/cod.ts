/**
 * Cash on delivery's rules as a shopper and the owner read them (issue 27, record 045): why a COD
 * order is refused, and the owner's settings with their limits. Amounts are paise (INR minor units).
 */
import { z } from 'zod';
import { formatMoney } from './currency';
import { includedTax, shippingTaxPercent } from './line-amounts';
import { fromMinor } from './money';

const rupees = (paise: number) => formatMoney(fromMinor(paise), 'INR');

/** One message per rule, so a shopper knows which one failed and what to do instead. */
export const COD_MESSAGES = {
  disabled: 'Cash on delivery is not available right now. Please pay online.',
  foreignAddress: 'Cash on delivery is available only for delivery addresses in India.',
  notInr: 'Cash on delivery is available only when paying in Indian rupees (INR).',
  pincodeDenied: (pincode: string) =>
    `Cash on delivery is not available for PIN code ${pincode}. Please pay online.`,
  belowMinimum: (minOrder: number) =>
    `Cash on delivery is available for orders of ${rupees(minOrder)} or more.`,
  overMaximum: (maxOrder: number) =>
    `Cash on delivery is available for orders up to ${rupees(maxOrder)}. Please pay online for this order.`,
  unpaidCap: (cap: number) =>
    `You already have ${cap} cash-on-delivery ${cap === 1 ? 'order' : 'orders'} waiting to be delivered. Please pay online, or wait until one is delivered.`,
  confirmed: 'Thank you: your cash-on-delivery order is confirmed and will be packed.',
  confirmLinkInvalid: 'This confirmation link is not valid. Please use the link in your e-mail.',
  confirmExpired:
    'This order was not confirmed in time and has been cancelled. Please place it again.',
  notCod: 'This order is not a cash-on-delivery order.',
  collectNotConfirmed:
    'The shopper has not confirmed this cash-on-delivery order yet, so it cannot be delivered.',
  alreadyReturned: 'This order was returned to origin: it cannot be marked collected.',
  alreadyCollected: 'The cash for this order was collected: it cannot be returned to origin.',
  cancelled: 'This order is cancelled.',
  noPincodes:
    'No PIN code found in the file: the list is unchanged. Put one 6-digit PIN code per line, or a "pincode" column.',
  notShipped:
    'Only a shipped parcel can come back to origin. To stop an order not yet shipped, cancel it.',
} as const;

/** The most an owner may charge for COD, and the largest order limit they may set (₹10 lakh). */
export const COD_FEE_MAX = 1_000_00;
export const COD_ORDER_LIMIT_MAX = 10_00_000_00;
export const COD_UNPAID_CAP_MAX = 100;
export const COD_PREPAID_DISCOUNT_MAX = 50;

const paise = (label: string, max: number) =>
  z
    .number({ error: `${label} must be a number of paise` })
    .int(`${label} must be a whole number of paise`)
    .min(0, `${label} cannot be negative`)
    .max(max, `${label} can be at most ${rupees(max)}`);

/** The owner's COD settings (PUT /api/admin/cod/settings); amounts in paise. */
export const codSettingsSchema = z
  .object({
    enabled: z.boolean({ error: 'Say whether cash on delivery is on (true or false)' }),
    fee: paise('The COD fee', COD_FEE_MAX),
    minOrder: paise('The minimum order', COD_ORDER_LIMIT_MAX),
    maxOrder: paise('The maximum order', COD_ORDER_LIMIT_MAX).nullable(),
    unpaidCap: z
      .number({ error: 'The cap of unpaid orders must be a number' })
      .int('The cap of unpaid orders must be a whole number')
      .min(1, 'The cap of unpaid orders must be at least 1')
      .max(COD_UNPAID_CAP_MAX, `The cap of unpaid orders can be at most ${COD_UNPAID_CAP_MAX}`),
    prepaidDiscountPercent: z
      .number({ error: 'The prepaid discount must be a number' })
      .int('The prepaid discount must be a whole percentage')
      .min(0, 'The prepaid discount cannot be negative')
      .max(
        COD_PREPAID_DISCOUNT_MAX,
        `The prepaid discount can be at most ${COD_PREPAID_DISCOUNT_MAX}%`,
      ),
  })
  .refine((s) => s.maxOrder === null || s.maxOrder >= s.minOrder, {
    path: ['maxOrder'],
    message: 'The maximum order must not be below the minimum order',
  });
export type CodSettings = z.infer<typeof codSettingsSchema>;

/** What a fresh shop starts with: on, ₹49 fee, orders from ₹199 to ₹10,000, 3 unpaid at a time. */
export const COD_DEFAULT_SETTINGS: CodSettings = {
  enabled: true,
  fee: 49_00,
  minOrder: 199_00,
  maxOrder: 10_000_00,
  unpaidCap: 3,
  prepaidDiscountPercent: 0,
};

/**
 * Whether COD can be offered for a checkout, by the rules a shopper can see: on, an Indian
 * address, rupees, the order's value (goods and shipping, before any fee or discount) within the
 * limits. The PIN-code list and the unpaid cap are checked only when a COD order is placed.
 */
export function codOffered(
  settings: Pick<CodSettings, 'enabled' | 'minOrder' | 'maxOrder'>,
  checkout: { country: string | null; currency: string; valueMinor: number },
): boolean {
  if (!settings.enabled || checkout.country !== 'India' || checkout.currency !== 'INR')
    return false;
  const { valueMinor } = checkout;
  return (
    valueMinor >= settings.minOrder &&
    (settings.maxOrder === null || valueMinor <= settings.maxOrder)
  );
}

/**
 * The prepaid discount an online payment earns ("Pay now and save"): the owner's percentage
 * wherever COD is offered (there is a choice to reward), else none.
 */
export function prepaidDiscountPercent(
  settings: Pick<CodSettings, 'enabled' | 'minOrder' | 'maxOrder' | 'prepaidDiscountPercent'>,
  checkout: { country: string | null; currency: string; valueMinor: number },
): number {
  return codOffered(settings, checkout) ? settings.prepaidDiscountPercent : 0;
}

/** The deny list's upload as JSON (a CSV file may also be sent as text/csv). */
export const codPincodesUploadSchema = z.object({
  csv: z
    .string({ error: 'Send the PIN codes as CSV text' })
    .max(2_000_000, 'The file is too large (at most 2 MB)'),
});

const reportDay = (label: string) => z.iso.date({ error: `Give the ${label} date as YYYY-MM-DD` });

/** The COD report's period: the shop's days, both included, at most a year. */
export const codReportQuerySchema = z
  .object({ from: reportDay('start'), to: reportDay('end') })
  .refine((q) => q.from <= q.to, { path: ['to'], message: 'The end date is before the start date' })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= 366 * 86_400_000, {
    path: ['to'],
    message: 'Choose a period of at most a year',
  });

/**
 * The GST inside a cash-on-delivery fee: the fee is taxed with the goods at their highest rate, as
 * the delivery is (composite supply), so the order's "Includes ₹X GST" and its invoice count it.
 */
export const codFeeTax = (
  feeMinor: number,
  lines: readonly { taxPercent: number; quantity: number }[],
) => includedTax(feeMinor, shippingTaxPercent(lines));
