/** The admin module's public face: its services and routes, wired by app.ts. */
export { createAdminContent } from './content-service';
export { createCurrencyRounding } from './currency-rounding';
export { createAdminOrders } from './orders-service';
export type { CarrierCheck, ShopperNotifier } from './order-status';
export { createAdminProducts } from './products-service';
export { adminRoutes } from './routes';
export { recordAdminActions } from './audit';
