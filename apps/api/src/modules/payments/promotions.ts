/**
 * The checkout's one promotion pass (issue 28, record 050): the owner's automatic promotions, the
 * shopper's code and the prepaid discount of an online payment (issue 27, now an automatic
 * promotion that combines) go through the engine, which picks the best valid combination and
 * splits each discount over the lines it applies to.
 */
import {
  bestCombination,
  DEFAULT_PROMOTION_TIME_ZONE,
  type PriceContext,
  type Promotion,
  type PromotionCart,
  type PromotionPaymentMethod,
} from '@shop/shared';
import type { Db } from '../../db/client';
import { checkoutPromotions, type AppliedDiscount, type Customer } from '../discounts';

/** What a checkout brings besides its cart: the typed code and who is buying. */
export type CheckoutOffers = {
  code?: string | null;
  customer: Customer;
  timeZone?: string;
  now?: Date;
};

const PREPAID_ID = 'prepaid';
export const PREPAID_DISCOUNT_NAME = 'Paid online';

const prepaidPromotion = (percent: number): Promotion => ({
  id: PREPAID_ID,
  name: PREPAID_DISCOUNT_NAME,
  code: null,
  kind: 'percent',
  value: percent,
  conditions: {},
  combinable: true,
});

type Line = {
  product: { id: string; categorySlug: string };
  variant: { id: string };
  unitMinor: number;
  quantity: number;
  taxPercent: number;
  /** A gift card bought: no promotion applies to it. */
  giftCard?: unknown;
};

export async function promotionsFor(
  db: Db,
  lines: readonly Line[],
  shippingMinor: number,
  offers: CheckoutOffers & {
    currency: string;
    context: PriceContext;
    prepaidPercent: number;
    /**
     * How the shopper pays, for an online-only promotion: not derivable from `prepaidPercent`,
     * which is 0 on cash on delivery and when the owner sets no prepaid discount alike.
     */
    payment: PromotionPaymentMethod;
  },
) {
  const now = offers.now ?? new Date();
  const found = await checkoutPromotions(
    db,
    { code: offers.code, customer: offers.customer, currency: offers.currency, now },
    offers.context,
  );
  const cart: PromotionCart = {
    // Gift cards are money, not goods: no discount, and no part of a minimum subtotal.
    lines: lines.flatMap((line, i) =>
      line.giftCard
        ? []
        : [
            {
              lineId: String(i),
              productId: line.product.id,
              variantId: line.variant.id,
              category: line.product.categorySlug,
              unitMinor: line.unitMinor,
              quantity: line.quantity,
              taxPercent: line.taxPercent,
            },
          ],
    ),
    shippingMinor,
    currency: offers.currency,
  };
  const promotions = [
    ...found.promotions,
    ...(offers.prepaidPercent > 0 ? [prepaidPromotion(offers.prepaidPercent)] : []),
  ];
  const result = bestCombination(
    cart,
    promotions,
    {
      isFirstOrder: found.isFirstOrder,
      paymentMethod: offers.payment,
      now,
      timeZone: offers.timeZone ?? DEFAULT_PROMOTION_TIME_ZONE,
    },
    offers.code,
  );
  const discounts: AppliedDiscount[] = result.applied.map((a) => {
    const ledger = found.ledgerOf(a.promotionId);
    return {
      discountId: ledger?.discountId ?? null,
      codeId: ledger?.codeId ?? null,
      code: a.code,
      name: a.name,
      amountMinor: a.amountMinor,
      shippingMinor: a.shippingMinor,
    };
  });
  return {
    lineDiscounts: lines.map((_, i) => result.lineDiscounts[String(i)] ?? 0),
    shippingDiscount: result.shippingDiscount,
    discounts,
    ...(result.codeRejected !== undefined && { codeProblem: result.codeRejected }),
  };
}

/** The offers of a checkout by `userId` (null: a guest, known by the receipt e-mail). */
export const offersOf = (
  userId: string | null | undefined,
  input: { discountCode?: string; receipt_email?: string },
  timeZone?: string,
): CheckoutOffers => ({
  code: input.discountCode ?? null,
  customer: { userId: userId ?? null, email: input.receipt_email ?? null },
  ...(timeZone !== undefined && { timeZone }),
});
