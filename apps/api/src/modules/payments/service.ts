/**
 * Checkout money and stock, composed from its parts: the payment intent (intent.ts), captures
 * applied exactly once (capture-run.ts, capture.ts), and holds given back (release.ts).
 */
import type { VerifyPaymentInput } from '@shop/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, products, productVariants } from '../../db/schema';
import type { PaymentGateway } from '../../integrations/payments/gateway';
import type { SandboxGateway, SandboxPayment } from '../../integrations/payments/sandbox';
import type { Mailer } from '../../integrations/mailer';
import { BadRequestError, NotFoundError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { CurrencyService } from '../currency';
import type { OrderAccess } from '../orders';
import type { ShippingService } from '../shipping';
import { createCaptureRun } from './capture-run';
import { createPaymentIntents } from './intent';
import { createQuotes } from './quote';
import { createHoldRelease } from './release';

export { RESERVATION_MS } from './holds';
export const SIGNATURE_INVALID = 'Payment signature is invalid';

type Deps = {
  db: Db;
  gateway: PaymentGateway;
  currency: CurrencyService;
  shipping: ShippingService;
  mailer: Mailer;
  publicUrl: string;
  /** Opens a guest's order to the checkout that placed it (issue 27). */
  access: OrderAccess;
  /** Called after a commit that moved stock (hold, release, late re-take): caches must drop it. */
  onStockChange?: () => void;
  /** The shop's time zone, for the days a promotion's reason names. */
  shopTimeZone?: string;
  /** Where gateway failures are written (their text is never shown to shoppers). */
  log?: (message: string, err: unknown) => void;
  /** Told once an order is paid, after the commit: the funnel's paid step (issue 30). */
  onPaid?: (orderId: string) => void;
};

/** Who pays: a signed-in shopper, or a guest holding their checkout's order token. */
export type Payer = { userId?: string; token?: string };

export function createPaymentsService(deps: Deps) {
  const { db, gateway } = deps;
  const release = createHoldRelease(deps);
  const run = createCaptureRun(deps);

  /**
   * The caller's own order: the signed-in shopper's, or the one a guest's checkout token opens
   * (issue 27). 404 alike for a missing order and another's.
   */
  async function ownOrder(who: Payer, where: ReturnType<typeof eq>) {
    const [order] = await db
      .select({ id: orders.id, gatewayOrderId: orders.gatewayOrderId, userId: orders.userId })
      .from(orders)
      .where(where);
    const mine =
      order && (who.userId ? order.userId === who.userId : deps.access.check(order.id, who.token));
    if (!order || !mine) throw new NotFoundError('Order not found');
    return order;
  }

  return {
    gateway,
    createPaymentIntent: createPaymentIntents({
      ...deps,
      releaseHolds: release.releaseHolds,
      payInFull: (orderId) =>
        run.capture(orderId, { gatewayPaymentId: `balances_${orderId}`, amountMinor: 0 }),
      log: deps.log ?? (() => {}),
    }),
    quote: createQuotes(deps),
    applyCaptureEvent: run.applyCaptureEvent,
    releaseExpiredReservations: release.releaseExpiredReservations,

    async verifyPayment(who: Payer, input: VerifyPaymentInput) {
      if (!isUuid(input.internalOrderId)) throw new NotFoundError('Order not found');
      const order = await ownOrder(who, eq(orders.id, input.internalOrderId));
      if (order.gatewayOrderId !== input.razorpay_order_id)
        throw new BadRequestError('This payment does not belong to this order');
      const signed = gateway.verifyPaymentSignature({
        orderId: input.razorpay_order_id,
        paymentId: input.razorpay_payment_id,
        signature: input.razorpay_signature,
      });
      if (!signed) throw new BadRequestError(SIGNATURE_INVALID);
      const result = await run.capture(order.id, { gatewayPaymentId: input.razorpay_payment_id });
      return {
        orderId: order.id,
        orderNumber: result!.order.orderNumber,
        order_id: order.gatewayOrderId,
      };
    },

    /** The sandbox's payment window pays only the signed-in shopper's own gateway order. */
    async sandboxPay(
      sandbox: Pick<SandboxGateway, 'pay'>,
      who: Payer,
      gatewayOrderId: string,
      payment: SandboxPayment,
    ) {
      await ownOrder(who, eq(orders.gatewayOrderId, gatewayOrderId));
      return sandbox.pay(gatewayOrderId, payment);
    },

    /** Stock available after holds: exposed for tests and the admin. */
    async stockOf(productId: string): Promise<number> {
      const [row] = await db
        .select({ stock: products.countInStock })
        .from(products)
        .where(eq(products.id, productId));
      return row?.stock ?? 0;
    },

    /** One variant's stock after holds (tests and the admin). */
    async stockOfVariant(variantId: string): Promise<number> {
      const [row] = await db
        .select({ stock: productVariants.countInStock })
        .from(productVariants)
        .where(eq(productVariants.id, variantId));
      return row?.stock ?? 0;
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
