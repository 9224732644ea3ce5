/**
 * The shapes the promotion engine reads and answers (issue 28, record 048). Amounts are integer
 * minor units of the cart's currency; the caller converts an owner's fixed amount into it first.
 */

export type PromotionKind = 'percent' | 'fixed' | 'free_shipping' | 'cheapest_free';

/** What a promotion is for; a line matches if any list names it. No list (or only empty ones): every line. */
export type PromotionTargets = {
  productIds?: readonly string[];
  variantIds?: readonly string[];
  categories?: readonly string[];
};

export type PromotionConditions = {
  /** The cart's goods (tax included, before any promotion) must come to at least this. */
  minSubtotal?: number;
  targets?: PromotionTargets;
  firstOrderOnly?: boolean;
  /** Only when the shopper pays online: never on a cash-on-delivery order. */
  paidOnlineOnly?: boolean;
  /** The first instant it applies; the caller resolves the shop's day into an instant. */
  startsAt?: Date;
  /** The last instant it applies (inclusive): the end of its last day in the shop's time zone. */
  endsAt?: Date;
  /** cheapest_free: one targeted unit free in every this many (2 = "buy 2, get the cheapest free"). */
  buyQuantity?: number;
};

/** Counts the caller reads from the redemption ledger; null or absent = no cap. */
export type PromotionUsage = {
  usesLeft?: number | null;
  customerUsesLeft?: number | null;
};

export type Promotion = {
  id: string;
  name: string;
  /** The code a shopper types, or null for an automatic promotion. */
  code: string | null;
  kind: PromotionKind;
  /** percent: 1-100; fixed: minor units of the cart's currency; ignored by the other kinds. */
  value: number;
  conditions: PromotionConditions;
  /** Whether it stacks with other promotions (the stacking rule: best-combination.ts). */
  combinable: boolean;
  usage?: PromotionUsage;
  /**
   * "Customer is in segment X" (record 062), answered by the caller for this shopper: whether they
   * are a member now, and whether they are signed in (a guest is never a member).
   */
  segment?: PromotionSegment;
};

export type PromotionSegment = { member: boolean; signedIn: boolean };

export type PromotionCartLine = {
  /** Unique within the cart. */
  lineId: string;
  productId: string;
  variantId: string;
  category: string;
  /** One unit, tax included, in the cart currency's minor units (sale price applied). */
  unitMinor: number;
  quantity: number;
  taxPercent: number;
};

export type PromotionCart = {
  lines: readonly PromotionCartLine[];
  shippingMinor: number;
  /** The currency the amounts are in, for the reasons a shopper reads ("Add ₹201 more"). */
  currency: string;
};

/** How the shopper pays: online (card, UPI, wallet) or cash on delivery. */
export type PromotionPaymentMethod = 'online' | 'cod';

export type PromotionContext = {
  isFirstOrder: boolean;
  /**
   * How the shopper pays. Absent: not known yet, and an online-only promotion does not apply,
   * so a caller that leaves it out can never give a COD order the online price.
   */
  paymentMethod?: PromotionPaymentMethod;
  now: Date;
  /** The shop's IANA time zone, for the dates in a reason (default Asia/Kolkata). */
  timeZone?: string;
};

export type AppliedPromotion = {
  promotionId: string;
  code: string | null;
  name: string;
  /** The lines' parts plus the shipping part. */
  amountMinor: number;
  /** The lines it took something off, with what. */
  lines: { lineId: string; amountMinor: number }[];
  shippingMinor: number;
};

export type PromotionResult = {
  /** In the order they were applied. */
  applied: AppliedPromotion[];
  /** Every cart line's total discount (0 for a line without one). */
  lineDiscounts: Record<string, number>;
  shippingDiscount: number;
  totalDiscount: number;
  /** Why the shopper's code is not applied, when it is not. */
  codeRejected?: string;
};
