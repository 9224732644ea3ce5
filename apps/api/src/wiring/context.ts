/** What buildApp hands every group of modules it wires: config, database, shared services. */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Mailer } from '../integrations/mailer';
import type { Storage } from '../integrations/storage';
import type { CacheBus } from '../lib/cache-bus';

export type WiringContext = {
  app: FastifyInstance;
  config: Config;
  db: Db;
  mailer: Mailer;
  storage: Storage;
  cacheBus: CacheBus;
  /** Outbound fetch (the avatar proxy, Razorpay); tests pass a recorder. */
  fetchImpl?: typeof fetch;
  /** Gateway and rate-source failures go to the app's log. */
  log: (message: string, err: unknown) => void;
};
