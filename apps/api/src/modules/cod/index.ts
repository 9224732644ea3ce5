/** The cod module's public face: cash on delivery's service and its shopper and owner routes. */
export { createCodService, type CodService } from './service';
export { codRoutes } from './routes';
export { codAdminRoutes } from './admin-routes';
