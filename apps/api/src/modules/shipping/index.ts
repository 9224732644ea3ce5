/** The shipping module's public face: the rate table, its pricing and its routes. */
export { shippingRoutes } from './routes';
export { createShippingService, type ShippingRates, type ShippingService } from './service';
