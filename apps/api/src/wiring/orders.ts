/**
 * Orders and their money: the gateway, checkout, captures, refunds, returns, the gateway's webhook,
 * tax documents, the shopper's orders and reviews, and customers' data rights.
 */
import { createRazorpayGateway } from '../integrations/payments/razorpay';
import { createSandboxGateway, createUnavailableGateway } from '../integrations/payments/sandbox';
import type { GoogleVerifier } from '../integrations/google-identity';
import { createAdminOrders } from '../modules/admin';
import { codAdminRoutes, codRoutes, createCodService } from '../modules/cod';
import type { CurrencyService } from '../modules/currency';
import { createInvoiceAccess, createInvoices, invoicesRoutes } from '../modules/invoices';
import {
  createOrdersService,
  ordersRoutes,
  type GuestOrders,
  type OrderAccess,
  type OrderLink,
} from '../modules/orders';
import {
  createMailAdapter,
  createNotifications,
  createSandboxAdapter,
} from '../modules/notifications';
import { createCodCheckouts, createPaymentsService, paymentsRoutes } from '../modules/payments';
import { createPrivacyService, privacyRoutes } from '../modules/privacy';
import {
  createRefundsService,
  createReturnsService,
  refundsRoutes,
  returnsRoutes,
} from '../modules/refunds';
import { createReviewsService, reviewsRoutes } from '../modules/reviews';
import type { ShippingService } from '../modules/shipping';
import { createWebhooksService, webhooksRoutes } from '../modules/webhooks';
import type { WiringContext } from './context';

function chooseGateway({ config, fetchImpl }: WiringContext) {
  const sandbox =
    config.paymentGateway === 'sandbox' ? createSandboxGateway(config.jwtSecret) : undefined;
  const gateway =
    sandbox ??
    (config.paymentGateway === 'razorpay' && config.razorpay
      ? createRazorpayGateway({ ...config.razorpay, fetchImpl })
      : createUnavailableGateway());
  return { sandbox, gateway };
}

export async function registerOrders(
  ctx: WiringContext,
  deps: {
    currency: CurrencyService;
    shipping: ShippingService;
    google: GoogleVerifier;
    access: OrderAccess;
    guestOrders: GuestOrders;
    /** An order's page as mails link it (with the mail token, so a guest opens it). */
    orderLink: OrderLink;
    /** The funnel's paid step, recorded by the server when an order is paid (issue 30). */
    onPaid?: (orderId: string) => void;
  },
) {
  const { app, config, db, mailer, storage, cacheBus, log } = ctx;
  const { publicUrl } = config;
  // Stock, ratings and reviews show in the catalogue: a sale, a hold, a return or a review clears
  // it on every instance.
  const onStockChange = () => cacheBus.publish('catalog');
  const { sandbox, gateway } = chooseGateway(ctx);
  const { access, guestOrders, orderLink } = deps;
  const refunds = createRefundsService({ db, gateway, mailer, orderLink, onStockChange });
  const payments = createPaymentsService({
    ...deps,
    db,
    gateway,
    mailer,
    publicUrl,
    access,
    onStockChange,
    log,
    shopTimeZone: config.shopTimeZone,
  });
  await app.register(paymentsRoutes, { payments, sandbox });
  await app.register(webhooksRoutes, {
    gateway,
    webhooks: createWebhooksService({ payments, refunds }),
  });
  // A guest cancels or returns with the token their checkout or mails carry (issue 29).
  const invoiceAccess = createInvoiceAccess(db, access);
  const guestOrderOf = invoiceAccess.orderIdByToken;
  await app.register(refundsRoutes, { refunds, guestOrderOf });
  await app.register(returnsRoutes, {
    returns: createReturnsService({ db, storage, mailer, refunds, orderLink, onStockChange }),
    guestOrderOf,
  });
  const invoices = createInvoices({ db, seller: config.seller });
  await app.register(invoicesRoutes, { access: invoiceAccess, invoices });
  // The order confirmation carries the tax invoice, drawn when the mail is sent.
  mailer.setAttachmentResolver(async (ref) => {
    const { number, pdf } = await invoices.invoicePdf(ref.orderId);
    return {
      filename: `Invoice-${number.replaceAll('/', '-')}.pdf`,
      content: pdf,
      contentType: 'application/pdf',
    };
  });
  const orders = createOrdersService(db, access);
  await app.register(ordersRoutes, { orders, guestOrders });
  await app.register(reviewsRoutes, {
    reviews: createReviewsService({ db, orders, storage, onChange: onStockChange }),
  });
  await app.register(privacyRoutes, {
    privacy: createPrivacyService({ db, google: deps.google, onReviewsRemoved: onStockChange }),
  });
  const cod = await registerCod(ctx, { ...deps, onStockChange });
  return { payments, refunds, cod };
}

/** Cash on delivery (issue 27): its shopper and owner routes, and the expiry the server runs. */
async function registerCod(
  ctx: WiringContext,
  deps: {
    currency: CurrencyService;
    shipping: ShippingService;
    access: OrderAccess;
    orderLink: OrderLink;
    onStockChange: () => void;
    /** The funnel's paid step once the cash is collected (issue 30). */
    onPaid?: (orderId: string) => void;
  },
) {
  const { app, config, db, mailer } = ctx;
  // Where the dev mailbox is, it also shows what a phone channel would have sent (sandbox).
  const devMailbox = config.mode !== 'production' && !config.smtpUrl;
  const notifications = createNotifications([
    createMailAdapter(mailer),
    ...(devMailbox ? [createSandboxAdapter()] : []),
  ]);
  const shop = { shopCurrency: config.shopCurrency, shopTimeZone: config.shopTimeZone };
  const adminOrders = createAdminOrders({ db, mailer, orderLink: deps.orderLink, ...shop });
  const cod = createCodService({
    ...deps,
    ...shop,
    db,
    checkouts: createCodCheckouts({ db, ...deps, shopTimeZone: config.shopTimeZone }),
    notifications,
    mailer,
    publicUrl: config.publicUrl,
    kickMail: () => mailer.kick(),
    readAdminOrder: adminOrders.get,
  });
  await app.register(codRoutes, { cod });
  await app.register(codAdminRoutes, { cod });
  return cod;
}
