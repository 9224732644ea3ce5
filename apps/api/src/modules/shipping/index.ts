/** The shipping module's public face: the rate table, its pricing, the carriers, tracking and their routes. */
export { carrierRoutes } from './carrier-routes';
export { createCarriers, type Carriers, type ShippedWith } from './carriers';
export { shippingRoutes } from './routes';
export { createShippingService, type ShippingRates, type ShippingService } from './service';
export { createTracking, type Tracking, type TrackingResult } from './tracking';
export { trackingRoutes } from './tracking-routes';
export { createShipments, type Shipments } from './shipments';
export { shipmentRoutes } from './shipment-routes';
