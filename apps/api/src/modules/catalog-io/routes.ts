/**
 * The catalogue as a Shopify product CSV (record 039): GET /api/admin/products/export.csv and
 * POST /api/admin/products/import (multipart `file`, `?dryRun=1` for the report alone). Owner
 * only: the owner check is added here, in this plugin's own scope, before its routes.
 */
import multipart from '@fastify/multipart';
import { catalogImportResponse, textBody } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Readable } from 'node:stream';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { BadRequestError, HttpError } from '../../lib/errors';
import { exportCatalogue } from './export-csv';
import type { createCatalogImport } from './import-service';

/** A file of 100,000 rows is some 30 MB; it is read as a stream, never held whole. */
const IMPORT_MAX_BYTES = 200 * 1024 * 1024;
const tags = ['admin'];

type Deps = { db: Db; publicUrl: string; importer: ReturnType<typeof createCatalogImport> };

export const catalogIoRoutes: FastifyPluginAsyncZod<Deps> = async (
  app,
  { db, publicUrl, importer },
) => {
  await app.register(multipart, { limits: { fields: 5, parts: 5, fileSize: IMPORT_MAX_BYTES } });
  app.addHook('onRequest', app.requireOwner);

  app.get(
    '/api/admin/products/export.csv',
    { schema: { tags, response: { 200: textBody('text/csv') } } },
    async (_request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="products.csv"')
        .send(
          // A stream is sent as it is (the schema documents its type); the type says string.
          Readable.from(exportCatalogue(db, publicUrl)) as unknown as string,
        ),
  );

  app.post(
    '/api/admin/products/import',
    {
      schema: {
        tags,
        querystring: z.object({ dryRun: z.enum(['0', '1', 'true', 'false']).optional() }),
        response: { 200: catalogImportResponse },
      },
    },
    async (request) => {
      if (!request.isMultipart())
        throw new HttpError(415, 'Send the CSV file as multipart/form-data');
      const file = await request.file();
      if (!file || file.fieldname !== 'file')
        throw new BadRequestError('Choose a CSV file (field "file")');
      const dryRun = request.query.dryRun === '1' || request.query.dryRun === 'true';
      try {
        return await importer.importCsv(file.file, { dryRun, userId: request.authUser!.id });
      } catch (err) {
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw new HttpError(413, 'The file must be 200 MB or smaller');
        throw err;
      } finally {
        file.file.resume();
      }
    },
  );
};
