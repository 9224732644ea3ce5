/** The back-in-stock alerts module's public face (record 040). */
export { createStockAlerts, type StockAlerts } from './alerts';
export { stockAlertsRoutes } from './routes';
