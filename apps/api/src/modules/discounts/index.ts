/** The discounts module's public face: the owner's discounts, and their reading for the engine. */
export { createDiscountsService, type DiscountsService } from './service';
export { discountsAdminRoutes } from './admin-routes';
export { toPromotion, type DiscountRow } from './promotion';
export {
  checkoutPromotions,
  capsStillHold,
  recordOrderDiscounts,
  type AppliedDiscount,
  type Customer,
} from './checkout';
