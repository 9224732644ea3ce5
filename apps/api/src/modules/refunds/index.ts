/** Refunds through the gateway, cancellations and returns that give money and stock back. */
export { refundsRoutes } from './routes';
export { returnsRoutes } from './returns-routes';
export { createRefundsService, type RefundsService } from './service';
export { createReturnsService, type ReturnsService } from './returns';
