/** Orders as the spec's client reads them (section 3 'Order', 'Tracking'). */
import {
  chargedMinor,
  COD_PAYMENT_METHOD,
  deliveryWindow,
  fromMinor,
  isOrderStatus,
  ORDER_STATUS_LABELS,
  shippingDiscountMinor,
  shopperOrderStatusLabel,
  taxIncluded,
  TRACKING_STEPS,
  type TrackingStep,
} from '@shop/shared';
import type { orderItems, orders, orderStatusEvents } from '../../db/schema';
import { NOTHING_ELSE, type PaidWith } from '../../db/paid-with';

type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;
type EventRow = Pick<typeof orderStatusEvents.$inferSelect, 'status' | 'createdAt'>;

/** The order as the shopper reads it: every amount in the currency charged (record 036). */
export function toOrder(order: OrderRow, items: ItemRow[]) {
  const address = order.shippingAddress;
  const money = (minor: number) => fromMinor(chargedMinor(order, minor));
  return {
    _id: order.id,
    orderNumber: order.orderNumber,
    createdDate: (order.paidAt ?? order.createdAt).toISOString(),
    status: order.status,
    orderStatus: shopperOrderStatusLabel(order.status, order.paymentStatus),
    paymentStatus: order.paymentStatus,
    orderItems: items.map((i) => ({
      id: i.productId,
      lineId: i.id,
      title: i.title,
      quantity: i.quantity,
      price: money(i.unitPriceCents),
      selectedColor: i.selectedColor,
      variantId: i.variantId,
      sku: i.sku,
      options: i.optionValues,
      returnable: !i.giftCard,
    })),
    subtotalPrice: money(order.subtotalCents),
    // The exact charge; an older order's converted parts may each round by a paisa.
    totalPrice: fromMinor(order.amountMinor),
    shippingPrice: money(order.shippingCents),
    taxPrice: money(order.taxCents),
    discountPrice: money(order.discountCents),
    /** The amounts' currency (the one charged). */
    currency: order.currency,
    /** True when the prices include the GST ("Includes ₹X GST"); older orders added it on top. */
    taxIncluded: taxIncluded(order),
    /** What the shopper was actually charged, in the currency they chose. */
    charged: { amount: fromMinor(order.amountMinor), currency: order.currency },
    exchangeRate: order.exchangeRate,
    shippingAddress: {
      name: [address.firstName, address.lastName].filter(Boolean).join(' '),
      address: address.address ?? '',
      city: address.city ?? '',
      state: address.state ?? '',
      zipCode: address.zipCode ?? '',
      country: address.country ?? '',
      number: address.number ?? '',
    },
    paymentMethod: order.paymentMethod,
  };
}

/** The tracking step an event marks: 'placed', or a status named like a step ('Shipped', ...). */
function stepOf(eventStatus: string): TrackingStep | undefined {
  if (eventStatus === 'placed') return 'Placed';
  if (!isOrderStatus(eventStatus)) return undefined;
  const label: string = ORDER_STATUS_LABELS[eventStatus];
  return TRACKING_STEPS.find((step) => step === label);
}

const DAY = 24 * 60 * 60 * 1000;

/** The charged shipping method's delivery window, from payment (null for older orders). */
function methodWindow(order: OrderRow) {
  if (order.deliveryMinDays === null || order.deliveryMaxDays === null) return null;
  return deliveryWindow(
    {
      minDays: order.deliveryMinDays,
      maxDays: order.deliveryMaxDays,
      businessDays: order.deliveryBusinessDays ?? true,
    },
    order.paidAt ?? order.createdAt,
  );
}

/**
 * The shop's date once it ships; before that the latest day of the method's window; for orders
 * older than the rate table, 7 days within India and 14 abroad (the FAQ's upper bounds).
 */
function estimatedDelivery(order: OrderRow): Date {
  if (order.estimatedDelivery) return order.estimatedDelivery;
  const window = methodWindow(order);
  if (window) return window.latest;
  const placed = order.paidAt ?? order.createdAt;
  const days = order.shippingAddress.country === 'India' ? 7 : 14;
  return new Date(placed.getTime() + days * DAY);
}

/** A cash-on-delivery order's fee, confirmation and ending, in the charged currency; null otherwise. */
export function codStateOf(order: OrderRow) {
  if (order.paymentMethod !== COD_PAYMENT_METHOD) return null;
  return {
    fee: fromMinor(chargedMinor(order, order.codFeeMinor)),
    confirmBy: order.codConfirmBy?.toISOString() ?? null,
    confirmedAt: order.codConfirmedAt?.toISOString() ?? null,
    outcome: order.codOutcome,
  };
}

/** The order on its confirmation page: the history's Order, each line's prices and the estimate. */
export function toConfirmation(
  order: OrderRow,
  items: ItemRow[],
  events: EventRow[],
  extras: PaidWith = NOTHING_ELSE,
) {
  const money = (minor: number) => fromMinor(chargedMinor(order, minor));
  const shippingOff = shippingDiscountMinor(extras.discounts);
  const linesOff = extras.discounts.reduce((sum, d) => sum + d.amountMinor - d.shippingMinor, 0);
  return {
    ...toOrder(order, items),
    // Shipping before a free-shipping discount and every discount named below: subtotal -
    // discount + shipping - gift cards - store credit = the total charged.
    shippingPrice: money(order.shippingCents + shippingOff),
    discountPrice: money(Math.max(order.discountCents, linesOff) + shippingOff),
    lines: items.map((i) => ({
      id: i.productId,
      title: i.title,
      quantity: i.quantity,
      price: money(i.unitPriceCents),
      selectedColor: i.selectedColor,
      variantId: i.variantId,
      sku: i.sku,
      options: i.optionValues,
      unitPrice: money(i.unitPriceCents),
      linePrice: money(i.unitPriceCents * i.quantity),
      discount: money(i.discountMinor),
    })),
    discounts: extras.discounts.map((d) => ({
      ...(d.code !== null && { code: d.code }),
      name: d.name,
      amount: money(d.amountMinor),
    })),
    giftCards: extras.giftCards.map((g) => ({ last4: g.last4, amount: money(g.amountMinor) })),
    storeCredit: money(extras.storeCreditMinor),
    amountMinor: order.amountMinor,
    currency: order.currency,
    estimatedDate: estimatedDelivery(order).toISOString(),
    shippingMethod: order.shippingMethodName,
    earliestDate: order.estimatedDelivery
      ? null
      : (methodWindow(order)?.earliest.toISOString() ?? null),
    guest: order.userId === null,
    buyerGstin: order.buyerGstin,
    businessName: order.buyerLegalName,
    cod: codStateOf(order),
    track: toTracking(order, events),
  };
}

export function toTracking(order: OrderRow, events: EventRow[]) {
  const status = Object.fromEntries(TRACKING_STEPS.map((step) => [step, null])) as Record<
    TrackingStep,
    string | null
  >;
  for (const event of [...events].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())) {
    const step = stepOf(event.status);
    if (step && status[step] === null) status[step] = event.createdAt.toISOString();
  }
  return {
    orderNumber: order.orderNumber,
    orderStatus: shopperOrderStatusLabel(order.status, order.paymentStatus),
    cancelled: order.status === 'cancelled',
    estimatedDate: estimatedDelivery(order).toISOString(),
    trackingNumber: order.trackingNumber,
    carrier:
      order.carrierName && order.trackingUrl
        ? { name: order.carrierName, trackingUrl: order.trackingUrl }
        : null,
    status,
  };
}
