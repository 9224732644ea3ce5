/**
 * The route table: which response schema each JSON route answers with on success, keyed as
 * 'METHOD /path/:param' the way the API declares it. Every error answers `errorResponse`.
 * Type-only: the web's test fakes are checked against it, so a fake that drifts from the
 * contract fails the typecheck. A new JSON route the web calls gets its line here.
 */
import type { z } from 'zod';
import type * as accounts from './accounts';
import type * as admin from './admin';
import type * as adminContent from './admin-content';
import type * as adminOrders from './admin-orders';
import type * as catalog from './catalog';
import type * as common from './common';
import type * as contact from './contact';
import type * as content from './content';
import type * as currency from './currency';
import type * as newsletter from './newsletter';
import type * as orders from './orders';
import type * as payments from './payments';
import type * as privacy from './privacy';
import type * as refunds from './refunds';
import type * as returns from './returns';
import type * as reviews from './reviews';
import type * as shipping from './shipping';
import type * as system from './system';

type Ok = typeof common.okResponse;

export type ApiRouteReplies = {
  // Catalogue, search, reviews
  'GET /api/products/get-products': typeof catalog.productListResponse;
  'GET /api/products/get-products/:id': typeof catalog.productResponse;
  'GET /api/products/search': typeof catalog.searchResponse;
  'GET /api/products/suggest': typeof catalog.suggestResponse;
  'GET /api/products/get-reviews/:productId': typeof reviews.reviewsResponse;
  'POST /api/products/review-product/:productId': typeof common.messageResponse;
  'POST /api/products/purchase-status/:productId': typeof orders.purchaseStatusResponse;
  'GET /api/currency/rates': typeof currency.ratesResponse;
  'GET /api/shipping/rates': typeof shipping.shippingRatesResponse;
  'GET /api/blogs/get-blogs': typeof content.blogListResponse;
  'GET /api/blogs/get-blogs/:id': typeof content.blogResponse;
  'POST /api/contact/send-message': typeof contact.contactResponse;
  'POST /api/newsletter/subscribe': typeof newsletter.subscribeResponse;
  'GET /api/config': typeof system.appConfigResponse;
  'GET /api/health': typeof system.healthResponse;
  'GET /api/ready': typeof system.readyResponse;
  'GET /api/dev/mailbox': typeof system.devMailboxResponse;
  // Accounts
  'POST /api/users/register': typeof accounts.registerResponse;
  'POST /api/users/login': typeof accounts.loginResponse;
  'POST /api/users/logout': Ok;
  'POST /api/users/fetch': typeof accounts.userResponse;
  'PUT /api/users/edit': typeof accounts.profileResponse;
  'POST /api/users/sign-out-everywhere': typeof accounts.signOutEverywhereResponse;
  'POST /api/users/forget-password': Ok;
  'POST /api/users/forget-password-otp-verify': Ok;
  'POST /api/users/new-password': Ok;
  'POST /api/users/verify-reset-token': Ok;
  'POST /api/users/reset-password': Ok;
  'POST /api/users/change-password': Ok;
  'POST /api/users/me/delete': typeof common.messageResponse;
  'POST /api/provider/google': typeof accounts.tokenResponse;
  'GET /api/auth/two-step': typeof accounts.twoStepStatusResponse;
  'POST /api/auth/two-step/setup': typeof accounts.twoStepSetupResponse;
  'POST /api/auth/two-step/enable': typeof accounts.twoStepEnableResponse;
  'POST /api/auth/two-step/verify': typeof accounts.tokenResponse;
  // Orders, payments, refunds and returns
  'GET /api/products/my-orders': typeof orders.myOrdersResponse;
  'GET /api/products/my-orders/:orderNumber': typeof orders.trackingResponse;
  'POST /api/products/my-orders/:orderNumber/cancel': typeof refunds.cancelOrderResponse;
  'POST /api/products/my-orders/:orderNumber/returns': typeof returns.orderReturnResponse;
  'GET /api/orders/by-number/:orderNumber': typeof orders.orderConfirmationResponse;
  'POST /api/payment/payment-intent': typeof payments.paymentIntentResponse;
  'POST /api/payment/verify-payment': typeof payments.verifyPaymentResponse;
  'POST /api/payment/sandbox/pay': typeof payments.gatewayPaymentSchema;
  // Back office
  'GET /api/admin/dashboard': typeof admin.dashboardResponse;
  'GET /api/admin/audit': typeof admin.auditResponse;
  'GET /api/admin/account-deletions': typeof privacy.accountDeletionsResponse;
  'GET /api/admin/products': typeof admin.adminProductListResponse;
  'GET /api/admin/products/:id': typeof admin.adminProductResponse;
  'POST /api/admin/products': typeof admin.createdResponse;
  'PUT /api/admin/products/:id': Ok;
  'POST /api/admin/products/:id/archive': Ok;
  'POST /api/admin/products/:id/stock': typeof admin.stockResponse;
  'POST /api/admin/products/:id/images': typeof admin.imagesAddedResponse;
  'PUT /api/admin/products/:id/images/order': Ok;
  'DELETE /api/admin/products/:id/images/:imageId': Ok;
  'GET /api/admin/orders': typeof adminOrders.adminOrderListResponse;
  'GET /api/admin/orders/:id': typeof adminOrders.adminOrderResponse;
  'POST /api/admin/orders/:id/status': typeof adminOrders.adminOrderResponse;
  'GET /api/admin/orders/:id/refunds': typeof refunds.refundListResponse;
  'POST /api/admin/orders/:id/refunds': typeof refunds.refundResponse;
  'POST /api/admin/orders/:id/cancel-and-refund': typeof refunds.cancelOrderResponse;
  'GET /api/admin/orders/:id/returns': typeof returns.orderReturnListResponse;
  'POST /api/admin/returns/:id/approve': typeof returns.orderReturnResponse;
  'POST /api/admin/returns/:id/decline': typeof returns.orderReturnResponse;
  'POST /api/admin/returns/:id/received': typeof returns.orderReturnResponse;
  'GET /api/admin/posts': typeof adminContent.adminPostListResponse;
  'GET /api/admin/posts/:id': typeof adminContent.adminPostResponse;
  'POST /api/admin/posts': typeof adminContent.postCreatedResponse;
  'PUT /api/admin/posts/:id': Ok;
  'POST /api/admin/posts/:id/cover': typeof adminContent.coverResponse;
  'GET /api/admin/messages': typeof adminContent.messagesResponse;
  'POST /api/admin/messages/:id/read': Ok;
  'GET /api/admin/subscribers': typeof adminContent.subscribersResponse;
  'GET /api/admin/reviews': typeof adminContent.adminReviewsResponse;
  'POST /api/admin/reviews/:id/hidden': Ok;
  'GET /api/admin/shipping': typeof shipping.shippingRatesResponse;
  'PUT /api/admin/shipping': typeof shipping.shippingRatesResponse;
};

export type ApiRoute = keyof ApiRouteReplies;

/** What a route answers on success, as the client receives it (dates as ISO strings). */
export type ApiReplyBody<R extends ApiRoute> = z.input<ApiRouteReplies[R]>;
