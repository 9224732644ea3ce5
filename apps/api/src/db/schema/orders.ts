/** Orders, their lines and their status history. */
import { ORDER_STATUSES, PAYMENT_STATUSES, type GiftCardLine } from '@shop/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { products } from './catalog';
import { carriers } from './shipping';
import { users } from './users';
import { productVariants } from './variants';

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderNumber: text('order_number').notNull(),
    /** Null for a guest's order (issue 27) until an account that proved the e-mail claims it. */
    userId: uuid('user_id').references(() => users.id),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    // bigint: the largest order, charged in a currency like INR, passes 2^31 minor units.
    subtotalCents: bigint('subtotal_cents', { mode: 'number' }).notNull(),
    shippingCents: bigint('shipping_cents', { mode: 'number' }).notNull(),
    taxCents: bigint('tax_cents', { mode: 'number' }).notNull(),
    discountCents: bigint('discount_cents', { mode: 'number' }).notNull(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /**
     * How the amounts above are kept (record 036): 'inclusive', in the charged currency's minor
     * units with GST included in the prices; 'usd_exclusive' (orders before it), in US cents with
     * the tax added on top, converted to the charged currency at `exchangeRate`.
     */
    pricing: text('pricing', { enum: ['usd_exclusive', 'inclusive'] })
      .notNull()
      .default('usd_exclusive'),
    /** Charged currency per unit of the order's amounts (1 for 'inclusive' orders). */
    exchangeRate: doublePrecision('exchange_rate').notNull(),
    /** Charged currency per unit of the shop currency when it was placed (reports convert by it). */
    shopRate: doublePrecision('shop_rate').notNull().default(1),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    receiptEmail: text('receipt_email').notNull(),
    shippingAddress: jsonb('shipping_address').$type<Record<string, string>>().notNull(),
    notes: text('notes').notNull().default(''),
    paymentMethod: text('payment_method').notNull().default('Razorpay'),
    /** A business buyer's GSTIN and legal name (issue 27): printed on the tax invoice. */
    buyerGstin: text('buyer_gstin'),
    buyerLegalName: text('buyer_legal_name'),
    /**
     * Cash on delivery (issue 27): the fee charged, in the order's minor units (inside the total);
     * by when the shopper must confirm it, when they did, and how it ended at the door.
     */
    codFeeMinor: bigint('cod_fee_minor', { mode: 'number' }).notNull().default(0),
    codConfirmBy: timestamp('cod_confirm_by', { withTimezone: true }),
    codConfirmedAt: timestamp('cod_confirmed_at', { withTimezone: true }),
    codOutcome: text('cod_outcome', { enum: ['collected', 'returned_to_origin'] }),
    codOutcomeAt: timestamp('cod_outcome_at', { withTimezone: true }),
    gateway: text('gateway').notNull(),
    gatewayOrderId: text('gateway_order_id'),
    gatewayPaymentId: text('gateway_payment_id'),
    reservationExpiresAt: timestamp('reservation_expires_at', { withTimezone: true }),
    /** True while this order holds stock it has not paid for yet (or has paid for). */
    stockHeld: boolean('stock_held').notNull().default(false),
    refundReason: text('refund_reason'),
    /** The method charged, as the rate table named it then (null: orders before the table). */
    shippingMethodCode: text('shipping_method_code'),
    shippingMethodName: text('shipping_method_name'),
    /** Its transit time then, for the delivery estimate (days after dispatch). */
    deliveryMinDays: integer('delivery_min_days'),
    deliveryMaxDays: integer('delivery_max_days'),
    deliveryBusinessDays: boolean('delivery_business_days'),
    trackingNumber: text('tracking_number'),
    /** The carrier it left with (record 058), its name and tracking page as they were then. */
    carrierId: uuid('carrier_id').references(() => carriers.id, { onDelete: 'set null' }),
    carrierName: text('carrier_name'),
    trackingUrl: text('tracking_url'),
    estimatedDelivery: timestamp('estimated_delivery', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_number_idx').on(t.orderNumber),
    index('orders_reservations_idx')
      .on(t.reservationExpiresAt)
      .where(sql`${t.stockHeld} and ${t.paymentStatus} = 'pending'`),
    uniqueIndex('orders_gateway_order_idx').on(t.gatewayOrderId),
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    index('orders_status_idx').on(t.status, t.createdAt),
    index('orders_guest_email_idx')
      .on(sql`lower(${t.receiptEmail})`)
      .where(sql`${t.userId} is null`),
    index('orders_cod_unconfirmed_idx')
      .on(t.codConfirmBy)
      .where(sql`${t.codConfirmBy} is not null and ${t.codConfirmedAt} is null`),
    // A courier's update names the parcel by its waybill, spaces and case aside (record 058).
    index('orders_tracking_number_idx')
      .on(sql`upper(regexp_replace(${t.trackingNumber}, '\\s', '', 'g'))`)
      .where(sql`${t.trackingNumber} is not null`),
  ],
);

/**
 * A shipment booked for an order with a shipping aggregator (record 058): its waybill, the
 * courier it assigned and the pickup asked for. One per order; booking again reads it back.
 */
export const aggregatorShipments = pgTable('aggregator_shipments', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  provider: text('provider').notNull(),
  shipmentId: text('shipment_id').notNull(),
  awb: text('awb').notNull(),
  courierName: text('courier_name').notNull(),
  pickupAt: timestamp('pickup_at', { withTimezone: true }),
  /** When a poll last asked about it: instances claim a parcel by moving this (record 058). */
  polledAt: timestamp('polled_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    /** The variant sold (null once the owner deletes it: the line keeps its SKU and options). */
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    sku: text('sku'),
    optionValues: jsonb('option_values').$type<Record<string, string>>().notNull().default({}),
    title: text('title').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    selectedColor: text('selected_color'),
    /** As charged (for the tax invoice); null on orders placed before invoices. */
    taxPercent: integer('tax_percent'),
    discountPercent: integer('discount_percent'),
    hsnCode: text('hsn_code'),
    /** The line's discount in the order's minor units (named promotions; 0 until then). */
    discountMinor: integer('discount_minor').notNull().default(0),
    /** A gift card bought (issue 28): who it is for; its cards are issued when the order is paid. */
    giftCard: jsonb('gift_card').$type<GiftCardLine>(),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_product_idx').on(t.productId),
    index('order_items_variant_idx').on(t.variantId),
  ],
);

export const orderStatusEvents = pgTable(
  'order_status_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('order_status_events_order_idx').on(t.orderId, t.createdAt)],
);
