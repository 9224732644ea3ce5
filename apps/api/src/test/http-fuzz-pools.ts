/**
 * Real values from the fuzz test's database (product, image, post, order, review and message
 * ids, slugs, order numbers, tokens), so generated requests also reach rows, not only 404s.
 */
import type { Db } from '../db/client';
import {
  blogPosts,
  contactMessages,
  newsletterSubscribers,
  orders,
  productImages,
  products,
  reviews,
} from '../db/schema';
import type { Pools } from './http-fuzz-values';

export type RowPools = Awaited<ReturnType<typeof collectPools>>;

/** `purchased`: a product the fuzz customer bought (so reviews of it get past the purchase check). */
export async function collectPools(db: Db, emails: string[], purchased: string) {
  const [productRows, imageRows, postRows, orderRows, reviewRows, messageRows, subscriberRows] =
    await Promise.all([
      db.select({ id: products.id, slug: products.slug }).from(products).limit(30),
      db.select({ id: productImages.id }).from(productImages).limit(30),
      db.select({ id: blogPosts.id, slug: blogPosts.slug }).from(blogPosts).limit(20),
      db
        .select({
          id: orders.id,
          orderNumber: orders.orderNumber,
          gatewayOrderId: orders.gatewayOrderId,
        })
        .from(orders)
        .limit(30),
      db.select({ id: reviews.id }).from(reviews).limit(30),
      db.select({ id: contactMessages.id }).from(contactMessages).limit(10),
      db
        .select({ token: newsletterSubscribers.unsubscribeToken })
        .from(newsletterSubscribers)
        .limit(10),
    ]);
  const productIds = productRows.map((r) => r.id);
  return {
    productKeys: [...productIds, ...productRows.map((r) => r.slug)],
    productIds: [purchased, purchased, ...productIds.slice(0, 6)],
    imageIds: imageRows.map((r) => r.id),
    postKeys: [...postRows.map((r) => r.id), ...postRows.map((r) => r.slug)],
    orderIds: orderRows.map((r) => r.id),
    orderNumbers: orderRows.map((r) => r.orderNumber),
    gatewayOrderIds: orderRows.flatMap((r) => (r.gatewayOrderId ? [r.gatewayOrderId] : [])),
    reviewIds: reviewRows.map((r) => r.id),
    messageIds: messageRows.map((r) => r.id),
    tokens: subscriberRows.map((r) => r.token),
    emails,
    ids: [productIds.slice(0, 3).join(','), `${productIds[0]},not-an-id`],
  };
}

/** Values by parameter or field name; `id` means what the route's path says it is. */
export function poolsFor(route: string, rows: RowPools): Pools {
  const id = route.includes('/admin/orders')
    ? rows.orderIds
    : route.includes('/admin/posts') || route.includes('blog')
      ? rows.postKeys
      : route.includes('/admin/messages')
        ? rows.messageIds
        : route.includes('/admin/reviews')
          ? rows.reviewIds
          : rows.productKeys;
  return {
    id,
    productId: rows.productIds,
    imageId: rows.imageIds,
    imageIds: rows.imageIds,
    orderNumber: rows.orderNumbers,
    order_id: rows.gatewayOrderIds,
    razorpay_order_id: rows.gatewayOrderIds,
    token: rows.tokens,
    email: [...rows.emails, 'new.shopper@example.com'],
    receipt_email: rows.emails,
    // Field values the JSON schema cannot describe (zod refinements), so bodies pass validation.
    // Never the test users' password: a successful change would end the fuzz callers' sessions.
    password: ['Calm#Morning42', 'Tr0ub4dor&3x'],
    newPassword: ['Calm#Morning42'],
    currentPassword: ['Wrong#Pass99'],
    name: ['Asha Verma', 'Ravi'],
    number: ['+91 98450 12345', '9845012345'],
    zipCode: ['560001', '10001'],
    otpCode: ['123456', '000000'],
    slug: ['calm-notes'],
    category: ['journals', 'trackers', 'all', ''],
    url: ['https://lh3.googleusercontent.com/a/avatar=s96-c', 'http://127.0.0.1/admin'],
    ids: rows.ids,
    q: ['journal', 'planer', 'habit tracker', 'poster -wall', '"gratitude"'],
    page: ['products', 'blog', 'checkout', 'admin', 'no-such-page'],
    file: ['missing.webp', 'a.webp', '..%2F..%2Fetc%2Fpasswd'],
    width: ['400', '0', '-1', '1e3'],
  };
}
