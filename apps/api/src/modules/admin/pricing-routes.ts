/** The owner's pricing settings: GST rates per HSN, a product's price list, currency rounding. */
import {
  currencyRoundingInputSchema,
  currencyRoundingResponse,
  gstRateInputSchema,
  gstRateResponse,
  gstRatesResponse,
  hsnParamsSchema,
  priceListInputSchema,
  priceListResponse,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CurrencyRounding } from './currency-rounding';
import { productParams } from './product-routes';
import type { AdminProducts } from './products-service';
import { tags } from './route-schema';

type Deps = { products: AdminProducts; rounding: CurrencyRounding };
const success = true as const;
/** `?variant=`: one variant's list; without it the product's (read from its first, set on all). */
const variantQuery = z.object({ variant: z.string().optional() });

export const pricingRoutes: FastifyPluginAsyncZod<Deps> = async (app, { products, rounding }) => {
  app.get(
    '/api/admin/gst-rates',
    { schema: { tags, response: { 200: gstRatesResponse } } },
    async () => ({ success, rates: await products.listGstRates() }),
  );
  app.put(
    '/api/admin/gst-rates/:hsn',
    {
      schema: {
        tags,
        summary: 'Add or change the GST rate of an HSN code, and of every product with that code',
        params: hsnParamsSchema,
        body: gstRateInputSchema,
        response: { 200: gstRateResponse },
      },
    },
    async (request) => ({
      success,
      ...(await products.setGstRate(request.params.hsn, request.body)),
    }),
  );
  app.get(
    '/api/admin/products/:id/prices',
    {
      schema: {
        tags,
        params: productParams,
        querystring: variantQuery,
        response: { 200: priceListResponse },
      },
    },
    async (request) => ({
      success,
      ...(await products.getPriceList(request.params.id, request.query.variant)),
    }),
  );
  app.put(
    '/api/admin/products/:id/prices',
    {
      schema: {
        tags,
        summary: "Replace a product's prices in other currencies than the shop's",
        params: productParams,
        querystring: variantQuery,
        body: priceListInputSchema,
        response: { 200: priceListResponse },
      },
    },
    async (request) => ({
      success,
      ...(await products.setPriceList(request.params.id, request.body, request.query.variant)),
    }),
  );
  app.get(
    '/api/admin/currency-rounding',
    { schema: { tags, response: { 200: currencyRoundingResponse } } },
    async () => ({ success, ...(await rounding.list()) }),
  );
  app.put(
    '/api/admin/currency-rounding',
    {
      schema: {
        tags,
        body: currencyRoundingInputSchema,
        response: { 200: currencyRoundingResponse },
      },
    },
    async (request) => ({
      success,
      ...(await rounding.set(request.body.currency, request.body.rounding)),
    }),
  );
};
