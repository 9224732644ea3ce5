/** Responses of order history and tracking (spec section 3 'Order', 'Tracking'); one Order for all. */
import { z } from 'zod';
import { TRACKING_STEPS, type TrackingStep } from '../checkout';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '../order-status';
import { REFUND_CHOICES, REFUND_METHODS, REFUND_STATUSES } from '../refunds';
import { RETURN_REASONS, RETURN_STATUSES } from '../returns';
import { moneySchema, type Wire } from './common';

export const orderStatusSchema = z.enum(ORDER_STATUSES);
/** Lists show placed orders only (paid, refund due); one looked up by id may be unpaid. */
export const paymentStatusSchema = z.enum(PAYMENT_STATUSES);

export const orderItemSchema = z.object({
  /** The product's id (spec). */
  id: z.string(),
  /** The order line's own id (a return names the lines it sends back). */
  lineId: z.string().optional(),
  title: z.string(),
  quantity: z.number().int(),
  /** USD, as recorded when the order was placed. */
  price: z.number(),
  selectedColor: z.string().nullable().optional(),
  /** The variant bought, its SKU and option values as sold (record 038). */
  variantId: z.string().nullable().optional(),
  sku: z.string().nullable().optional(),
  options: z.record(z.string(), z.string()).optional(),
  /** False for a gift card, which the Returns Policy names as non-returnable (issue 28). */
  returnable: z.boolean().optional(),
});
export type OrderItem = Wire<typeof orderItemSchema>;

export const orderSchema = z.object({
  _id: z.string(),
  orderNumber: z.string(),
  createdDate: z.string(),
  status: orderStatusSchema,
  orderStatus: z.string(),
  paymentStatus: paymentStatusSchema,
  orderItems: z.array(orderItemSchema),
  subtotalPrice: z.number(),
  totalPrice: z.number(),
  shippingPrice: z.number(),
  taxPrice: z.number(),
  discountPrice: z.number(),
  /** The currency of every amount above: the one charged (record 036). */
  currency: z.string().optional(),
  /** True when the prices include the tax ("Includes ₹X GST"); older orders added it on top. */
  taxIncluded: z.boolean().optional(),
  /** What the shopper actually paid, in the currency they chose. */
  charged: moneySchema,
  /** Units of the charged currency per unit of the amounts (1 since record 036). */
  exchangeRate: z.number(),
  shippingAddress: z.object({
    name: z.string(),
    address: z.string(),
    city: z.string(),
    state: z.string(),
    zipCode: z.string(),
    country: z.string(),
    number: z.string(),
  }),
  paymentMethod: z.string(),
});
export type Order = Wire<typeof orderSchema>;

/** What the customer may do now (issue 29); `reason` says why not, in their words. */
const customerActionSchema = z.object({ allowed: z.boolean(), reason: z.string().optional() });

/**
 * The order after the sale, as its customer sees it (issue 29): each refund and return, what was
 * paid less what came back (`netPaid`, in the charged currency), and what they may do now.
 */
export const afterSaleShape = {
  refunds: z.array(
    z.object({
      id: z.string(),
      amount: z.number(),
      method: z.enum(REFUND_METHODS),
      status: z.enum(REFUND_STATUSES),
      createdAt: z.string(),
      /** A refund to the card: the last day it may take to arrive (Terms: 7-10 business days). */
      expectedBy: z.string().optional(),
      /** The credit note's PDF (a guest's link adds the order's ?token=); null until it is issued. */
      creditNoteUrl: z.string().nullable(),
    }),
  ),
  returns: z.array(
    z.object({
      id: z.string(),
      status: z.enum(RETURN_STATUSES),
      lines: z.array(z.object({ itemId: z.string(), title: z.string(), quantity: z.number() })),
      reason: z.enum(RETURN_REASONS),
      createdAt: z.string(),
      decidedAt: z.string().optional(),
      refundMethod: z.enum(REFUND_CHOICES),
    }),
  ),
  netPaid: z.number(),
  actions: z.object({ cancel: customerActionSchema, return: customerActionSchema }),
};
export const afterSaleSchema = z.object(afterSaleShape);
export type AfterSale = Wire<typeof afterSaleSchema>;
export type AfterSaleRefund = AfterSale['refunds'][number];
export type AfterSaleReturn = AfterSale['returns'][number];

/** A customer's own order in their history: the Order and what happened after the sale. */
export const customerOrderSchema = orderSchema.extend(afterSaleShape);
export type CustomerOrder = Wire<typeof customerOrderSchema>;

/** Each step's date (ISO), or null while the order has not reached it. */
const stepDates = z.object(
  Object.fromEntries(TRACKING_STEPS.map((step) => [step, z.string().nullable()])) as Record<
    TrackingStep,
    z.ZodNullable<z.ZodString>
  >,
);

export const trackingSchema = z.object({
  orderNumber: z.string(),
  orderStatus: z.string(),
  cancelled: z.boolean(),
  estimatedDate: z.string(),
  trackingNumber: z.string().nullable(),
  /** The carrier it left with and its page for this parcel (record 058); null when not listed. */
  carrier: z.object({ name: z.string(), trackingUrl: z.string() }).nullable().optional(),
  status: stepDates,
});
export type Tracking = Wire<typeof trackingSchema>;

export const myOrdersResponse = z.object({
  success: z.literal(true),
  orders: z.array(customerOrderSchema),
});
export type MyOrdersResponse = Wire<typeof myOrdersResponse>;

export const trackingResponse = z.object({
  success: z.literal(true),
  track: trackingSchema,
  ...afterSaleShape,
});

/** A cash-on-delivery order's own facts (issue 27): the fee (charged currency), its confirmation and ending. */
export const codStateSchema = z.object({
  fee: z.number(),
  confirmBy: z.string().nullable(),
  confirmedAt: z.string().nullable(),
  outcome: z.enum(['collected', 'returned_to_origin']).nullable(),
});

/**
 * One order on its confirmation page: the Order of the history plus what a receipt shows, each
 * line's unit and line price (in the currency charged, record 036) and the delivery estimate tracking would give.
 */
export const orderConfirmationSchema = orderSchema.extend({
  ...afterSaleShape,
  lines: z.array(
    orderItemSchema.extend({
      /** Per unit and for the line, in the currency charged, as when the order was placed. */
      unitPrice: z.number(),
      linePrice: z.number(),
      /** The line's share of the order's discounts (issue 28). */
      discount: z.number(),
    }),
  ),
  /** Each discount the order received, named (issue 28): "FESTIVE10 −₹150". */
  discounts: z.array(
    z.object({ code: z.string().optional(), name: z.string(), amount: z.number() }),
  ),
  /** What gift cards paid of it, by card. */
  giftCards: z.array(z.object({ last4: z.string(), amount: z.number() })),
  /** What store credit paid of it. */
  storeCredit: z.number(),
  /** The charged total in the currency's minor unit (what the gateway took), beside `charged`. */
  amountMinor: z.number().int(),
  currency: z.string(),
  estimatedDate: z.string(),
  /** The shipping method charged (null: an order from before the rate table). */
  shippingMethod: z.string().nullable(),
  /** The earliest day the parcel may arrive, with the method's transit time (null as above). */
  earliestDate: z.string().nullable(),
  /** Placed without an account (issue 27) and not claimed by one yet. */
  guest: z.boolean(),
  /** A business buyer's GSTIN and legal name as on the tax invoice (null: a consumer). */
  buyerGstin: z.string().nullable(),
  businessName: z.string().nullable(),
  /** Cash on delivery (null: paid online): its fee, the confirmation it waits for, its outcome. */
  cod: codStateSchema.nullable(),
  /** Where each tracking step stands, as the account's order tracking shows it. */
  track: trackingSchema,
});
export type OrderConfirmation = Wire<typeof orderConfirmationSchema>;

export const orderConfirmationResponse = z.object({
  success: z.literal(true),
  order: orderConfirmationSchema,
});
export type OrderConfirmationResponse = Wire<typeof orderConfirmationResponse>;
export type TrackingResponse = Wire<typeof trackingResponse>;

/** The spec's answer: `success` itself says whether the shopper bought the product. */
export const purchaseStatusResponse = z.object({ success: z.boolean() });

/** "Find my order" (issue 27): the same answer whether or not the pair matches an order. */
export const orderLookupSchema = z.object({
  orderNumber: z.string().trim().min(1, 'Enter your order number').max(40),
  email: z
    .string()
    .trim()
    .min(1, 'Enter the e-mail you ordered with')
    .max(254)
    .pipe(z.email({ error: 'Enter a valid e-mail address' })),
});
export const ORDER_LOOKUP_ANSWER =
  'If that order number and e-mail match an order, we have sent a link to it to that e-mail.';

/** A guest's orders added to the account that proved their e-mail (issue 27). */
export const claimOrdersResponse = z.object({
  success: z.literal(true),
  claimed: z.number().int(),
  message: z.string(),
});
export type ClaimOrdersResponse = Wire<typeof claimOrdersResponse>;

/** A cash-on-delivery order confirmed from the mailed link (issue 27). */
export const codConfirmResponse = z.object({
  success: z.literal(true),
  orderNumber: z.string(),
  message: z.string(),
  /** Opens the order's page (the confirm link came by mail, as the order's mail token does). */
  orderToken: z.string(),
});
