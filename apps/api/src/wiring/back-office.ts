/** The owner's back office: products, orders, content, sales and the rest of /api/admin. */
import {
  adminRoutes,
  createAdminContent,
  createAdminOrders,
  createAdminProducts,
  createCurrencyRounding,
  type ShopperNotifier,
} from '../modules/admin';
import { catalogIoRoutes, createCatalogImport } from '../modules/catalog-io';
import type { CurrencyService } from '../modules/currency';
import { createCustomers, customersRoutes } from '../modules/customers';
import { createNewsletterLetters, newsletterAdminRoutes } from '../modules/newsletter';
import { createDiscountsService, discountsAdminRoutes } from '../modules/discounts';
import type { OrderLink } from '../modules/orders';
import { parseShiprocketWebhook } from '../integrations/shipping/tracking-update';
import { chooseAggregator } from '../integrations/shipping/choose';
import {
  carrierRoutes,
  createCarriers,
  createShipments,
  createTracking,
  shipmentRoutes,
  trackingRoutes,
} from '../modules/shipping';
import type { WiringContext } from './context';

export async function registerBackOffice(
  { app, config, db, mailer, storage, cacheBus, fetchImpl = fetch }: WiringContext,
  /**
   * The storefront's currency service: the rounding rules the prices are converted by; and who
   * tells a COD shopper their order moved (the cod module's notifications, issue 27).
   */
  {
    currency,
    notifyShopper,
    orderLink,
  }: { currency: CurrencyService; notifyShopper?: ShopperNotifier; orderLink: OrderLink },
) {
  const onChange = () => cacheBus.publish('catalog');
  const shop = { shopCurrency: config.shopCurrency, shopTimeZone: config.shopTimeZone };
  // The carriers a parcel leaves with (record 058): the owner's list and the Shipped form's check.
  const carriers = createCarriers(db);
  await app.register(carrierRoutes, { carriers });
  const shipWith = carriers.shipWith;
  // The aggregator's tracking webhook; the sandbox sends Shiprocket's body, so one reader serves.
  const tracking = createTracking({ db, notify: { mailer, orderLink } });
  await app.register(trackingRoutes, {
    tracking,
    provider: { name: config.shipping.aggregator, parseWebhook: parseShiprocketWebhook },
    token: config.shipping.webhookToken,
  });
  // Booking a shipment from the order page: its waybill, label and pickup; polling the parcels.
  const shipments = createShipments({
    db,
    aggregator: chooseAggregator(config.shipping, fetchImpl),
    tracking,
  });
  await app.register(shipmentRoutes, { shipments });
  await app.register(adminRoutes, {
    db,
    products: createAdminProducts({ db, storage, onChange, shopCurrency: config.shopCurrency }),
    orders: createAdminOrders({ db, mailer, orderLink, notifyShopper, shipWith, ...shop }),
    shop,
    content: createAdminContent({ db, storage, onChange }),
    rounding: createCurrencyRounding({ store: currency, onChange }),
  });
  // The catalogue CSV: its own owner-only scope (it reads uploads far larger than images).
  const ownOrigins = [new URL(config.publicUrl).origin];
  await app.register(catalogIoRoutes, {
    db,
    publicUrl: config.publicUrl,
    importer: createCatalogImport({ db, storage, fetchImpl, ownOrigins, onChange }),
  });
  // Discounts (issue 28): stored and edited here; the checkout does not apply them yet.
  await app.register(discountsAdminRoutes, {
    discounts: createDiscountsService({ db, shopTimeZone: config.shopTimeZone }),
  });
  // Customers and segments (issue 30, record 061): the list, a customer's page, the export.
  await app.register(customersRoutes, createCustomers({ db, shopCurrency: config.shopCurrency }));
  // Letters to the newsletter, or to a segment's subscribed members (record 062).
  const letters = createNewsletterLetters({ db, mailer, publicUrl: config.publicUrl });
  await app.register(newsletterAdminRoutes, { letters });
  return { shipments };
}
