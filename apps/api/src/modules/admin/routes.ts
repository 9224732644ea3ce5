/** /api/admin/*: the owner's back office. Every route runs the admin guard first. */
import multipart from '@fastify/multipart';
import {
  adminBlogPostSchema,
  adminListQuerySchema,
  adminOrderListResponse,
  adminOrderResponse,
  adminPostListResponse,
  adminPostResponse,
  adminProductListResponse,
  adminProductResponse,
  adminProductSchema,
  adminReviewsResponse,
  CATEGORIES,
  coverResponse,
  createdResponse,
  auditQuerySchema,
  auditResponse,
  dashboardQuerySchema,
  dashboardRange,
  dashboardResponse,
  imagesAddedResponse,
  messagesResponse,
  okResponse,
  ORDER_STATUSES,
  orderStatusChangeSchema,
  postCreatedResponse,
  stockAdjustmentSchema,
  stockResponse,
  subscribersResponse,
  textBody,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { idParams, uuidParam } from '../../lib/ids';
import type { AdminContent } from './content-service';
import { loadDashboard } from './dashboard';
import type { AdminOrders } from './orders-service';
import type { AdminProducts } from './products-service';
import { createAuditLog } from './audit';
import { readImageFiles } from './uploads';

type Deps = {
  db: Db;
  products: AdminProducts;
  orders: AdminOrders;
  content: AdminContent;
  /** Rupees per US dollar now (the dashboard's main currency). */
  inrPerUsd?: () => Promise<number>;
};
// Every back-office row is addressed by its UUID; a malformed one is the same 404 as an unknown one.
const productParams = idParams('Product not found');
const orderParams = idParams('Order not found');
const postParams = idParams('Post not found');
const ok = { success: true as const };
const done = { 200: okResponse };

export const adminRoutes: FastifyPluginAsyncZod<Deps> = async (
  app,
  { db, products, orders, content, inrPerUsd = async () => 1 },
) => {
  await app.register(multipart, { limits: { fields: 10, parts: 20 } });
  app.addHook('onRequest', app.requireOwner);
  const tags = ['admin'];

  const audit = createAuditLog(db);
  app.get(
    '/api/admin/audit',
    {
      schema: {
        tags,
        summary: 'What owners did in the back office, newest first (50 a page)',
        querystring: auditQuerySchema,
        response: { 200: auditResponse },
      },
    },
    async (request) => ({ success: true as const, ...(await audit.list(request.query)) }),
  );

  app.get(
    '/api/admin/dashboard',
    {
      schema: { tags, querystring: dashboardQuerySchema, response: { 200: dashboardResponse } },
    },
    async (request) => ({
      success: true as const,
      ...(await loadDashboard(db, dashboardRange(request.query), await inrPerUsd())),
      unreadMessages: await content.unreadCount(),
    }),
  );

  app.get(
    '/api/admin/orders/export.csv',
    {
      schema: {
        tags,
        querystring: z.object({
          from: z.iso.date('Use a date like 2026-11-01').optional(),
          to: z.iso.date('Use a date like 2026-11-30').optional(),
        }),
        response: { 200: textBody('text/csv') },
      },
    },
    async (request, reply) => {
      const { from, to } = dashboardRange(request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="orders-${from}-to-${to}.csv"`)
        .send(await orders.exportCsv(from, to));
    },
  );

  // Products
  const productQuery = adminListQuerySchema.extend({
    category: z.enum(CATEGORIES).optional(),
    stock: z.enum(['all', 'low', 'out']).optional(),
    archived: z.enum(['true', 'false']).optional(),
  });
  app.get(
    '/api/admin/products',
    { schema: { tags, querystring: productQuery, response: { 200: adminProductListResponse } } },
    async (request) => ({
      success: true as const,
      ...(await products.list({ ...request.query, archived: request.query.archived === 'true' })),
    }),
  );
  app.get(
    '/api/admin/products/:id',
    { schema: { tags, params: productParams, response: { 200: adminProductResponse } } },
    async (request) => ({
      success: true as const,
      product: await products.get(request.params.id),
    }),
  );
  app.post(
    '/api/admin/products',
    { schema: { tags, body: adminProductSchema, response: { 201: createdResponse } } },
    async (request, reply) => {
      const user = await app.requireUser(request);
      return reply
        .status(201)
        .send({ success: true as const, ...(await products.create(request.body, user.id)) });
    },
  );
  app.put(
    '/api/admin/products/:id',
    { schema: { tags, params: productParams, body: adminProductSchema, response: done } },
    async (request) => {
      await products.update(request.params.id, request.body);
      return ok;
    },
  );
  app.post(
    '/api/admin/products/:id/archive',
    {
      schema: {
        tags,
        params: productParams,
        body: z.object({ archived: z.boolean() }),
        response: done,
      },
    },
    async (request) => {
      await products.setArchived(request.params.id, request.body.archived);
      return ok;
    },
  );
  app.post(
    '/api/admin/products/:id/stock',
    {
      schema: {
        tags,
        params: productParams,
        body: stockAdjustmentSchema,
        response: { 200: stockResponse },
      },
    },
    async (request) => {
      const user = await app.requireUser(request);
      return {
        success: true as const,
        ...(await products.adjustStock(
          request.params.id,
          request.body.delta,
          request.body.reason,
          user.id,
        )),
      };
    },
  );
  app.post(
    '/api/admin/products/:id/images',
    { schema: { tags, params: productParams, response: { 201: imagesAddedResponse } } },
    async (request, reply) =>
      reply.status(201).send({
        success: true as const,
        ...(await products.addImages(request.params.id, await readImageFiles(request, 8))),
      }),
  );
  app.put(
    '/api/admin/products/:id/images/order',
    {
      schema: {
        tags,
        params: productParams,
        body: z.object({ imageIds: z.array(z.string()).min(1).max(30) }),
        response: done,
      },
    },
    async (request) => {
      await products.reorderImages(request.params.id, request.body.imageIds);
      return ok;
    },
  );
  app.delete(
    '/api/admin/products/:id/images/:imageId',
    {
      schema: {
        tags,
        params: productParams.extend({ imageId: uuidParam('Image not found') }),
        response: done,
      },
    },
    async (request) => {
      await products.removeImage(request.params.id, request.params.imageId);
      return ok;
    },
  );

  // Orders
  const orderQuery = adminListQuerySchema.extend({
    status: z.enum(ORDER_STATUSES).optional(),
    from: z.string().date('Use a date like 2026-11-01').optional(),
    to: z.string().date('Use a date like 2026-11-30').optional(),
  });
  app.get(
    '/api/admin/orders',
    { schema: { tags, querystring: orderQuery, response: { 200: adminOrderListResponse } } },
    async (request) => ({ success: true as const, ...(await orders.list(request.query)) }),
  );
  app.get(
    '/api/admin/orders/:id',
    { schema: { tags, params: orderParams, response: { 200: adminOrderResponse } } },
    async (request) => ({ success: true as const, order: await orders.get(request.params.id) }),
  );
  app.post(
    '/api/admin/orders/:id/status',
    {
      schema: {
        tags,
        params: orderParams,
        body: orderStatusChangeSchema,
        response: { 200: adminOrderResponse },
      },
    },
    async (request) => ({
      success: true as const,
      order: await orders.changeStatus(request.params.id, request.body),
    }),
  );

  // Content
  app.get(
    '/api/admin/posts',
    { schema: { tags, response: { 200: adminPostListResponse } } },
    async () => ({ success: true as const, posts: await content.listPosts() }),
  );
  app.get(
    '/api/admin/posts/:id',
    { schema: { tags, params: postParams, response: { 200: adminPostResponse } } },
    async (request) => ({ success: true as const, post: await content.getPost(request.params.id) }),
  );
  app.post(
    '/api/admin/posts',
    { schema: { tags, body: adminBlogPostSchema, response: { 201: postCreatedResponse } } },
    async (request, reply) =>
      reply
        .status(201)
        .send({ success: true as const, ...(await content.createPost(request.body)) }),
  );
  app.put(
    '/api/admin/posts/:id',
    { schema: { tags, params: postParams, body: adminBlogPostSchema, response: done } },
    async (request) => {
      await content.updatePost(request.params.id, request.body);
      return ok;
    },
  );
  app.post(
    '/api/admin/posts/:id/cover',
    { schema: { tags, params: postParams, response: { 200: coverResponse } } },
    async (request) => {
      const [file] = await readImageFiles(request, 1);
      return { success: true as const, ...(await content.setCover(request.params.id, file!)) };
    },
  );
  app.get(
    '/api/admin/messages',
    { schema: { tags, response: { 200: messagesResponse } } },
    async () => ({ success: true as const, messages: await content.listMessages() }),
  );
  app.post(
    '/api/admin/messages/:id/read',
    {
      schema: {
        tags,
        params: idParams('Message not found'),
        body: z.object({ read: z.boolean() }),
        response: done,
      },
    },
    async (request) => {
      await content.setMessageRead(request.params.id, request.body.read);
      return ok;
    },
  );
  app.get(
    '/api/admin/subscribers',
    { schema: { tags, response: { 200: subscribersResponse } } },
    async () => ({ success: true as const, subscribers: await content.listSubscribers() }),
  );
  app.get(
    '/api/admin/subscribers.csv',
    { schema: { tags, response: { 200: textBody('text/csv') } } },
    async (_request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="subscribers.csv"')
        .send(await content.subscribersCsv()),
  );
  app.get(
    '/api/admin/reviews',
    { schema: { tags, response: { 200: adminReviewsResponse } } },
    async () => ({ success: true as const, reviews: await content.listReviews() }),
  );
  app.post(
    '/api/admin/reviews/:id/hidden',
    {
      schema: {
        tags,
        params: idParams('Review not found'),
        body: z.object({ hidden: z.boolean() }),
        response: done,
      },
    },
    async (request) => {
      await content.setReviewHidden(request.params.id, request.body.hidden);
      return ok;
    },
  );
};
