import { ratesResponse } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CurrencyService } from './service';

export const currencyRoutes: FastifyPluginAsyncZod<{ currency: CurrencyService }> = async (
  app,
  { currency },
) => {
  app.get(
    '/api/currency/rates',
    {
      schema: {
        tags: ['currency'],
        summary: 'Exchange rates: units of each currency per 1 USD',
        response: { 200: ratesResponse },
      },
    },
    async (_request, reply) => {
      const [snapshot, rounding] = await Promise.all([currency.getRates(), currency.getRounding()]);
      reply.header('cache-control', 'public, max-age=600');
      return {
        success: true as const,
        ...snapshot,
        rates: snapshot.rates as Record<string, number>,
        shopCurrency: currency.shopCurrency,
        rounding,
      };
    },
  );
};
