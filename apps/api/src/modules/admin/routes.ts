/**
 * /api/admin/*: the owner's back office. Every route runs the owner check first: the hook is added
 * here, before the area plugins are registered inside this one encapsulated scope, so each of them
 * inherits it (a plugin registered anywhere else would not).
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { activityRoutes } from './activity-routes';
import { createAuditLog } from './audit';
import type { AdminContent } from './content-service';
import type { CurrencyRounding } from './currency-rounding';
import { createSalesDashboard, type ShopSettings } from './dashboard';
import { messageRoutes } from './message-routes';
import { orderRoutes } from './order-routes';
import type { AdminOrders } from './orders-service';
import { postRoutes } from './post-routes';
import { pricingRoutes } from './pricing-routes';
import { productImageRoutes } from './product-image-routes';
import { productRoutes } from './product-routes';
import type { AdminProducts } from './products-service';
import { reviewRoutes } from './review-routes';
import { salesRoutes } from './sales-routes';
import { subscriberRoutes } from './subscriber-routes';
import { variantRoutes } from './variant-routes';

type Deps = {
  db: Db;
  products: AdminProducts;
  orders: AdminOrders;
  content: AdminContent;
  /** The currency and time zone the sales figures are counted in. */
  shop: ShopSettings;
  /** How converted prices are rounded per currency. */
  rounding: CurrencyRounding;
};

export const adminRoutes: FastifyPluginAsyncZod<Deps> = async (
  app,
  { db, products, orders, content, shop, rounding },
) => {
  await app.register(multipart, { limits: { fields: 10, parts: 20 } });
  app.addHook('onRequest', app.requireOwner);

  const dashboard = createSalesDashboard({ db, shop, unreadMessages: content.unreadCount });
  await app.register(activityRoutes, { audit: createAuditLog(db) });
  await app.register(salesRoutes, { dashboard, orders });
  await app.register(productRoutes, { products });
  await app.register(productImageRoutes, { products });
  await app.register(pricingRoutes, { products, rounding });
  await app.register(variantRoutes, { products });
  await app.register(orderRoutes, { orders });
  await app.register(postRoutes, { content });
  await app.register(messageRoutes, { content });
  await app.register(subscriberRoutes, { content });
  await app.register(reviewRoutes, { content });
};
