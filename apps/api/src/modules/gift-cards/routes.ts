/**
 * A gift card's balance by its code. Codes are guessed, not browsed: limited per address, like
 * the other lookups by a secret (Find my order). And what the card's page offers (record 056).
 */
import { giftCardBalanceResponse, giftCardOptionsResponse } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { GiftCards } from './service';

const body = z.object({
  code: z.string({ error: 'Enter the gift card code' }).max(64, 'The code is too long'),
});

export const giftCardsRoutes: FastifyPluginAsyncZod<{ giftCards: GiftCards }> = async (
  app,
  { giftCards },
) => {
  const balanceLimit = app.limit({ name: 'gift-card-balance', max: 10, timeWindow: '15 minutes' });

  app.get(
    '/api/gift-cards/options',
    { schema: { tags: ['gift-cards'], response: { 200: giftCardOptionsResponse } } },
    async () => ({ success: true as const, ...(await giftCards.options()) }),
  );
  app.post(
    '/api/gift-cards/balance',
    {
      schema: { tags: ['gift-cards'], body, response: { 200: giftCardBalanceResponse } },
      preHandler: [balanceLimit],
    },
    async (request) => ({
      success: true as const,
      ...(await giftCards.balanceOf(request.body.code)),
    }),
  );
};
