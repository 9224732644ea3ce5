/**
 * The promotion engine (issue 28, record 048): pure rules, no database or HTTP. The server's
 * checkout quote prices a cart with `bestCombination` and charges `discountedLines`.
 */
export type * from './types';
export { PROMOTION_MESSAGES, shopDayLabel, type PromotionNoun } from './messages';
export {
  DEFAULT_PROMOTION_TIME_ZONE,
  goodsSubtotal,
  isTargeted,
  normaliseCode,
  targetedLines,
  whyNot,
} from './conditions';
export { allocateByValue } from './allocate';
export {
  MAX_EXHAUSTIVE_AUTOMATIC,
  applicationOrder,
  applyCombination,
  bestCombination,
  isValidCombination,
} from './best-combination';
export {
  discountedLines,
  discountedShippingMinor,
  shippingBeforeDiscounts,
  shippingDiscountMinor,
  type DiscountedLine,
} from './discounted-lines';
