/** The recovery module's public face: cart reminders' service, shopper routes and owner routes. */
export { createRecovery, type Recovery } from './service';
export { recoveryRoutes } from './routes';
export { recoveryAdminRoutes } from './admin-routes';
