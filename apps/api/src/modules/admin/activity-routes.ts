/** /api/admin/audit: what owners did in the back office. */
import { auditQuerySchema, auditResponse } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuditLog } from './audit';
import { tags } from './route-schema';

export const activityRoutes: FastifyPluginAsyncZod<{ audit: AuditLog }> = async (
  app,
  { audit },
) => {
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
};
