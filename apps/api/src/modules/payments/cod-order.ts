/**
 * A cash-on-delivery checkout (issue 27): priced exactly as the payment intent prices it, then
 * placed as an unpaid order ('cod_pending') that holds its stock until it is delivered, returned
 * or cancelled. The COD rules themselves (fee, limits, PIN codes, cap) are the cod module's.
 */
import { COD_PAYMENT_METHOD, codFeeTax, shopRateTo, type paymentIntentSchema } from '@shop/shared';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import type { CurrencyService } from '../currency';
import type { ShippingService } from '../shipping';
import { createPendingOrder } from './pending-order';
import { BadRequestError } from '../../lib/errors';
import { priceCheckout, type PricedCheckout } from './pricing';
import { offersOf } from './promotions';

type Input = z.output<typeof paymentIntentSchema>;
type Deps = {
  db: Db;
  currency: CurrencyService;
  shipping: ShippingService;
  shopTimeZone?: string;
};

export type CodPlacement = {
  userId: string | null;
  input: Input;
  priced: PricedCheckout;
  shopRate: number;
  feeMinor: number;
  confirmBy: Date;
  /** Rules checked under the shopper's lock before a new order is made (the unpaid cap). */
  check: (tx: Tx) => Promise<void>;
};

export function createCodCheckouts({ db, currency, shipping, shopTimeZone }: Deps) {
  return {
    /** Lines, totals and shipping from the database, as for an online payment. */
    async price(input: Input, userId?: string) {
      const context = await currency.priceContext();
      const priced = await priceCheckout(
        db,
        input,
        context,
        () => shipping.method(input.shipping.country, input.shippingMethod),
        'cod',
        offersOf(userId, input, shopTimeZone),
      );
      if (priced.codeProblem !== undefined) throw new BadRequestError(priced.codeProblem);
      return { priced, shopRate: shopRateTo(context, input.currency) };
    },

    /**
     * Creates the order in the caller's transaction, or answers the same checkout's retry. The fee
     * is taxed with the goods, as the delivery is (its GST joins the order's, as on the invoice).
     */
    place(tx: Tx, p: CodPlacement) {
      const feeTax = codFeeTax(p.feeMinor, p.priced.lines);
      const totals = { ...p.priced.totals, tax: p.priced.totals.tax + feeTax };
      return createPendingOrder(tx, {
        userId: p.userId,
        priced: { ...p.priced, totals },
        currency: p.input.currency,
        shopRate: p.shopRate,
        amountMinor: p.priced.totals.total + p.feeMinor,
        receiptEmail: p.input.receipt_email,
        shipping: p.input.shipping,
        gateway: COD_PAYMENT_METHOD,
        cod: { feeMinor: p.feeMinor, confirmBy: p.confirmBy, check: p.check },
        // Gift cards and store credit pay first; the courier collects the rest (issue 28).
        tenders: {
          giftCardCodes: p.input.giftCardCodes,
          useStoreCredit: p.input.useStoreCredit,
          now: new Date(),
          ...(shopTimeZone && { timeZone: shopTimeZone }),
        },
      });
    },
  };
}

export type CodCheckouts = ReturnType<typeof createCodCheckouts>;
