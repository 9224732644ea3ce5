/** Responses of the back office's orders: the list, and one order with its history and tracking. */
import { z } from 'zod';
import { moneySchema, type Wire } from './common';
import {
  codStateSchema,
  orderSchema,
  orderStatusSchema,
  paymentStatusSchema,
  trackingSchema,
} from './orders';

export const adminOrderRowSchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  status: orderStatusSchema,
  paymentStatus: paymentStatusSchema,
  currency: z.string(),
  customer: z.string(),
  email: z.string(),
  /** The total in the shop's currency, at the order's own recorded rate. */
  total: moneySchema,
  charged: moneySchema,
  createdAt: z.string(),
});
export type AdminOrderRow = Wire<typeof adminOrderRowSchema>;

export const adminOrderListResponse = z.object({
  success: z.literal(true),
  total: z.number().int(),
  orders: z.array(adminOrderRowSchema),
});

/** The shopper's Order plus what only the owner sees. */
export const adminOrderSchema = orderSchema.extend({
  /** The buyer's account (null: a guest's order), whose store credit the owner may give. */
  customerId: z.string().nullable(),
  customer: z.object({ name: z.string(), email: z.string() }).optional(),
  /** A business buyer's GSTIN and legal name as on the tax invoice (null: a consumer, issue 27). */
  buyerGstin: z.string().nullable(),
  businessName: z.string().nullable(),
  /** Cash on delivery (null: paid online), as the shopper's order page shows it (issue 27). */
  cod: codStateSchema.nullable(),
  gateway: z.string(),
  gatewayOrderId: z.string().nullable(),
  gatewayPaymentId: z.string().nullable(),
  refundReason: z.string().nullable(),
  notes: z.string(),
  /** Where the owner may move it now. */
  next: z.array(orderStatusSchema).readonly(),
  /** Every change of status, oldest first ('placed' when the payment came in). */
  events: z.array(z.object({ status: z.string(), note: z.string(), createdAt: z.string() })),
  track: trackingSchema,
  /**
   * The shipping method paid for, as the rate table named it then, with its transit time in days
   * after dispatch (null: an order from before the table recorded one; issue 29).
   */
  shippingMethod: z
    .object({
      code: z.string(),
      name: z.string(),
      minDays: z.number().int(),
      maxDays: z.number().int(),
      businessDays: z.boolean(),
    })
    .nullable(),
  /** The shop day ('YYYY-MM-DD') it must leave the studio by (record 057); null until it may ship. */
  shipBy: z.string().nullable(),
});
export type AdminOrder = Wire<typeof adminOrderSchema>;

export const adminOrderResponse = z.object({ success: z.literal(true), order: adminOrderSchema });
