/**
 * Builds the Fastify app. Order shows dependencies: external plugins, then app plugins, then
 * feature routes. Tests and the server use this same function.
 */
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { catalogRoutes, createProductListCache } from './modules/catalog/routes';
import { createCatalogService } from './modules/catalog/service';
import { currencyRoutes } from './modules/currency/routes';
import { createCurrencyService } from './modules/currency/service';
import { systemRoutes } from './modules/system/routes';
import { errorsPlugin } from './plugins/errors';
import { imagesPlugin } from './plugins/images';
import { webPlugin } from './plugins/web';

export type AppDeps = { config: Config; database: Database };

const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", 'https://accounts.google.com/gsi/client', 'https://checkout.razorpay.com'],
  styleSrc: ["'self'", "'unsafe-inline'", 'https://accounts.google.com/gsi/style'],
  imgSrc: ["'self'", 'data:', 'blob:'],
  connectSrc: ["'self'", 'https://accounts.google.com/gsi/', 'https://lumberjack.razorpay.com'],
  frameSrc: ['https://accounts.google.com/gsi/', 'https://api.razorpay.com', 'https://checkout.razorpay.com'],
  fontSrc: ["'self'", 'data:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  upgradeInsecureRequests: null,
};

export async function buildApp({ config, database }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.mode === 'test' ? false : { level: config.logLevel },
    trustProxy: config.mode === 'production',
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // External plugins
  await app.register(helmet, {
    contentSecurityPolicy: { directives: CSP_DIRECTIVES },
    crossOriginEmbedderPolicy: false,
    // Google sign-in's pop-up needs to talk back to the opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  await app.register(compress, { threshold: 1024 });
  await app.register(cookie);
  await app.register(swagger, {
    openapi: { info: { title: 'Mindful Marks API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  // App plugins
  await app.register(errorsPlugin);
  await app.register(imagesPlugin, { imagesDir: config.imagesDir });

  // Features
  const { db } = database;
  const catalog = createCatalogService(db);
  const currency = createCurrencyService(db, {
    ratesUrl: config.exchangeRatesUrl,
    log: (msg, err) => app.log.warn({ err }, msg),
  });
  await app.register(systemRoutes, { config, db });
  await app.register(catalogRoutes, { catalog, listCache: createProductListCache() });
  await app.register(currencyRoutes, { currency });
  app.decorate('services', { catalog, currency });

  if (config.webDist) await app.register(webPlugin, { webDist: config.webDist, publicUrl: config.publicUrl, db, catalog });
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: {
      catalog: ReturnType<typeof createCatalogService>;
      currency: ReturnType<typeof createCurrencyService>;
    };
  }
}
