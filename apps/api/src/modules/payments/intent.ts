/**
 * A checkout's payment intent: the server prices every line from the database in the currency
 * charged (its price list or its own rates, record 036), holds stock for 15 minutes while the shopper pays, and opens the gateway's order.
 */
import { createOrderFailed, shopRateTo, type paymentIntentSchema } from '@shop/shared';
import { eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { orders } from '../../db/schema';
import type { PaymentGateway } from '../../integrations/payments/gateway';
import { BadRequestError, HttpError } from '../../lib/errors';
import type { CurrencyService } from '../currency';
import type { OrderAccess } from '../orders';
import type { ShippingService } from '../shipping';
import { chargeableAmount } from './charge';
import { createPendingOrder } from './pending-order';
import { priceCheckout } from './pricing';
import { offersOf } from './promotions';

type Input = z.output<typeof paymentIntentSchema>;
type Deps = {
  db: Db;
  gateway: PaymentGateway;
  currency: CurrencyService;
  shipping: ShippingService;
  releaseHolds: (where: (tx: Tx) => SQL) => Promise<number>;
  onStockChange?: () => void;
  access: OrderAccess;
  /** Marks an order that gift cards and store credit paid in full as paid, as a capture does. */
  payInFull: (orderId: string) => Promise<unknown>;
  /** The shop's time zone, for the days a promotion's reason names. */
  shopTimeZone?: string;
  /** The gateway's own error text goes to the log, never to the shopper. */
  log: (message: string, err: unknown) => void;
};

/** What a shopper reads when the gateway cannot open an order: no gateway internals. */
export const gatewayOrderFailed = (displayName: string) =>
  `${createOrderFailed(displayName)} Please try again in a few minutes.`;

export function createPaymentIntents(deps: Deps) {
  const { db, gateway, currency, shipping, releaseHolds, onStockChange, access, log } = deps;

  /**
   * Asks the gateway for an order the shopper pays into. If it cannot make one, the checkout is
   * over: its stock goes back at once instead of waiting for the hold to expire.
   */
  async function openGatewayOrder(
    order: { id: string; orderNumber: string },
    amountMinor: number,
    currencyCode: string,
  ): Promise<string> {
    let gatewayOrder;
    try {
      gatewayOrder = await gateway.createOrder({
        amountMinor,
        currency: currencyCode,
        receipt: order.orderNumber,
        notes: { orderNumber: order.orderNumber },
      });
    } catch (err) {
      log(`The gateway did not open an order for ${order.orderNumber}`, err);
      await releaseHolds(() => eq(orders.id, order.id));
      throw new HttpError(502, gatewayOrderFailed(gateway.displayName));
    }
    await db.update(orders).set({ gatewayOrderId: gatewayOrder.id }).where(eq(orders.id, order.id));
    return gatewayOrder.id;
  }

  /** `userId` undefined: a guest's checkout (issue 27), which `receipt_email` identifies. */
  return async function createPaymentIntent(userId: string | undefined, input: Input) {
    if (gateway.kind === 'unavailable')
      throw new HttpError(503, 'Payments are not available right now. Please try again later.');
    const context = await currency.priceContext();
    const priced = await priceCheckout(
      db,
      input,
      context,
      () => shipping.method(input.shipping.country, input.shippingMethod),
      'online',
      offersOf(userId, input, deps.shopTimeZone),
    );
    // A code that does not apply is refused, never dropped: the shopper pays what they were shown.
    if (priced.codeProblem !== undefined) throw new BadRequestError(priced.codeProblem);
    const paysWithBalances = input.giftCardCodes.length > 0 || input.useStoreCredit;
    // Gift cards or credit may cover a total too small to pay online; the rest is checked after.
    const amountMinor = paysWithBalances
      ? priced.totals.total
      : chargeableAmount(priced.totals.total);
    const { order, reused } = await db.transaction((tx) =>
      createPendingOrder(tx, {
        userId: userId ?? null,
        priced,
        currency: input.currency,
        shopRate: shopRateTo(context, input.currency),
        amountMinor,
        receiptEmail: input.receipt_email,
        shipping: input.shipping,
        gateway: gateway.kind,
        tenders: {
          giftCardCodes: input.giftCardCodes,
          useStoreCredit: input.useStoreCredit,
          now: new Date(),
          ...(deps.shopTimeZone && { timeZone: deps.shopTimeZone }),
        },
      }),
    );
    onStockChange?.();
    // Gift cards and credit paid it all: no gateway, the order is paid now (its invoice and mail).
    if (order.amountMinor === 0) {
      await deps.payInFull(order.id);
      return {
        amount: 0,
        currency: input.currency,
        order_id: '',
        internalOrderId: order.id,
        orderNumber: order.orderNumber,
        key: gateway.keyId,
        gateway: gateway.kind,
        orderToken: access.checkoutToken(order.id),
        paid: true,
      };
    }
    // A retried checkout pays into the gateway order it opened before: same receipt, same amount.
    const gatewayOrderId =
      reused && order.gatewayOrderId
        ? order.gatewayOrderId
        : await openGatewayOrder(order, order.amountMinor, input.currency);
    return {
      amount: order.amountMinor,
      currency: input.currency,
      order_id: gatewayOrderId,
      internalOrderId: order.id,
      orderNumber: order.orderNumber,
      key: gateway.keyId,
      gateway: gateway.kind,
      orderToken: access.checkoutToken(order.id),
    };
  };
}
