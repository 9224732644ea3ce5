/** One error handler for the API: spec-shaped JSON errors, no stack traces, no 500s for bad input. */
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/errors';

type FieldErrors = Record<string, string>;

function zodFieldErrors(error: FastifyError): FieldErrors {
  const errors: FieldErrors = {};
  if (!hasZodFastifySchemaValidationErrors(error)) return errors;
  for (const issue of error.validation) {
    const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'body';
    errors[field] ??= issue.message ?? 'Invalid value';
  }
  return errors;
}

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({
        success: false,
        message: error.message,
        ...(error.errors && { errors: error.errors }),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = zodFieldErrors(error);
      const message = Object.values(errors)[0] ?? 'Invalid request';
      return reply.status(400).send({ success: false, message, errors });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply
        .status(500)
        .send({ success: false, message: 'Something went wrong on our side. Please try again.' });
    }
    // Fastify's own 4xx (bad JSON, body too large, wrong media type...) keep their status.
    return reply.status(status).send({ success: false, message: error.message });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({
      success: false,
      message: `No route for ${request.method} ${request.url.split('?')[0]}`,
    });
  });
});
