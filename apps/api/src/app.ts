/**
 * Builds the Fastify app. Order shows dependencies: external plugins, then app plugins, then
 * feature routes. Tests and the server use this same function.
 */
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { createGoogleVerifier } from './integrations/google-identity';
import { createMailer } from './integrations/mailer';
import { createSecretBox } from './lib/secret-box';
import { createStorage, imageOrigins, type Storage } from './integrations/storage';
import {
  accountsRoutes,
  createAccountsService,
  createGoogleSignIn,
  createPasswordResetService,
  createTokenService,
  createTwoStep,
  profileImageRoutes,
  twoStepRoutes,
} from './modules/accounts';
import { mailboxRoutes } from './modules/mailbox';
import { authPlugin } from './plugins/auth';
import { rateLimitsPlugin } from './plugins/rate-limits';
import { redisPlugin } from './plugins/redis';
import { createRedisCacheChannel } from './integrations/redis';
import { createCacheBus } from './lib/cache-bus';
import { createRazorpayGateway } from './integrations/payments/razorpay';
import { createSandboxGateway, createUnavailableGateway } from './integrations/payments/sandbox';
import { createOrdersService, ordersRoutes } from './modules/orders';
import { createInvoiceAccess, createInvoices, invoicesRoutes } from './modules/invoices';
import { createPaymentsService, paymentsRoutes } from './modules/payments';
import {
  createRefundsService,
  createReturnsService,
  refundsRoutes,
  returnsRoutes,
  type RefundsService,
} from './modules/refunds';
import { createPrivacyService, privacyRoutes } from './modules/privacy';
import { createReviewsService, reviewsRoutes } from './modules/reviews';
import { contentRoutes, createBlogService } from './modules/content';
import { contactRoutes } from './modules/contact';
import { newsletterRoutes } from './modules/newsletter';
import {
  adminRoutes,
  recordAdminActions,
  createAdminContent,
  createAdminOrders,
  createAdminProducts,
} from './modules/admin';
import { catalogRoutes, createCatalogService, createProductListCache } from './modules/catalog';
import { createCurrencyService, currencyRoutes } from './modules/currency';
import { createShippingService, shippingRoutes } from './modules/shipping';
import { type Readiness, systemRoutes } from './modules/system';
import { errorsPlugin, frameworkErrors } from './plugins/errors';
import { metricsPlugin } from './plugins/metrics';
import { inputGuardPlugin } from './plugins/input-guard';
import { imageVariantsPlugin } from './plugins/image-variants';
import { imagesPlugin } from './plugins/images';
import { webPlugin } from './plugins/web';

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

const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", 'https://accounts.google.com/gsi/client', 'https://checkout.razorpay.com'],
  styleSrc: ["'self'", "'unsafe-inline'", 'https://accounts.google.com/gsi/style'],
  imgSrc: ["'self'", 'data:', 'blob:'],
  connectSrc: ["'self'", 'https://accounts.google.com/gsi/', 'https://lumberjack.razorpay.com'],
  frameSrc: [
    'https://accounts.google.com/gsi/',
    'https://api.razorpay.com',
    'https://checkout.razorpay.com',
  ],
  fontSrc: ["'self'", 'data:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  upgradeInsecureRequests: null,
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

  // External plugins
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        ...CSP_DIRECTIVES,
        imgSrc: [...CSP_DIRECTIVES.imgSrc, ...imageOrigins(config.storage)],
      },
    },
    crossOriginEmbedderPolicy: false,
    // Google sign-in's pop-up needs to talk back to the opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  await app.register(compress, { threshold: 1024 });
  await app.register(cookie);
  await app.register(swagger, {
    openapi: { info: { title: 'Mindful Marks API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  // App plugins
  const { db } = database;
  const tokens = createTokenService(config.jwtSecret);
  const mailer = createMailer(db, {
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    log: (msg, err) => app.log.warn({ err }, msg),
  });
  const accounts = createAccountsService({ db, tokens, mailer, publicUrl: config.publicUrl });
  await app.register(errorsPlugin);
  if (config.metrics.enabled)
    await app.register(metricsPlugin, { database, token: config.metrics.token });
  await app.register(inputGuardPlugin);
  await app.register(redisPlugin, { url: config.redisUrl });
  await app.register(rateLimitsPlugin, {
    redis: app.redis?.commands,
    scale: config.rateLimitScale,
  });
  await app.register(authPlugin, {
    tokens,
    loadUser: accounts.loadAuthUser,
    publicUrl: config.publicUrl,
    secureCookies: config.mode === 'production',
  });
  // Every back-office change and export is recorded before its answer leaves (issue 17).
  recordAdminActions(app, db);
  const storage = createStorage(config.storage);
  app.addHook('onClose', () => storage.close());
  await app.register(imagesPlugin, { storage });
  await app.register(imageVariantsPlugin, { storage });

  // Features
  const currency = createCurrencyService(db, {
    ratesUrl: config.exchangeRatesUrl,
    log: (msg, err) => app.log.warn({ err }, msg),
  });
  await app.register(systemRoutes, { config, db, readiness, pingRedis: app.redis?.ping });
  // Catalogue changes clear the catalogue cache of every instance (Redis pub/sub when set).
  const cacheBus = createCacheBus(app.redis && (await createRedisCacheChannel(app.redis)));
  const listCache = createProductListCache(cacheBus);
  const catalog = createCatalogService(db);
  cacheBus.subscribe('catalog', () => catalog.clearCache());
  await app.register(catalogRoutes, { catalog, listCache });
  await app.register(currencyRoutes, { currency });
  const shipping = createShippingService({ db, onChange: () => cacheBus.publish('shipping') });
  cacheBus.subscribe('shipping', () => shipping.clearCache());
  await app.register(shippingRoutes, { shipping });
  const resets = createPasswordResetService({
    db,
    mailer,
    secret: config.jwtSecret,
    publicUrl: config.publicUrl,
  });
  const google = createGoogleVerifier({
    clientId: config.googleClientId,
    jwksUrl: config.googleJwksUrl,
  });
  await app.register(accountsRoutes, {
    accounts,
    resets,
    signInWithGoogle: createGoogleSignIn({ db, google, tokens }),
  });
  await app.register(twoStepRoutes, {
    twoStep: createTwoStep({
      db,
      tokens,
      box: createSecretBox(config.jwtSecret, 'totp'),
    }),
  });
  await app.register(profileImageRoutes, { fetchImpl });
  if (config.mode !== 'production' && !config.smtpUrl) await app.register(mailboxRoutes, { db });
  const sandbox =
    config.paymentGateway === 'sandbox' ? createSandboxGateway(config.jwtSecret) : undefined;
  const gateway =
    sandbox ??
    (config.paymentGateway === 'razorpay' && config.razorpay
      ? createRazorpayGateway({ ...config.razorpay, fetchImpl })
      : createUnavailableGateway());
  const refunds = createRefundsService({
    db,
    gateway,
    mailer,
    publicUrl: config.publicUrl,
    onStockChange: () => cacheBus.publish('catalog'),
  });
  const payments = createPaymentsService({
    db,
    gateway,
    // Refund events arrive at the payments webhook.
    onRefundEvent: (eventId, type, refund) => refunds.applyWebhook(eventId, type, refund),
    currency,
    shipping,
    mailer,
    publicUrl: config.publicUrl,
    // Stock shows in the catalogue: a sale or an expired hold clears it on every instance.
    onStockChange: () => cacheBus.publish('catalog'),
  });
  await app.register(paymentsRoutes, { payments, sandbox });
  await app.register(refundsRoutes, { refunds });
  await app.register(returnsRoutes, {
    returns: createReturnsService({
      db,
      storage,
      mailer,
      refunds,
      publicUrl: config.publicUrl,
      onStockChange: () => cacheBus.publish('catalog'),
    }),
  });
  const invoices = createInvoices({ db, seller: config.seller });
  await app.register(invoicesRoutes, { access: createInvoiceAccess(db), invoices });
  // The order confirmation carries the tax invoice, drawn when the mail is sent.
  mailer.setAttachmentResolver(async (ref) => {
    const { number, pdf } = await invoices.invoicePdf(ref.orderId);
    return {
      filename: `Invoice-${number.replaceAll('/', '-')}.pdf`,
      content: pdf,
      contentType: 'application/pdf',
    };
  });
  const orders = createOrdersService(db);
  await app.register(ordersRoutes, { orders });
  await app.register(reviewsRoutes, {
    reviews: createReviewsService({
      db,
      orders,
      storage,
      onChange: () => cacheBus.publish('catalog'),
    }),
  });
  await app.register(privacyRoutes, {
    privacy: createPrivacyService({
      db,
      google,
      onReviewsRemoved: () => cacheBus.publish('catalog'),
    }),
  });
  await app.register(contentRoutes, {
    blog: createBlogService(db, {
      productsById: (ids) => catalog.getProducts({ ids }),
      cacheBus,
    }),
    db,
    publicUrl: config.publicUrl,
  });
  await app.register(contactRoutes, { db, mailer });
  await app.register(newsletterRoutes, { db, mailer, publicUrl: config.publicUrl });
  await app.register(adminRoutes, {
    db,
    products: createAdminProducts({
      db,
      storage,
      onChange: () => cacheBus.publish('catalog'),
    }),
    orders: createAdminOrders({ db, mailer, publicUrl: config.publicUrl }),
    inrPerUsd: async () => (await currency.getRates()).rates.INR ?? 1,
    content: createAdminContent({
      db,
      storage,
      onChange: () => cacheBus.publish('catalog'),
    }),
  });
  app.decorate('services', {
    accounts,
    catalog,
    currency,
    mailer,
    payments,
    refunds,
    shipping,
    storage,
  });
  app.addHook('onClose', () => mailer.idle());

  if (config.webDist)
    await app.register(webPlugin, {
      webDist: config.webDist,
      publicUrl: config.publicUrl,
      db,
      catalog,
      cacheBus,
    });
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: {
      accounts: ReturnType<typeof createAccountsService>;
      catalog: ReturnType<typeof createCatalogService>;
      currency: ReturnType<typeof createCurrencyService>;
      mailer: ReturnType<typeof createMailer>;
      payments: ReturnType<typeof createPaymentsService>;
      refunds: RefundsService;
      shipping: ReturnType<typeof createShippingService>;
      storage: Storage;
    };
  }
}
