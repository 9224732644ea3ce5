/** One error handler for the API: spec-shaped JSON errors, no stack traces, no 500s for bad input. */
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  preHandlerAsyncHookHandler,
} from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { clientCausedStatus, loggableError } from '../lib/database-errors';
import { HttpError, TooManyRequestsError } from '../lib/errors';

type FieldErrors = Record<string, string>;

/** Unknown paths per address: far above what a person or a page's assets reach. */
export const NOT_FOUND_LIMIT = { max: 120, timeWindow: '1 minute' };

function zodFieldErrors(error: FastifyError): FieldErrors {
  const errors: FieldErrors = {};
  if (!hasZodFastifySchemaValidationErrors(error)) return errors;
  for (const issue of error.validation) {
    const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'body';
    errors[field] ??= issue.message ?? 'Invalid value';
  }
  return errors;
}

/** Errors Fastify answers before any hook or handler (a URL with a malformed escape): same shape. */
export function frameworkErrors(error: FastifyError, _request: unknown, reply: FastifyReply) {
  const message =
    error.code === 'FST_ERR_BAD_URL'
      ? 'The address is not valid: it has a malformed % escape'
      : 'Invalid request';
  reply.status(error.statusCode ?? 400).send({ success: false, message });
}

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      const tooMany: unknown = error;
      if (tooMany instanceof TooManyRequestsError && tooMany.retryAfterS)
        reply.header('retry-after', tooMany.retryAfterS);
      return reply.status(error.statusCode).send({
        success: false,
        message: error.message,
        ...(error.errors && { errors: error.errors }),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = zodFieldErrors(error);
      const message = Object.values(errors)[0] ?? 'Invalid request';
      // A malformed path id names nothing: the same 404 as an unknown id (see lib/ids.ts).
      if (error.validationContext === 'params')
        return reply.status(404).send({ success: false, message });
      return reply.status(400).send({ success: false, message, errors });
    }
    const clientCaused = clientCausedStatus(error);
    if (clientCaused) {
      // Validation should have stopped this input: worth a look, but not the client's 500.
      request.log.warn({ err: loggableError(error) }, 'database refused client input');
      return reply
        .status(clientCaused.status)
        .send({ success: false, message: clientCaused.message });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: loggableError(error) }, 'request failed');
      return reply
        .status(500)
        .send({ success: false, message: 'Something went wrong on our side. Please try again.' });
    }
    // Fastify's own 4xx (bad JSON, body too large, wrong media type...) keep their status.
    return reply.status(status).send({ success: false, message: error.message });
  });

  // Scanners walk unknown paths by the thousand: a generous per-address limit, created on first
  // use because the rate-limit plugin registers after this one.
  let notFoundLimit: preHandlerAsyncHookHandler | undefined;
  const limitNotFound: preHandlerAsyncHookHandler = function (request, reply) {
    notFoundLimit ??= app.limit({ name: 'not-found', ...NOT_FOUND_LIMIT });
    return notFoundLimit.call(this, request, reply);
  };
  // One counter for every unknown path: the storefront's unknown pages (web.ts) count here too.
  app.decorate('limitNotFound', limitNotFound);
  app.setNotFoundHandler({ preHandler: limitNotFound }, (request, reply) => {
    reply.status(404).send({
      success: false,
      message: `No route for ${request.method} ${request.url.split('?')[0]}`,
    });
  });
});

declare module 'fastify' {
  interface FastifyInstance {
    /** The per-address limit on unknown paths, for routes that find out late that a path is unknown. */
    limitNotFound: preHandlerAsyncHookHandler;
  }
}
