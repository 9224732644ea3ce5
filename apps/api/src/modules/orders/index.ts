/**
 * The orders module's public face: it owns orders — reading them (a shopper's list, their shape),
 * locking one for a change, their numbers and URLs, and the stock they take and give back.
 */
export { createOrderAccess, type OrderAccess } from './access';
export { afterSaleOf, customerActionsOf } from './after-sale';
export { createGuestOrders, type GuestOrders } from './guest-orders';
export { codStateOf, toOrder, toTracking } from './mapper';
export { newOrderNumber } from './order-number';
export { ordersRoutes } from './routes';
export { createOrdersService, type OrdersService } from './service';
export { lockOrder, type OrderRow } from './lock';
export {
  moveStock,
  returnOrderStock,
  returnStock,
  takeStock,
  type StockLine,
  type StockResult,
} from './stock';
export { orderMailLinks, orderPageUrl, type OrderLink } from './urls';
export { paidWith, NOTHING_ELSE, type PaidWith } from '../../db/paid-with';
