/** Environment parsed once at start-up; everything else receives this object. */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { CURRENCY_CODES, DEFAULT_SHOP_CURRENCY, type CurrencyCode } from '@shop/shared';
import { z } from 'zod';
import { shippingConfigOf, shippingEnvShape, type ShippingConfig } from './shipping-config';

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-IN', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const optionalUrl = z.preprocess(emptyToUndefined, z.url().optional());

const envSchema = z.object({
  NODE_ENV: z.preprocess(
    emptyToUndefined,
    z.enum(['production', 'development', 'test']).optional(),
  ),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Unset: 0.0.0.0 in production, 127.0.0.1 otherwise (a laptop's shop is not open to its network). */
  HOST: optionalString,
  TRUST_PROXY: optionalString,
  PUBLIC_URL: optionalUrl,
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl,
  REDIS_URL: optionalUrl,
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Mindful Marks <hello@mindfulmarks.in>'),
  // The seller on GST tax invoices. The defaults are a sample for a local shop, not a real GSTIN.
  SELLER_LEGAL_NAME: z.string().default('Mindful Marks Stationery LLP'),
  SELLER_ADDRESS: z
    .string()
    .default('Plot 12, Road No. 3, Banjara Hills, Hyderabad, Telangana 500034, India'),
  SELLER_GSTIN: z
    .string()
    .regex(/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/, 'SELLER_GSTIN is not a GSTIN')
    .default('36AAAFM0000A1Z5'),
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
  /** The currency the shop keeps its prices in (record 036); INR prices include GST. */
  SHOP_CURRENCY: z.enum(CURRENCY_CODES).default(DEFAULT_SHOP_CURRENCY),
  /** Where the shop's days begin and end: the dashboard, its CSV and the order reports. */
  SHOP_TIMEZONE: z
    .string()
    .default('Asia/Kolkata')
    .refine(isTimeZone, 'SHOP_TIMEZONE is not an IANA time zone (e.g. Asia/Kolkata)'),
  WEB_DIST: optionalString,
  RATE_LIMIT_SCALE: z.coerce.number().positive().max(1000).default(1),
  /** The length of a minute for cart reminders' delays (journeys shorten it; not in production). */
  RECOVERY_MINUTE_MS: z.coerce.number().int().min(1).max(60_000).default(60_000),
  S3_BUCKET: optionalString,
  S3_REGION: z.preprocess(emptyToUndefined, z.string().default('us-east-1')),
  S3_ENDPOINT: optionalUrl,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_PUBLIC_URL: optionalUrl,
  S3_FORCE_PATH_STYLE: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).optional()),
  METRICS_TOKEN: z.preprocess(
    emptyToUndefined,
    z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  ),
  /** '1' serves the API docs UI (/api/docs) in production too; it is always on elsewhere. */
  API_DOCS: z.preprocess(emptyToUndefined, z.enum(['0', '1']).optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ...shippingEnvShape,
});

export type Env = z.infer<typeof envSchema>;

/** Where uploaded and derived images live: one folder, or a bucket every instance shares. */
export type StorageConfig =
  | { driver: 'local'; dir: string }
  | {
      driver: 's3';
      bucket: string;
      region: string;
      endpoint?: string;
      accessKeyId?: string;
      secretAccessKey?: string;
      /** A CDN or public bucket address; images are redirected there instead of proxied. */
      publicUrl?: string;
      forcePathStyle: boolean;
    };

/** Whose X-Forwarded-For counts: nobody (false), the nearest N hops, or listed proxy addresses. */
export type TrustProxy = false | number | string[];

export type Config = {
  mode: 'production' | 'local' | 'test';
  port: number;
  host: string;
  trustProxy: TrustProxy;
  publicUrl: string;
  dataDir: string;
  imagesDir: string;
  storage: StorageConfig;
  databaseUrl?: string;
  redisUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  /** The seller printed on tax invoices (GSTIN's first two digits: Telangana, 36). */
  seller: { legalName: string; address: string; gstin: string };
  jwtSecret: string;
  paymentGateway: 'sandbox' | 'razorpay' | 'unavailable';
  razorpay?: { keyId: string; keySecret: string; webhookSecret?: string; apiUrl: string };
  /** The shipping aggregator and its tracking webhook's token (record 058). */
  shipping: ShippingConfig;
  googleClientId?: string;
  googleJwksUrl: string;
  exchangeRatesUrl?: string;
  /** Prices, shipping rates and every owner figure are in it; INR prices include GST. */
  shopCurrency: CurrencyCode;
  /** IANA zone of the shop's days (reports). */
  shopTimeZone: string;
  /** Built storefront to serve; undefined in tests and API-only runs. */
  webDist?: string;
  logLevel: Env['LOG_LEVEL'];
  /** Multiplies every abuse limit; > 1 for load tests and browser journeys from one address. */
  rateLimitScale: number;
  /** Milliseconds in a minute of the reminders' schedule (record 065): 60,000 but in journeys. */
  recoveryMinuteMs: number;
  /** The API docs UI at /api/docs: off in production unless API_DOCS=1. */
  apiDocs: boolean;
  /** Prometheus metrics: off in production unless a token protects them. */
  metrics: { enabled: boolean; token?: string };
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
  const problems = productionProblems(mode, e);
  const trustProxy = parseTrustProxy(e.TRUST_PROXY);
  if (typeof trustProxy === 'string') problems.push(`  TRUST_PROXY: ${trustProxy}`);
  if (problems.length) throw new ConfigError(`Invalid environment:\n${problems.join('\n')}`);
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
  const jwtSecret =
    e.JWT_SECRET ?? (mode === 'test' ? 'test-secret-'.padEnd(40, 'x') : localSecret(dataDir));
  return {
    mode,
    port: e.PORT,
    host: e.HOST ?? (mode === 'production' ? '0.0.0.0' : '127.0.0.1'),
    trustProxy: trustProxy as TrustProxy,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    dataDir,
    imagesDir: path.join(dataDir, 'images'),
    storage: e.S3_BUCKET
      ? {
          driver: 's3',
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          publicUrl: e.S3_PUBLIC_URL?.replace(/\/$/, ''),
          forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
        }
      : { driver: 'local', dir: path.join(dataDir, 'images') },
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    seller: { legalName: e.SELLER_LEGAL_NAME, address: e.SELLER_ADDRESS, gstin: e.SELLER_GSTIN },
    jwtSecret,
    paymentGateway: choosePaymentGateway(mode, e.PAYMENT_GATEWAY, Boolean(razorpay)),
    razorpay,
    shipping: shippingConfigOf(e, mode, jwtSecret),
    googleClientId: e.GOOGLE_CLIENT_ID,
    googleJwksUrl: e.GOOGLE_JWKS_URL,
    exchangeRatesUrl: e.EXCHANGE_RATES_URL,
    shopCurrency: e.SHOP_CURRENCY,
    shopTimeZone: e.SHOP_TIMEZONE,
    webDist: e.WEB_DIST,
    logLevel: e.LOG_LEVEL,
    rateLimitScale: e.RATE_LIMIT_SCALE,
    recoveryMinuteMs: mode === 'production' ? 60_000 : e.RECOVERY_MINUTE_MS,
    apiDocs: mode !== 'production' || e.API_DOCS === '1',
    metrics: {
      enabled: mode !== 'production' || Boolean(e.METRICS_TOKEN),
      token: e.METRICS_TOKEN,
    },
  };
}

/** A deployed shop must not start half-configured: it would take fake payments or mail wrong links. */
function productionProblems(mode: Config['mode'], e: Env): string[] {
  const problems: string[] = [];
  if (Boolean(e.RAZORPAY_KEY_ID) !== Boolean(e.RAZORPAY_KEY_SECRET))
    problems.push('  RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET: set both or neither');
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY))
    problems.push('  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither');
  if (mode !== 'production') return problems;
  if (!e.JWT_SECRET) problems.push('  JWT_SECRET: required when NODE_ENV=production');
  if (!e.PUBLIC_URL) problems.push('  PUBLIC_URL: required when NODE_ENV=production');
  return problems;
}

const CIDR = /^(.+)\/(\d{1,3})$/;

/** Returns the parsed setting, or a message (string) saying what is wrong with it. */
function parseTrustProxy(value: string | undefined): TrustProxy | string {
  const v = value?.trim().toLowerCase();
  if (!v || v === 'false' || v === '0') return false;
  if (/^\d+$/.test(v)) return Number(v);
  if (v === 'true')
    return "true would trust any client's X-Forwarded-For; give a hop count or the proxies' addresses";
  const entries = v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [, ip = entry, bits] = CIDR.exec(entry) ?? [];
    const family = isIP(ip);
    const maxBits = family === 6 ? 128 : 32;
    if (!family || (bits !== undefined && Number(bits) > maxBits))
      return `"${entry}" is neither a hop count nor an IP address or CIDR range`;
    if (bits !== undefined && Number(bits) === 0)
      return `"${entry}" would trust every address; list the proxies' own addresses`;
  }
  return entries;
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
