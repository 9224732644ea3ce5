/** The owner's back office: products, orders, content, sales and the rest of /api/admin. */
import {
  adminRoutes,
  createAdminContent,
  createAdminOrders,
  createAdminProducts,
  createCurrencyRounding,
} from '../modules/admin';
import { createCurrencyService } from '../modules/currency';
import type { WiringContext } from './context';

export async function registerBackOffice({
  app,
  config,
  db,
  mailer,
  storage,
  cacheBus,
  log,
}: WiringContext) {
  const onChange = () => cacheBus.publish('catalog');
  const shop = { shopCurrency: config.shopCurrency, shopTimeZone: config.shopTimeZone };
  // The rounding rules are rows in the database: this service only reads and writes them.
  const currency = createCurrencyService(db, { log, shopCurrency: config.shopCurrency });
  await app.register(adminRoutes, {
    db,
    products: createAdminProducts({ db, storage, onChange, shopCurrency: config.shopCurrency }),
    orders: createAdminOrders({ db, mailer, publicUrl: config.publicUrl, ...shop }),
    shop,
    content: createAdminContent({ db, storage, onChange }),
    rounding: createCurrencyRounding({ store: currency, onChange }),
  });
}
