/** Environment parsed once at start-up; everything else receives this object. */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const optionalUrl = z.preprocess(emptyToUndefined, z.url().optional());

const envSchema = z.object({
  NODE_ENV: z.preprocess(
    emptyToUndefined,
    z.enum(['production', 'development', 'test']).optional(),
  ),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: optionalUrl,
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl,
  REDIS_URL: optionalUrl,
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Mindful Marks <hello@mindfulmarks.in>'),
  JWT_SECRET: z.preprocess(
    emptyToUndefined,
    z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  ),
  PAYMENT_GATEWAY: z.preprocess(emptyToUndefined, z.enum(['sandbox', 'razorpay']).optional()),
  RAZORPAY_KEY_ID: optionalString,
  RAZORPAY_KEY_SECRET: optionalString,
  RAZORPAY_WEBHOOK_SECRET: optionalString,
  RAZORPAY_API_URL: z.url().default('https://api.razorpay.com'),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  EXCHANGE_RATES_URL: optionalUrl,
  WEB_DIST: optionalString,
  RATE_LIMIT_SCALE: z.coerce.number().positive().max(1000).default(1),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Env = z.infer<typeof envSchema>;

export type Config = {
  mode: 'production' | 'local' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  imagesDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  jwtSecret: string;
  paymentGateway: 'sandbox' | 'razorpay' | 'unavailable';
  razorpay?: { keyId: string; keySecret: string; webhookSecret?: string; apiUrl: string };
  googleClientId?: string;
  googleJwksUrl: string;
  exchangeRatesUrl?: string;
  /** Built storefront to serve; undefined in tests and API-only runs. */
  webDist?: string;
  logLevel: Env['LOG_LEVEL'];
  /** Multiplies every abuse limit; > 1 for load tests and browser journeys from one address. */
  rateLimitScale: number;
};

export class ConfigError extends Error {}

/** Parses the environment, failing fast with the names of the bad variables. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const mode =
    e.NODE_ENV === 'production' ? 'production' : e.NODE_ENV === 'test' ? 'test' : 'local';
  if (mode === 'production' && !e.JWT_SECRET) {
    throw new ConfigError('Invalid environment:\n  JWT_SECRET: required when NODE_ENV=production');
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const razorpay =
    e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET
      ? {
          keyId: e.RAZORPAY_KEY_ID,
          keySecret: e.RAZORPAY_KEY_SECRET,
          webhookSecret: e.RAZORPAY_WEBHOOK_SECRET,
          apiUrl: e.RAZORPAY_API_URL,
        }
      : undefined;
  return {
    mode,
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    dataDir,
    imagesDir: path.join(dataDir, 'images'),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    jwtSecret:
      e.JWT_SECRET ?? (mode === 'test' ? 'test-secret-'.padEnd(40, 'x') : localSecret(dataDir)),
    paymentGateway: choosePaymentGateway(mode, e.PAYMENT_GATEWAY, Boolean(razorpay)),
    razorpay,
    googleClientId: e.GOOGLE_CLIENT_ID,
    googleJwksUrl: e.GOOGLE_JWKS_URL,
    exchangeRatesUrl: e.EXCHANGE_RATES_URL,
    webDist: e.WEB_DIST,
    logLevel: e.LOG_LEVEL,
    rateLimitScale: e.RATE_LIMIT_SCALE,
  };
}

function choosePaymentGateway(
  mode: Config['mode'],
  requested: 'sandbox' | 'razorpay' | undefined,
  hasRazorpayKeys: boolean,
): Config['paymentGateway'] {
  if (requested === 'sandbox') return 'sandbox';
  if (hasRazorpayKeys) return 'razorpay';
  if (requested === 'razorpay') return 'unavailable';
  // A deployed shop without keys must not take fake payments.
  return mode === 'production' ? 'unavailable' : 'sandbox';
}

/** A JWT secret generated once per data folder, so local sign-ins survive restarts. */
function localSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
