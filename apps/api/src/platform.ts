/**
 * What every module stands on, registered before any route: external plugins (security headers,
 * compression, cookies, the OpenAPI document), then the app's own (errors, metrics, input guard,
 * Redis, rate limits, authentication, the audit log, images).
 */
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { createRedisCacheChannel } from './integrations/redis';
import { createStorage, imageOrigins } from './integrations/storage';
import { createCacheBus } from './lib/cache-bus';
import { authPlugin, type AuthPluginOptions } from './plugins/auth';
import { errorsPlugin } from './plugins/errors';
import { imageVariantsPlugin } from './plugins/image-variants';
import { imagesPlugin } from './plugins/images';
import { inputGuardPlugin } from './plugins/input-guard';
import { metricsPlugin } from './plugins/metrics';
import { rateLimitsPlugin } from './plugins/rate-limits';
import { redisPlugin } from './plugins/redis';

const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", 'https://accounts.google.com/gsi/client', 'https://checkout.razorpay.com'],
  styleSrc: ["'self'", "'unsafe-inline'", 'https://accounts.google.com/gsi/style'],
  imgSrc: ["'self'", 'data:', 'blob:'],
  connectSrc: ["'self'", 'https://accounts.google.com/gsi/', 'https://lumberjack.razorpay.com'],
  frameSrc: [
    'https://accounts.google.com/gsi/',
    'https://api.razorpay.com',
    'https://checkout.razorpay.com',
  ],
  fontSrc: ["'self'", 'data:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  upgradeInsecureRequests: null,
};

export async function registerExternalPlugins(app: FastifyInstance, config: Config) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        ...CSP_DIRECTIVES,
        imgSrc: [...CSP_DIRECTIVES.imgSrc, ...imageOrigins(config.storage)],
      },
    },
    crossOriginEmbedderPolicy: false,
    // Google sign-in's pop-up needs to talk back to the opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  await app.register(compress, { threshold: 1024 });
  await app.register(cookie);
  // The document is always built (tests walk it); its pages are public only where config allows.
  await app.register(swagger, {
    openapi: { info: { title: 'Mindful Marks API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  if (config.apiDocs) await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}

/** The app's own plugins; returns the storage and the cross-instance cache bus modules share. */
export async function registerAppPlugins(
  app: FastifyInstance,
  { config, database, auth }: { config: Config; database: Database; auth: AuthPluginOptions },
) {
  await app.register(errorsPlugin);
  if (config.metrics.enabled)
    await app.register(metricsPlugin, { database, token: config.metrics.token });
  await app.register(inputGuardPlugin);
  await app.register(redisPlugin, { url: config.redisUrl });
  await app.register(rateLimitsPlugin, {
    redis: app.redis?.commands,
    scale: config.rateLimitScale,
  });
  await app.register(authPlugin, auth);
  const storage = createStorage(config.storage);
  app.addHook('onClose', () => storage.close());
  await app.register(imagesPlugin, { storage });
  await app.register(imageVariantsPlugin, { storage });
  // Catalogue changes clear the catalogue cache of every instance (Redis pub/sub when set).
  const cacheBus = createCacheBus(app.redis && (await createRedisCacheChannel(app.redis)));
  return { storage, cacheBus };
}
