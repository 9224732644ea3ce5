/**
 * Builds the Fastify app. Order shows dependencies: external plugins, then app plugins, then
 * feature routes. Tests and the server use this same function.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { createMailer } from './integrations/mailer';
import type { Storage } from './integrations/storage';
import { createAccountsService, createTokenService } from './modules/accounts';
import { createGuestOrders, createOrderAccess, orderMailLinks } from './modules/orders';
import { recordAdminActions } from './modules/admin';
import type { createCatalogService } from './modules/catalog';
import type { Analytics } from './modules/analytics';
import type { CodService } from './modules/cod';
import type { CurrencyService } from './modules/currency';
import type { PaymentsService } from './modules/payments';
import type { Recovery } from './modules/recovery';
import type { RefundsService } from './modules/refunds';
import type { Shipments, ShippingService } from './modules/shipping';
import type { StockAlerts } from './modules/stock-alerts';
import type { Readiness } from './modules/system';
import { registerAppPlugins, registerExternalPlugins } from './platform';
import { frameworkErrors } from './plugins/errors';
import { webPlugin } from './plugins/web';
import { registerBackOffice } from './wiring/back-office';
import { registerBalances } from './wiring/balances';
import type { WiringContext } from './wiring/context';
import { registerOrders } from './wiring/orders';
import { registerRecovery } from './wiring/recovery';
import { registerStorefront } from './wiring/storefront';

export type AppDeps = {
  config: Config;
  database: Database;
  /** Outbound fetch for the avatar proxy; tests pass a recorder. */
  fetchImpl?: typeof fetch;
  /** The server drains it on SIGTERM; /api/ready then answers 503. */
  readiness?: Readiness;
  /** Tests read the log from here (e.g. to prove a failure's log holds no SQL parameters). */
  logStream?: { write(line: string): void };
};

/** Fastify's types lack its numeric form: trust the nearest `hops` proxies. */
const trustNearestHops = (hops: number) => (_address: string, hop: number) => hop < hops;

export async function buildApp({
  config,
  database,
  fetchImpl,
  logStream,
  readiness,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logStream
      ? { level: 'info', stream: logStream }
      : config.mode === 'test'
        ? false
        : { level: config.logLevel },
    // On close, requests still in flight finish; idle keep-alive sockets are closed at once.
    forceCloseConnections: 'idle',
    // Only the configured proxies' X-Forwarded-For decides request.ip (rate limits key on it).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? trustNearestHops(config.trustProxy)
        : config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Long path segments still reach their route, which answers its own 404 ('Product not found'),
    // not the router's 'No route' (Node's header limit bounds the URL anyway).
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 8192 },
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await registerExternalPlugins(app, config);
  const { db } = database;
  const log = (message: string, err: unknown) => app.log.warn({ err }, message);
  const tokens = createTokenService(config.jwtSecret);
  const mailer = createMailer(db, { smtpUrl: config.smtpUrl, from: config.mailFrom, log });
  // Orders open without a session by a signed token; a new account may take its e-mail's guest
  // orders (issue 27). Accounts and orders both need these, so they are made first.
  const orderAccess = createOrderAccess(config.jwtSecret);
  const orderLink = orderMailLinks(config.publicUrl, orderAccess);
  const guestOrders = createGuestOrders({
    db,
    mailer,
    publicUrl: config.publicUrl,
    access: orderAccess,
  });
  const accounts = createAccountsService({
    db,
    tokens,
    mailer,
    publicUrl: config.publicUrl,
    afterSignUp: guestOrders.offerClaim,
  });
  const { storage, cacheBus } = await registerAppPlugins(app, {
    config,
    database,
    auth: {
      tokens,
      loadUser: accounts.loadAuthUser,
      publicUrl: config.publicUrl,
      secureCookies: config.mode === 'production',
    },
  });
  // Every back-office change and export is recorded before its answer leaves (issue 17).
  recordAdminActions(app, db);

  // Features: each group registers its modules' routes and hands on the services others need.
  const ctx: WiringContext = { app, config, db, mailer, storage, cacheBus, fetchImpl, log };
  const shop = await registerStorefront(ctx, { accounts, tokens, readiness, guestOrders });
  const { payments, refunds, cod } = await registerOrders(ctx, {
    ...shop,
    access: orderAccess,
    guestOrders,
    orderLink,
    onPaid: shop.analytics.onPaid,
  });
  const { catalog, currency, shipping, stockAlerts, analytics } = shop;
  const { shipments } = await registerBackOffice(ctx, {
    currency,
    notifyShopper: cod.notifyShopper,
    orderLink,
  });
  await registerBalances(ctx);
  // Abandoned-checkout reminders (issue 30, record 065): consent, the mailed links, the owner's list.
  const recovery = await registerRecovery(ctx, { access: orderAccess });
  app.decorate('services', {
    accounts,
    analytics,
    catalog,
    cod,
    currency,
    mailer,
    payments,
    recovery,
    refunds,
    shipping,
    shipments,
    stockAlerts,
    storage,
  });
  // An alert run's mails are queued before the mail run is awaited.
  app.addHook('onClose', async () => {
    await stockAlerts.idle();
    await analytics.close();
    await mailer.idle();
  });

  if (config.webDist)
    await app.register(webPlugin, {
      webDist: config.webDist,
      publicUrl: config.publicUrl,
      db,
      catalog,
      shopCurrency: config.shopCurrency,
      cacheBus,
    });
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: {
      accounts: ReturnType<typeof createAccountsService>;
      analytics: Analytics;
      catalog: ReturnType<typeof createCatalogService>;
      cod: CodService;
      currency: CurrencyService;
      mailer: ReturnType<typeof createMailer>;
      payments: PaymentsService;
      recovery: Recovery;
      refunds: RefundsService;
      shipping: ShippingService;
      shipments: Shipments;
      stockAlerts: StockAlerts;
      storage: Storage;
    };
  }
}
