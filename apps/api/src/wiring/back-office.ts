/** The owner's back office: products, orders, content, sales and the rest of /api/admin. */
import {
  adminRoutes,
  createAdminContent,
  createAdminOrders,
  createAdminProducts,
} from '../modules/admin';
import type { CurrencyService } from '../modules/currency';
import type { WiringContext } from './context';

export async function registerBackOffice(
  { app, config, db, mailer, storage, cacheBus }: WiringContext,
  { currency }: { currency: CurrencyService },
) {
  const onChange = () => cacheBus.publish('catalog');
  await app.register(adminRoutes, {
    db,
    products: createAdminProducts({ db, storage, onChange }),
    orders: createAdminOrders({ db, mailer, publicUrl: config.publicUrl }),
    inrPerUsd: async () => (await currency.getRates()).rates.INR ?? 1,
    content: createAdminContent({ db, storage, onChange }),
  });
}
