/** The currency module's public face: exchange rates and their routes. */
export { currencyRoutes } from './routes';
export { createCurrencyService, type CurrencyService } from './service';
