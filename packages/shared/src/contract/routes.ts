/**
 * The route table: which response schema each JSON route answers with on success, keyed as
 * 'METHOD /path/:param' the way the API declares it. Every error answers `errorResponse`.
 * The web's test fakes are typed by it, so a fake that drifts from the contract fails the
 * typecheck; an API test checks each line against the route's documented answer. A new JSON route
 * the web calls gets its line here.
 */
import type { z } from 'zod';
import * as accounts from './accounts';
import * as admin from './admin';
import * as analytics from './analytics';
import * as adminContent from './admin-content';
import * as adminOrders from './admin-orders';
import * as adminPricing from './admin-pricing';
import * as adminVariants from './admin-variants';
import * as catalog from './catalog';
import * as catalogIo from './catalog-io';
import * as checkout from './checkout';
import * as cod from './cod';
import * as common from './common';
import * as contact from './contact';
import * as customers from '../customers';
import * as content from './content';
import * as currency from './currency';
import * as discounts from './discounts';
import * as giftCardsAdmin from './gift-cards-admin';
import * as newsletter from './newsletter';
import * as orders from './orders';
import * as payments from './payments';
import * as privacy from './privacy';
import * as recovery from '../recovery';
import * as refunds from './refunds';
import * as returns from './returns';
import * as reviews from './reviews';
import * as shipping from './shipping';
import * as stockAlerts from './stock-alerts';
import * as system from './system';

const Ok = common.okResponse;

export const apiRouteReplies = {
  // Catalogue, search, reviews
  'GET /api/products/get-products': catalog.productListResponse,
  'GET /api/products/get-products/:id': catalog.productResponse,
  'GET /api/products/search': catalog.searchResponse,
  'GET /api/products/suggest': catalog.suggestResponse,
  'GET /api/products/get-reviews/:productId': reviews.reviewsResponse,
  'POST /api/products/review-product/:productId': common.messageResponse,
  'POST /api/products/purchase-status/:productId': orders.purchaseStatusResponse,
  'GET /api/currency/rates': currency.ratesResponse,
  'GET /api/shipping/rates': shipping.shippingRatesResponse,
  'POST /api/shipping/webhooks/:provider': shipping.trackingWebhookResponse,
  'GET /api/blogs/get-blogs': content.blogListResponse,
  'GET /api/blogs/get-blogs/:id': content.blogResponse,
  'POST /api/contact/send-message': contact.contactResponse,
  'POST /api/newsletter/subscribe': newsletter.subscribeResponse,
  'GET /api/config': system.appConfigResponse,
  'GET /api/health': system.healthResponse,
  'GET /api/ready': system.readyResponse,
  'GET /api/dev/mailbox': system.devMailboxResponse,
  // Accounts
  'POST /api/users/register': accounts.registerResponse,
  'POST /api/users/login': accounts.loginResponse,
  'POST /api/users/logout': Ok,
  'POST /api/users/fetch': accounts.userResponse,
  'PUT /api/users/edit': accounts.profileResponse,
  'POST /api/users/sign-out-everywhere': accounts.signOutEverywhereResponse,
  'POST /api/users/forget-password': Ok,
  'POST /api/users/forget-password-otp-verify': Ok,
  'POST /api/users/new-password': Ok,
  'POST /api/users/verify-reset-token': Ok,
  'POST /api/users/reset-password': Ok,
  'POST /api/users/change-password': Ok,
  'POST /api/users/me/delete': common.messageResponse,
  'POST /api/provider/google': accounts.tokenResponse,
  'GET /api/auth/two-step': accounts.twoStepStatusResponse,
  'POST /api/auth/two-step/setup': accounts.twoStepSetupResponse,
  'POST /api/auth/two-step/enable': accounts.twoStepEnableResponse,
  'POST /api/auth/two-step/verify': accounts.tokenResponse,
  // Orders, payments, refunds and returns
  'GET /api/products/my-orders': orders.myOrdersResponse,
  'GET /api/products/my-orders/:orderNumber': orders.trackingResponse,
  'POST /api/products/my-orders/:orderNumber/cancel': refunds.cancelOrderResponse,
  'POST /api/products/my-orders/:orderNumber/returns': returns.orderReturnResponse,
  'GET /api/orders/by-number/:orderNumber': orders.orderConfirmationResponse,
  'POST /api/payment/payment-intent': payments.paymentIntentResponse,
  'POST /api/checkout/quote': checkout.quoteResponse,
  'POST /api/payment/verify-payment': payments.verifyPaymentResponse,
  'POST /api/payment/sandbox/pay': payments.gatewayPaymentSchema,
  'POST /api/payment/cod': payments.codOrderResponse,
  'GET /api/payment/cod/offer': payments.codOfferResponse,
  'POST /api/orders/cod/confirm': orders.codConfirmResponse,
  'POST /api/orders/lookup': common.messageResponse,
  'POST /api/orders/claim': orders.claimOrdersResponse,
  // Back office
  'GET /api/admin/dashboard': admin.dashboardResponse,
  'GET /api/admin/audit': admin.auditResponse,
  'GET /api/admin/account-deletions': privacy.accountDeletionsResponse,
  'GET /api/admin/products': admin.adminProductListResponse,
  'GET /api/admin/products/:id': admin.adminProductResponse,
  'POST /api/admin/products': admin.createdResponse,
  'PUT /api/admin/products/:id': Ok,
  'POST /api/admin/products/:id/archive': Ok,
  'POST /api/admin/products/:id/stock': admin.stockResponse,
  'POST /api/admin/products/:id/images': admin.imagesAddedResponse,
  'PUT /api/admin/products/:id/images/order': Ok,
  'DELETE /api/admin/products/:id/images/:imageId': Ok,
  'GET /api/admin/orders': adminOrders.adminOrderListResponse,
  'GET /api/admin/orders/:id': adminOrders.adminOrderResponse,
  'POST /api/admin/orders/:id/status': adminOrders.adminOrderResponse,
  'GET /api/admin/orders/:id/refunds': refunds.refundListResponse,
  'POST /api/admin/orders/:id/refunds': refunds.refundResponse,
  'POST /api/admin/orders/:id/cancel-and-refund': refunds.cancelOrderResponse,
  'GET /api/admin/orders/:id/returns': returns.orderReturnListResponse,
  'POST /api/admin/returns/:id/approve': returns.orderReturnResponse,
  'POST /api/admin/returns/:id/decline': returns.orderReturnResponse,
  'POST /api/admin/returns/:id/received': returns.orderReturnResponse,
  'GET /api/admin/posts': adminContent.adminPostListResponse,
  'GET /api/admin/posts/:id': adminContent.adminPostResponse,
  'POST /api/admin/posts': adminContent.postCreatedResponse,
  'PUT /api/admin/posts/:id': Ok,
  'POST /api/admin/posts/:id/cover': adminContent.coverResponse,
  'GET /api/admin/messages': adminContent.messagesResponse,
  'POST /api/admin/messages/:id/read': Ok,
  'GET /api/admin/subscribers': adminContent.subscribersResponse,
  'GET /api/admin/reviews': adminContent.adminReviewsResponse,
  'POST /api/admin/reviews/:id/hidden': Ok,
  'GET /api/admin/shipping': shipping.shippingRatesResponse,
  'PUT /api/admin/shipping': shipping.shippingRatesResponse,
  'GET /api/admin/shipping/carriers': shipping.carrierListResponse,
  'POST /api/admin/shipping/carriers': shipping.carrierResponse,
  'PUT /api/admin/shipping/carriers/:id': shipping.carrierResponse,
  'GET /api/admin/orders/:id/shipment': shipping.orderShipmentResponse,
  'POST /api/admin/orders/:id/shipment': shipping.orderShipmentResponse,
  'POST /api/admin/orders/:id/shipment/pickup': shipping.orderShipmentResponse,
  'GET /api/admin/gst-rates': adminPricing.gstRatesResponse,
  'PUT /api/admin/gst-rates/:hsn': adminPricing.gstRateResponse,
  'GET /api/admin/products/:id/prices': adminPricing.priceListResponse,
  'PUT /api/admin/products/:id/prices': adminPricing.priceListResponse,
  'GET /api/admin/currency-rounding': adminPricing.currencyRoundingResponse,
  'PUT /api/admin/currency-rounding': adminPricing.currencyRoundingResponse,
  'POST /api/admin/products/import': catalogIo.catalogImportResponse,
  'GET /api/admin/products/:id/variants': adminVariants.adminVariantsResponse,
  'PUT /api/admin/products/:id/variants': adminVariants.adminVariantsResponse,
  'POST /api/admin/products/:id/variants/:variantId/stock': adminVariants.variantStockResponse,
  'GET /api/admin/products/:id/variants/:variantId/stock-history':
    adminVariants.variantStockHistoryResponse,
  // Cash on delivery, the owner's side (issue 27)
  'POST /api/admin/orders/:id/cod/collected': adminOrders.adminOrderResponse,
  'POST /api/admin/orders/:id/cod/returned': adminOrders.adminOrderResponse,
  'GET /api/admin/cod/settings': cod.codSettingsResponse,
  'PUT /api/admin/cod/settings': cod.codSettingsResponse,
  'GET /api/admin/cod/pincodes': cod.codPincodesResponse,
  'PUT /api/admin/cod/pincodes': cod.codPincodesUploadResponse,
  'GET /api/admin/reports/cod': cod.codReportResponse,
  // Discounts, the owner's side (issue 28)
  'GET /api/admin/discounts': discounts.discountListResponse,
  'POST /api/admin/discounts': discounts.discountResponse,
  'PUT /api/admin/discounts/:id': discounts.discountResponse,
  'POST /api/admin/discounts/:id/codes': discounts.bulkCodesResponse,
  // Gift cards and store credit (issue 28)
  'POST /api/gift-cards/balance': checkout.giftCardBalanceResponse,
  'GET /api/gift-cards/options': checkout.giftCardOptionsResponse,
  'GET /api/users/me/store-credit': checkout.storeCreditResponse,
  'GET /api/admin/gift-cards': giftCardsAdmin.adminGiftCardListResponse,
  'GET /api/admin/gift-cards/settings': giftCardsAdmin.giftCardSettingsResponse,
  'PUT /api/admin/gift-cards/settings': giftCardsAdmin.giftCardSettingsResponse,
  'POST /api/admin/gift-cards': giftCardsAdmin.giftCardIssuedResponse,
  'GET /api/admin/gift-cards/:id': giftCardsAdmin.adminGiftCardResponse,
  'POST /api/admin/gift-cards/:id/disable': giftCardsAdmin.adminGiftCardResponse,
  'GET /api/admin/customers/:id/store-credit': giftCardsAdmin.adminStoreCreditResponse,
  'POST /api/admin/customers/:id/store-credit': giftCardsAdmin.adminStoreCreditResponse,
  // Customers and segments (issue 30, record 061)
  'GET /api/admin/customers': customers.customerListResponse,
  'GET /api/admin/customers/:id': customers.customerResponse,
  'PUT /api/admin/customers/:id/notes': Ok,
  'GET /api/admin/segments': customers.segmentListResponse,
  'POST /api/admin/segments': customers.segmentResponse,
  'GET /api/admin/segments/:id/count': customers.segmentCountResponse,
  'POST /api/admin/newsletter/letters': customers.newsletterSentResponse,
  // Back-in-stock alerts
  'POST /api/products/:productId/variants/:variantId/notify-me': stockAlerts.notifyMeResponse,
  'GET /api/admin/stock-alerts': stockAlerts.stockAlertCountsResponse,
  // The conversion funnel (issue 30)
  'POST /api/events': analytics.eventsAcceptedResponse,
  'GET /api/admin/funnel': analytics.funnelResponse,
  // Abandoned-checkout recovery (issue 30, record 065)
  'POST /api/checkout/recovery-consent': Ok,
  'GET /api/admin/abandoned-checkouts': recovery.abandonedCheckoutsResponse,
  'GET /api/admin/abandoned-checkouts/settings': recovery.recoverySettingsResponse,
  'PUT /api/admin/abandoned-checkouts/settings': recovery.recoverySettingsResponse,
};

export type ApiRouteReplies = typeof apiRouteReplies;
export type ApiRoute = keyof ApiRouteReplies;

/** What a route answers on success, as the client receives it (dates as ISO strings). */
export type ApiReplyBody<R extends ApiRoute> = z.input<ApiRouteReplies[R]>;
