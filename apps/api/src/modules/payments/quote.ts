/**
 * The priced cart (POST /api/checkout/quote, issue 28): the same pricing pass the payment intent
 * charges, run without creating anything, so the cart and the checkout show what will be charged.
 * A code that does not apply is answered with its reason instead of refusing the quote.
 */
import {
  codFeeTax,
  shippingBeforeDiscounts,
  type CheckoutQuoteInput,
  type checkoutQuoteSchema,
  type Quote,
} from '@shop/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { readCodSettings } from '../../db/cod-settings';
import type { CurrencyService } from '../currency';
import type { ShippingService } from '../shipping';
import { priceCheckout } from './pricing';
import { offersOf } from './promotions';
import { applyTenders } from './tenders';

type Input = z.output<typeof checkoutQuoteSchema>;
type Deps = { db: Db; currency: CurrencyService; shipping: ShippingService; shopTimeZone?: string };
export type { CheckoutQuoteInput };

export function createQuotes({ db, currency, shipping, shopTimeZone }: Deps) {
  return async function quote(userId: string | undefined, input: Input): Promise<Quote> {
    const context = await currency.priceContext();
    const priced = await priceCheckout(
      db,
      input,
      context,
      () => shipping.method(input.shipping.country, input.shippingMethod),
      input.paymentMethod,
      offersOf(userId, input, shopTimeZone),
    );
    const codFee = input.paymentMethod === 'cod' ? (await readCodSettings(db)).fee : 0;
    const { totals } = priced;
    const total = totals.total + codFee;
    const tenders = await applyTenders(db, {
      giftCardCodes: input.giftCardCodes,
      useStoreCredit: input.useStoreCredit,
      userId: userId ?? null,
      currency: input.currency,
      dueMinor: total,
      now: new Date(),
      ...(shopTimeZone && { timeZone: shopTimeZone }),
    });
    return {
      success: true,
      currency: input.currency,
      lines: priced.lines.map((line) => ({
        id: line.product.id,
        variantId: line.variant.id,
        title: line.product.title,
        quantity: line.quantity,
        unitPrice: line.unitMinor,
        discount: line.discountMinor,
        total: line.unitMinor * line.quantity - line.discountMinor,
        taxPercent: line.taxPercent,
      })),
      subtotal: totals.subtotal,
      discounts: priced.discounts.map((d) => ({
        ...(d.code !== null && { code: d.code }),
        name: d.name,
        amount: d.amountMinor,
      })),
      discountTotal: priced.discounts.reduce((sum, d) => sum + d.amountMinor, 0),
      shipping: {
        code: priced.shipping.method.code,
        name: priced.shipping.method.name,
        // Before a free-shipping discount, which is named among the discounts.
        amount: shippingBeforeDiscounts(priced.shipping.chargeMinor, priced.discounts),
      },
      tax: totals.tax + (codFee ? codFeeTax(codFee, priced.lines) : 0),
      codFee,
      total,
      giftCards: tenders.giftCards.map((card) => ({
        code: card.code,
        last4: card.last4,
        amount: card.amountMinor,
        balanceAfter: card.balanceAfter,
      })),
      storeCredit: tenders.storeCredit,
      amountDue: total - tenders.coveredMinor,
      ...(priced.codeProblem !== undefined && { codeProblem: priced.codeProblem }),
      giftCardProblems: tenders.giftCardProblems,
    };
  };
}

export type Quotes = ReturnType<typeof createQuotes>;
