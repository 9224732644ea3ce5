/** The sales dashboard and the accountant's orders export, both over the shop's days. */
import { dashboardQuerySchema, dashboardResponse, textBody } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SalesDashboard } from './dashboard';
import type { AdminOrders } from './orders-service';
import { tags } from './route-schema';

export const salesRoutes: FastifyPluginAsyncZod<{
  dashboard: SalesDashboard;
  orders: AdminOrders;
}> = async (app, { dashboard, orders }) => {
  app.get(
    '/api/admin/dashboard',
    {
      schema: { tags, querystring: dashboardQuerySchema, response: { 200: dashboardResponse } },
    },
    async (request) => ({
      success: true as const,
      ...(await dashboard.load(dashboard.range(request.query))),
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
      const { from, to } = dashboard.range(request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="orders-${from}-to-${to}.csv"`)
        .send(await orders.exportCsv(from, to));
    },
  );
};
