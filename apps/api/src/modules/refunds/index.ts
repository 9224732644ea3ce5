/** Refunds through the gateway, and cancellations that give money and stock back. */
export { refundsRoutes } from './routes';
export { createRefundsService, type RefundsService } from './service';
