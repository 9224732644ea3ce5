/** The owner's back office: products, orders, content, sales and the rest of /api/admin. */
import {
  adminRoutes,
  createAdminContent,
  createAdminOrders,
  createAdminProducts,
} from '../modules/admin';
import type { WiringContext } from './context';

export async function registerBackOffice({
  app,
  config,
  db,
  mailer,
  storage,
  cacheBus,
}: WiringContext) {
  const onChange = () => cacheBus.publish('catalog');
  const shop = { shopCurrency: config.shopCurrency, shopTimeZone: config.shopTimeZone };
  await app.register(adminRoutes, {
    db,
    products: createAdminProducts({ db, storage, onChange }),
    orders: createAdminOrders({ db, mailer, publicUrl: config.publicUrl, ...shop }),
    shop,
    content: createAdminContent({ db, storage, onChange }),
  });
}
