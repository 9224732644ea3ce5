/**
 * One gate for every route: a NUL character or a lone UTF-16 surrogate anywhere in the URL, the
 * headers or the body is refused with a 400 before any handler runs, instead of failing in
 * PostgreSQL as a 500. Multipart text fields are read by their routes, which call assertCleanText.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { assertCleanText, BROKEN_TEXT_MESSAGE } from '../lib/clean-text';
import { BadRequestError } from '../lib/errors';

// NUL written as a percent escape; the router and the query parser decode it later.
const ENCODED_NUL = /%00/;

/** A body kept as a raw string (the payment webhook) is checked as the JSON it will become. */
function asChecked(request: FastifyRequest, body: string): unknown {
  if (!/\bjson\b/i.test(request.headers['content-type'] ?? '')) return body;
  try {
    return [body, JSON.parse(body)];
  } catch {
    return body; // not JSON: the route answers that itself
  }
}

export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request) => {
    const url = request.raw.url ?? '';
    if (ENCODED_NUL.test(url)) throw new BadRequestError(BROKEN_TEXT_MESSAGE);
    assertCleanText([url, request.params, request.query, request.headers]);
  });

  app.addHook('preValidation', async (request) => {
    const { body } = request;
    assertCleanText(typeof body === 'string' ? asChecked(request, body) : body);
  });
});
