/**
 * The owner's abandoned checkouts (record 065): the list and the period's figures (the dashboard's
 * card reads the same), and the reminder settings. Owner only, in this plugin's own scope.
 */
import {
  abandonedCheckoutsResponse,
  abandonedQuerySchema,
  recoverySettingsResponse,
  recoverySettingsSchema,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Recovery } from './service';

const tags = ['admin'];

export const recoveryAdminRoutes: FastifyPluginAsyncZod<{ recovery: Recovery }> = async (
  app,
  { recovery },
) => {
  app.addHook('onRequest', app.requireOwner);

  app.get(
    '/api/admin/abandoned-checkouts',
    {
      schema: {
        tags,
        summary: 'Abandoned checkouts of a period (shop days): consent, reminders, recovered',
        querystring: abandonedQuerySchema,
        response: { 200: abandonedCheckoutsResponse },
      },
    },
    async (request) => ({ success: true as const, ...(await recovery.list(request.query)) }),
  );

  app.get(
    '/api/admin/abandoned-checkouts/settings',
    { schema: { tags, response: { 200: recoverySettingsResponse } } },
    async () => ({ success: true as const, settings: await recovery.readSettings() }),
  );
  app.put(
    '/api/admin/abandoned-checkouts/settings',
    {
      schema: { tags, body: recoverySettingsSchema, response: { 200: recoverySettingsResponse } },
    },
    async (request) => ({
      success: true as const,
      settings: await recovery.saveSettings(request.body),
    }),
  );
};
