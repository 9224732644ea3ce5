/** The payments module's public face: checkout routes and the service. */
export { paymentsRoutes } from './routes';
export { createPaymentsService } from './service';
