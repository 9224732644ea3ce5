/** Responses of the back office's orders: the list, and one order with its history and tracking. */
import { z } from 'zod';
import { adminListQuerySchema } from '../admin';
import { ORDER_STATUSES } from '../order-status';
import { RETURN_STATUSES } from '../returns';
import { shippingMethodSchema } from '../shipping-table';
import { moneySchema, type Wire } from './common';
import {
  codStateSchema,
  orderSchema,
  orderStatusSchema,
  paymentStatusSchema,
  trackingSchema,
} from './orders';

/**
 * The order list's orders (issue 29): newest or oldest placed first, or by ship-by day, earliest
 * first (record 057: sorted by when the order became the studio's to send, which orders it the same).
 */
export const ADMIN_ORDER_SORTS = ['newest', 'oldest', 'shipBy'] as const;
export type AdminOrderSort = (typeof ADMIN_ORDER_SORTS)[number];
export const ADMIN_ORDER_SORT_LABELS = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  shipBy: 'Ship by, earliest first',
} as const satisfies Record<AdminOrderSort, string>;

/** 'due': not yet shipped and its ship-by day is today (the shop's) or before. */
export const SHIP_BY_FILTERS = ['due'] as const;
export type ShipByFilter = (typeof SHIP_BY_FILTERS)[number];
export const SHIP_BY_FILTER_LABELS = {
  due: 'Due today or overdue',
} as const satisfies Record<ShipByFilter, string>;

/** GET /api/admin/orders: its filters, sort and page. */
export const adminOrderListQuerySchema = adminListQuerySchema.extend({
  status: z
    .enum(ORDER_STATUSES, { error: `Status must be one of ${ORDER_STATUSES.join(', ')}` })
    .optional(),
  from: z.iso.date('Use a date like 2026-11-01').optional(),
  to: z.iso.date('Use a date like 2026-11-30').optional(),
  /** A shipping method's code as the rate table writes it ('standard', 'express'). */
  method: shippingMethodSchema.shape.code.optional(),
  shipBy: z
    .enum(SHIP_BY_FILTERS, { error: `shipBy must be one of ${SHIP_BY_FILTERS.join(', ')}` })
    .optional(),
  sort: z
    .enum(ADMIN_ORDER_SORTS, { error: `Sort by one of ${ADMIN_ORDER_SORTS.join(', ')}` })
    .default('newest'),
});
export type AdminOrderListQuery = z.output<typeof adminOrderListQuerySchema>;

/** A processed refund gave part of the order back, or (record 052's rule) all of it. */
export const ORDER_REFUND_STATES = ['partly_refunded', 'refunded'] as const;

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
  /** The method paid for, as recorded then (null: an order from before the rate table). */
  shippingMethod: z.object({ code: z.string(), name: z.string() }).nullable(),
  /** The shop day it must leave the studio by (record 057); null until it may ship. */
  shipBy: z.string().nullable(),
  /** Null: nothing refunded (processed) yet. */
  refund: z.enum(ORDER_REFUND_STATES).nullable(),
  /** Its returns' statuses, in the order a return moves (declined ones left out). */
  returns: z.array(z.enum(RETURN_STATUSES)),
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
