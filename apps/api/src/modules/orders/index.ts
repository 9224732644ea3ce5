/** The orders module's public face: a shopper's orders, their shape, and order numbers. */
export { toOrder, toTracking } from './mapper';
export { newOrderNumber } from './order-number';
export { ordersRoutes } from './routes';
export { createOrdersService, type OrdersService } from './service';
