/** The payments module's public face: checkout routes, the service, and what a capture carries. */
export { paymentsRoutes } from './routes';
export { createPaymentsService, type PaymentsService } from './service';
export type { CapturedPayment } from './capture';
export { createCodCheckouts, type CodCheckouts, type CodPlacement } from './cod-order';
export type { PricedCheckout } from './pricing';
export { PREPAID_DISCOUNT_NAME } from './promotions';
