/** Checkout forms and payment payloads (spec sections 3, 5, 7). */
import { z } from 'zod';
import { MESSAGES } from './auth-messages';
import { CART_LINE_MAX, CHECKOUT_UNITS_MAX } from './constants';
import { addressFormat, COUNTRIES, DEFAULT_COUNTRY } from './countries';
import { CURRENCY_CODES } from './currency';
import { GIFT_CARD_AMOUNT_MESSAGES } from './gift-card-settings';
import { GIFT_CARD_CUSTOM_MAX, GIFT_CARD_CUSTOM_MIN, GIFT_CARDS_PER_ORDER_MAX } from './gift-cards';
import { MINOR_PER_MAJOR } from './money';
import { GSTIN_MESSAGES, gstinProblem, normaliseGstin } from './gstin';
import { INDIAN_STATES } from './indian-states';
import { SHIPPING_MESSAGES } from './shipping';

const required = (message: string, max = 200) =>
  z.string({ error: message }).trim().min(1, message).max(max, `At most ${max} characters`);

/** State and postal code in the words of the address's country (India: 'State', 'PIN code'). */
function checkRegionAndPostalCode(
  v: { state: string; zipCode: string; country: string },
  ctx: z.RefinementCtx,
) {
  const format = addressFormat(v.country);
  const issue = (path: 'state' | 'zipCode', message: string) =>
    ctx.addIssue({ code: 'custom', path: [path], message });
  if (!v.state) issue('state', format.stateRequired);
  else if (v.country === 'India' && !(INDIAN_STATES as readonly string[]).includes(v.state))
    issue('state', 'Choose a state or union territory');
  if (!v.zipCode) issue('zipCode', format.postalRequired);
  else if (format.postalPattern && !format.postalPattern.test(v.zipCode))
    issue('zipCode', format.postalHint ?? `${format.postalLabel} is invalid`);
}

/** A GSTIN must be well formed, for an Indian address, with the name it is registered to. */
function checkBusinessBuyer(
  v: { gstin: string; businessName: string; country: string },
  ctx: z.RefinementCtx,
) {
  if (!v.gstin) return;
  const problem =
    v.country === 'India' ? gstinProblem(v.gstin) : 'A GSTIN applies to an address in India';
  if (problem) ctx.addIssue({ code: 'custom', path: ['gstin'], message: problem });
  if (!v.businessName)
    ctx.addIssue({
      code: 'custom',
      path: ['businessName'],
      message: GSTIN_MESSAGES.legalNameRequired,
    });
}

export const shippingFormSchema = z
  .object({
    firstName: required(MESSAGES.firstNameRequired, 100),
    lastName: required(MESSAGES.lastNameRequired, 100),
    email: z
      .string({ error: MESSAGES.emailRequired })
      .trim()
      .min(1, MESSAGES.emailRequired)
      .max(254)
      .pipe(z.email({ error: MESSAGES.emailInvalid })),
    number: required(MESSAGES.phoneRequired, 30),
    address: required('Address is required'),
    city: required('City is required', 100),
    // Required-ness and shape depend on the country, so they are checked below, once it is known.
    state: z.string().trim().max(100, 'At most 100 characters').default(''),
    zipCode: z.string().trim().max(20, 'At most 20 characters').default(''),
    country: z.enum(COUNTRIES, { error: 'Choose a country' }).default(DEFAULT_COUNTRY),
    orderNotes: z.string().trim().max(1000, 'At most 1000 characters').optional().default(''),
    saveInfo: z.boolean().optional().default(true),
    /** A business buyer's GSTIN and legal name (issue 27); both empty for everyone else. */
    gstin: z
      .string()
      .max(20, GSTIN_MESSAGES.shape)
      .optional()
      .default('')
      .transform(normaliseGstin),
    businessName: z.string().trim().max(200, 'At most 200 characters').optional().default(''),
  })
  .superRefine(checkRegionAndPostalCode)
  .superRefine(checkBusinessBuyer);
export type ShippingForm = z.infer<typeof shippingFormSchema>;
export type ShippingFormInput = z.input<typeof shippingFormSchema>;

const LINE_MAX_MESSAGE = `At most ${CART_LINE_MAX} of one item`;
const UNITS_MAX_MESSAGE = `At most ${CHECKOUT_UNITS_MAX} items in one order`;

/** Who a gift card in the cart is for (issue 28): mailed to them on `deliverOn` (today if absent). */
export const giftCardLineSchema = z.object({
  recipientName: z
    .string({ error: 'The recipient’s name is required' })
    .trim()
    .min(1, 'The recipient’s name is required')
    .max(100, 'At most 100 characters'),
  recipientEmail: z
    .string({ error: 'The recipient’s e-mail is required' })
    .trim()
    .max(254)
    .pipe(z.email({ error: MESSAGES.emailInvalid })),
  senderName: z.string().trim().max(100, 'At most 100 characters').optional(),
  message: z.string().trim().max(300, 'At most 300 characters').optional(),
  /** The shop's day it is mailed (YYYY-MM-DD). */
  deliverOn: z.iso.date({ error: 'The delivery date must be a date' }).optional(),
  /**
   * An amount of the shopper's own in paise (record 056), when the owner offers it: the card is
   * for this amount, whatever the variant's price. Within the owner's bounds, checked by the server.
   */
  amount: z
    .number({ error: GIFT_CARD_AMOUNT_MESSAGES.required })
    .int(GIFT_CARD_AMOUNT_MESSAGES.wholeRupees)
    .multipleOf(MINOR_PER_MAJOR, GIFT_CARD_AMOUNT_MESSAGES.wholeRupees)
    .min(
      GIFT_CARD_CUSTOM_MIN,
      GIFT_CARD_AMOUNT_MESSAGES.range(GIFT_CARD_CUSTOM_MIN, GIFT_CARD_CUSTOM_MAX),
    )
    .max(
      GIFT_CARD_CUSTOM_MAX,
      GIFT_CARD_AMOUNT_MESSAGES.range(GIFT_CARD_CUSTOM_MIN, GIFT_CARD_CUSTOM_MAX),
    )
    .optional(),
});
export type GiftCardLine = z.infer<typeof giftCardLineSchema>;

export const orderItemInputSchema = z.object({
  id: z.string().min(1).max(100),
  quantity: z
    .number()
    .int('Quantity must be a whole number')
    .min(1, 'Quantity must be at least 1')
    .max(CART_LINE_MAX, LINE_MAX_MESSAGE),
  selectedColor: z.string().trim().max(60).optional(),
  /** The variant bought (record 038); without it, the product's only variant or its colour's. */
  variantId: z.string().max(100).optional(),
  /** A gift card line's recipient (the gift-card product only). */
  giftCard: giftCardLineSchema.optional(),
  // The spec's client sends these too; the server ignores them and reads its own prices.
  title: z.string().optional(),
  price: z.number().optional(),
});

/**
 * Caps apply to the order, not to each line: the same variant over several lines counts once, so
 * one unpaid checkout cannot hold more than CART_LINE_MAX of a variant or CHECKOUT_UNITS_MAX units.
 */
function capOrderLines(items: z.infer<typeof orderItemInputSchema>[], ctx: z.RefinementCtx) {
  const perProduct = new Map<string, number>();
  let units = 0;
  items.forEach((item, index) => {
    const key = `${item.id}|${item.variantId ?? item.selectedColor ?? ''}`;
    const before = perProduct.get(key) ?? 0;
    perProduct.set(key, before + item.quantity);
    units += item.quantity;
    if (before <= CART_LINE_MAX && before + item.quantity > CART_LINE_MAX)
      ctx.addIssue({ code: 'custom', path: [index, 'quantity'], message: LINE_MAX_MESSAGE });
  });
  if (units > CHECKOUT_UNITS_MAX) ctx.addIssue({ code: 'custom', message: UNITS_MAX_MESSAGE });
}

/**
 * What a checkout adds to its cart (issue 28): one discount code, gift cards, store credit. The
 * quote and the payment intent take the same fields, so the intent charges exactly the quote.
 */
export const checkoutExtrasShape = {
  discountCode: z
    .string({ error: 'The discount code must be text' })
    .trim()
    .max(40, 'That code is too long: check it and try again')
    .optional(),
  giftCardCodes: z
    .array(z.string({ error: 'A gift card code must be text' }).trim().max(40), {
      error: 'Gift card codes must be a list',
    })
    .max(GIFT_CARDS_PER_ORDER_MAX, `At most ${GIFT_CARDS_PER_ORDER_MAX} gift cards on one order`)
    .optional()
    .default([]),
  /** Spend the signed-in customer's store credit (all of it, up to what is due). */
  useStoreCredit: z
    .boolean({ error: 'useStoreCredit must be true or false' })
    .optional()
    .default(false),
};

/** POST /api/checkout/quote: the cart priced as the intent would charge it (issue 28). */
export const checkoutQuoteSchema = z.object({
  currency: z.enum(CURRENCY_CODES, { error: 'Unsupported currency' }),
  orderItems: z
    .array(orderItemInputSchema)
    .min(1, 'Your cart is empty')
    .max(CHECKOUT_UNITS_MAX, UNITS_MAX_MESSAGE)
    .superRefine(capOrderLines),
  /** As much of the address as is known: the cart knows the country at most. */
  shipping: z
    .object({
      country: z.enum(COUNTRIES, { error: 'Choose a country' }).default(DEFAULT_COUNTRY),
      state: z.string().trim().max(100).optional().default(''),
      zipCode: z.string().trim().max(20).optional().default(''),
    })
    .default({ country: DEFAULT_COUNTRY, state: '', zipCode: '' }),
  shippingMethod: z.string().trim().min(1).max(40).optional(),
  /** A guest's e-mail: a per-customer cap and a first-order offer are checked against it. */
  receipt_email: z
    .string()
    .trim()
    .max(254)
    .pipe(z.email({ error: MESSAGES.emailInvalid }))
    .optional(),
  paymentMethod: z
    .enum(['online', 'cod'], { error: 'Payment method is online or cod' })
    .default('online'),
  ...checkoutExtrasShape,
});
export type CheckoutQuoteInput = z.input<typeof checkoutQuoteSchema>;

export const paymentIntentSchema = z.object({
  currency: z.enum(CURRENCY_CODES, { error: 'Unsupported currency' }),
  receipt_email: z
    .string()
    .trim()
    .max(254)
    .pipe(z.email({ error: MESSAGES.emailInvalid })),
  description: z.string().max(500).optional(),
  orderItems: z
    .array(orderItemInputSchema)
    .min(1, 'Your cart is empty')
    .max(CHECKOUT_UNITS_MAX, UNITS_MAX_MESSAGE)
    .superRefine(capOrderLines),
  shipping: shippingFormSchema,
  /**
   * A method `code` of the shipping zone of `shipping.country` (DESIGN deviation 13); without
   * it the zone's first method is charged, as the spec's client sends none.
   */
  shippingMethod: z
    .string()
    .trim()
    .min(1, SHIPPING_MESSAGES.chooseMethod)
    .max(40, SHIPPING_MESSAGES.chooseMethod)
    .optional(),
  /** Ignored: the server computes what is charged. */
  amount: z.number().optional(),
  ...checkoutExtrasShape,
});
export type PaymentIntentInput = z.input<typeof paymentIntentSchema>;

export const verifyPaymentSchema = z.object({
  razorpay_payment_id: z.string().min(1).max(100),
  razorpay_order_id: z.string().min(1).max(100),
  razorpay_signature: z.string().min(1).max(200),
  internalOrderId: z.string().min(1).max(100),
  /** A guest's checkout token (issue 27): stands in for the session. */
  orderToken: z.string().max(200).optional(),
});
export type VerifyPaymentInput = z.infer<typeof verifyPaymentSchema>;
