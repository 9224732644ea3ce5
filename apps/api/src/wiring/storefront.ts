/**
 * The storefront's modules: catalogue, currency, shipping, accounts, content, mail-ins and
 * back-in-stock alerts.
 */
import { createGoogleVerifier } from '../integrations/google-identity';
import { createSecretBox } from '../lib/secret-box';
import {
  accountsRoutes,
  createGoogleSignIn,
  createPasswordResetService,
  createTwoStep,
  profileImageRoutes,
  twoStepRoutes,
  type createAccountsService,
  type createTokenService,
} from '../modules/accounts';
import { analyticsRoutes, createAnalytics } from '../modules/analytics';
import { catalogRoutes, createCatalogService, createProductListCache } from '../modules/catalog';
import { contactRoutes, createContactService } from '../modules/contact';
import { contentRoutes, createBlogService, renderSitemap } from '../modules/content';
import { createCurrencyService, currencyRoutes } from '../modules/currency';
import { createMailboxService, mailboxRoutes } from '../modules/mailbox';
import { createNewsletterService, newsletterRoutes } from '../modules/newsletter';
import { createShippingService, shippingRoutes } from '../modules/shipping';
import { createStockAlerts, stockAlertsRoutes } from '../modules/stock-alerts';
import { systemRoutes, type Readiness } from '../modules/system';
import type { GuestOrders } from '../modules/orders';
import type { WiringContext } from './context';

type Accounts = {
  accounts: ReturnType<typeof createAccountsService>;
  tokens: ReturnType<typeof createTokenService>;
};

export async function registerStorefront(
  ctx: WiringContext,
  {
    accounts,
    tokens,
    readiness,
    guestOrders,
  }: Accounts & { readiness?: Readiness; guestOrders: Pick<GuestOrders, 'claim'> },
) {
  const { app, config, db, mailer, cacheBus, log } = ctx;
  const currency = createCurrencyService(db, {
    ratesUrl: config.exchangeRatesUrl,
    log,
    shopCurrency: config.shopCurrency,
  });
  await app.register(systemRoutes, { config, db, readiness, pingRedis: app.redis?.ping });
  const listCache = createProductListCache(cacheBus);
  const catalog = createCatalogService(db, {
    shopCurrency: config.shopCurrency,
    priceContext: currency.priceContext,
  });
  cacheBus.subscribe('catalog', () => catalog.clearCache());
  await app.register(catalogRoutes, { catalog, listCache });
  await app.register(currencyRoutes, { currency });
  const shipping = createShippingService({ db, onChange: () => cacheBus.publish('shipping') });
  cacheBus.subscribe('shipping', () => shipping.clearCache());
  await app.register(shippingRoutes, { shipping });
  const google = createGoogleVerifier({
    clientId: config.googleClientId,
    jwksUrl: config.googleJwksUrl,
  });
  await app.register(accountsRoutes, {
    accounts,
    resets: createPasswordResetService({
      db,
      mailer,
      secret: config.jwtSecret,
      publicUrl: config.publicUrl,
    }),
    signInWithGoogle: createGoogleSignIn({
      db,
      google,
      tokens,
      // Google proved the e-mail: its guest orders join the account at once (issue 27).
      onVerifiedEmail: (user) => guestOrders.claim(user.id, user.email),
    }),
  });
  await app.register(twoStepRoutes, {
    twoStep: createTwoStep({ db, tokens, box: createSecretBox(config.jwtSecret, 'totp') }),
  });
  await app.register(profileImageRoutes, { fetchImpl: ctx.fetchImpl });
  if (config.mode !== 'production' && !config.smtpUrl)
    await app.register(mailboxRoutes, { mailbox: createMailboxService(db) });
  await app.register(contentRoutes, {
    blog: createBlogService(db, {
      productsById: (ids) => catalog.getProducts({ ids }),
      cacheBus,
    }),
    sitemap: () => renderSitemap(db, config.publicUrl),
    publicUrl: config.publicUrl,
  });
  await app.register(contactRoutes, { contact: createContactService({ db, mailer }) });
  await app.register(newsletterRoutes, {
    newsletter: createNewsletterService({ db, mailer, publicUrl: config.publicUrl }),
  });
  const stockAlerts = createStockAlerts({
    db,
    mailer,
    publicUrl: config.publicUrl,
    secret: config.jwtSecret,
    log,
  });
  // Every stock change is published as a catalogue change (on every instance, through Redis when
  // set): a restock's alerts are mailed at once rather than at the worker's next poll.
  cacheBus.subscribe('catalog', stockAlerts.kick);
  await app.register(stockAlertsRoutes, { stockAlerts });
  // The first-party conversion funnel (issue 30): storefront events and the owner's funnel.
  const analytics = createAnalytics({ db, shopTimeZone: config.shopTimeZone, log });
  await app.register(analyticsRoutes, { analytics, publicUrl: config.publicUrl });
  return { catalog, currency, shipping, google, stockAlerts, analytics };
}
