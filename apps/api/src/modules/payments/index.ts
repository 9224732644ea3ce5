/** The payments module's public face: checkout routes, the service, and giving stock back. */
export { paymentsRoutes } from './routes';
export { createPaymentsService } from './service';
export { returnStock } from './stock';
export { lockOrder } from './capture';
export { orderPageUrl } from './mails';
