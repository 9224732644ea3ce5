/**
 * The owner's gift cards (issue 28): list, one card's ledger, issue by hand, disable, and the
 * settings (custom amounts, validity of cards bought: record 056). Owner only,
 * checked in this plugin's own scope; the audit log records every change (admin/audit.ts).
 */
import {
  adminGiftCardListResponse,
  adminGiftCardResponse,
  GIFT_CARD_ADMIN_MESSAGES,
  giftCardIssuedResponse,
  giftCardIssueSchema,
  giftCardSettingsResponse,
  giftCardSettingsSchema,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '../../lib/ids';
import type { GiftCardsAdmin } from './admin';

const tags = ['admin'];
const params = idParams(GIFT_CARD_ADMIN_MESSAGES.notFound);
const listQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });

export const giftCardsAdminRoutes: FastifyPluginAsyncZod<{ giftCards: GiftCardsAdmin }> = async (
  app,
  { giftCards },
) => {
  app.addHook('onRequest', app.requireOwner);

  app.get(
    '/api/admin/gift-cards',
    { schema: { tags, querystring: listQuery, response: { 200: adminGiftCardListResponse } } },
    async (request) => ({ success: true as const, ...(await giftCards.list(request.query.page)) }),
  );
  app.post(
    '/api/admin/gift-cards',
    { schema: { tags, body: giftCardIssueSchema, response: { 201: giftCardIssuedResponse } } },
    async (request, reply) => {
      const owner = await app.requireOwner(request);
      const issued = await giftCards.issue(request.body, owner.id);
      return reply.status(201).send({ success: true as const, ...issued });
    },
  );
  app.get(
    '/api/admin/gift-cards/settings',
    { schema: { tags, response: { 200: giftCardSettingsResponse } } },
    async () => ({ success: true as const, settings: await giftCards.readSettings() }),
  );
  app.put(
    '/api/admin/gift-cards/settings',
    { schema: { tags, body: giftCardSettingsSchema, response: { 200: giftCardSettingsResponse } } },
    async (request) => ({
      success: true as const,
      ...(await giftCards.saveSettings(request.body)),
    }),
  );
  app.get(
    '/api/admin/gift-cards/:id',
    { schema: { tags, params, response: { 200: adminGiftCardResponse } } },
    async (request) => ({ success: true as const, ...(await giftCards.get(request.params.id)) }),
  );
  app.post(
    '/api/admin/gift-cards/:id/disable',
    { schema: { tags, params, response: { 200: adminGiftCardResponse } } },
    async (request) => ({
      success: true as const,
      ...(await giftCards.disable(request.params.id)),
    }),
  );
};
