/**
 * The owner's cash on delivery (issue 27): how a parcel ended, the settings, the PIN-code deny
 * list and the report. Owner only, checked in this plugin's own scope; the audit log records
 * every change (admin/audit.ts names these routes).
 */
import {
  adminOrderResponse,
  codPincodesResponse,
  codPincodesUploadResponse,
  codPincodesUploadSchema,
  codReportQuerySchema,
  codReportResponse,
  codSettingsResponse,
  codSettingsSchema,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '../../lib/ids';
import type { CodService } from './service';

const tags = ['admin'];
const orderParams = idParams('Order not found');
const CSV_MAX_BYTES = 2 * 1024 * 1024;

export const codAdminRoutes: FastifyPluginAsyncZod<{ cod: CodService }> = async (app, { cod }) => {
  app.addHook('onRequest', app.requireOwner);
  // The deny list may come as a CSV file's text, not only as JSON.
  app.addContentTypeParser(
    ['text/csv', 'text/plain'],
    { parseAs: 'string', bodyLimit: CSV_MAX_BYTES },
    (_request, body, done) => done(null, { csv: body }),
  );

  app.post(
    '/api/admin/orders/:id/cod/collected',
    { schema: { tags, params: orderParams, response: { 200: adminOrderResponse } } },
    async (request) => ({
      success: true as const,
      order: await cod.markCollected(request.params.id),
    }),
  );
  app.post(
    '/api/admin/orders/:id/cod/returned',
    { schema: { tags, params: orderParams, response: { 200: adminOrderResponse } } },
    async (request) => ({
      success: true as const,
      order: await cod.markReturned(request.params.id),
    }),
  );

  app.get(
    '/api/admin/cod/settings',
    { schema: { tags, response: { 200: codSettingsResponse } } },
    async () => ({ success: true as const, settings: await cod.readSettings() }),
  );
  app.put(
    '/api/admin/cod/settings',
    { schema: { tags, body: codSettingsSchema, response: { 200: codSettingsResponse } } },
    async (request) => ({ success: true as const, settings: await cod.saveSettings(request.body) }),
  );

  app.get(
    '/api/admin/cod/pincodes',
    { schema: { tags, response: { 200: codPincodesResponse } } },
    async () => {
      const pincodes = await cod.pincodes();
      return { success: true as const, count: pincodes.length, pincodes };
    },
  );
  app.put(
    '/api/admin/cod/pincodes',
    {
      schema: { tags, body: codPincodesUploadSchema, response: { 200: codPincodesUploadResponse } },
    },
    async (request) => {
      const { count, rejected } = await cod.replacePincodes(request.body.csv);
      const skipped = rejected.length ? `; ${rejected.length} lines skipped` : '';
      return {
        success: true as const,
        count,
        rejected,
        message: `${count} PIN codes on the list${skipped}.`,
      };
    },
  );

  app.get(
    '/api/admin/reports/cod',
    { schema: { tags, querystring: codReportQuerySchema, response: { 200: codReportResponse } } },
    async (request) => ({ success: true as const, ...(await cod.report(request.query)) }),
  );
};
