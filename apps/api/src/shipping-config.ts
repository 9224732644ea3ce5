/**
 * The shipping aggregator's part of the environment (record 058): Shiprocket when its account is
 * set, the local sandbox otherwise (never in production: a deployed shop must not book fake
 * shipments), and the token its tracking webhook must carry.
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';

const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());

export const shippingEnvShape = {
  SHIPPING_AGGREGATOR: z.preprocess(emptyToUndefined, z.enum(['sandbox', 'shiprocket']).optional()),
  SHIPROCKET_EMAIL: optionalString,
  SHIPROCKET_PASSWORD: optionalString,
  /** A token already issued (Shiprocket's last 10 days); used instead of signing in. */
  SHIPROCKET_TOKEN: optionalString,
  SHIPROCKET_API_URL: z.url().default('https://apiv2.shiprocket.in'),
  /** What the tracking webhook's x-api-key header must be (set the same in Shiprocket's panel). */
  SHIPPING_WEBHOOK_TOKEN: z.preprocess(
    emptyToUndefined,
    z.string().min(16, 'SHIPPING_WEBHOOK_TOKEN must be at least 16 characters').optional(),
  ),
};

type ShippingEnv = z.infer<z.ZodObject<typeof shippingEnvShape>>;

export type ShippingConfig = {
  aggregator: 'sandbox' | 'shiprocket' | 'unavailable';
  shiprocket?: { email?: string; password?: string; token?: string; apiUrl: string };
  /** Undefined: the webhook answers 404 (not configured). */
  webhookToken?: string;
};

export function shippingConfigOf(
  e: ShippingEnv,
  mode: 'production' | 'local' | 'test',
  secretSeed: string,
): ShippingConfig {
  const account = e.SHIPROCKET_TOKEN || (e.SHIPROCKET_EMAIL && e.SHIPROCKET_PASSWORD);
  const shiprocket = account
    ? {
        email: e.SHIPROCKET_EMAIL,
        password: e.SHIPROCKET_PASSWORD,
        token: e.SHIPROCKET_TOKEN,
        apiUrl: e.SHIPROCKET_API_URL,
      }
    : undefined;
  const aggregator =
    e.SHIPPING_AGGREGATOR === 'sandbox'
      ? 'sandbox'
      : shiprocket
        ? 'shiprocket'
        : mode === 'production'
          ? 'unavailable'
          : 'sandbox';
  // Off production the sandbox's webhook needs a token too, derived so the shop's own tests and
  // the embedded shop know it without setting one.
  const localToken = `sandbox-${createHash('sha256').update(`${secretSeed}:shipping-webhook`).digest('hex').slice(0, 32)}`;
  return {
    aggregator,
    shiprocket,
    webhookToken: e.SHIPPING_WEBHOOK_TOKEN ?? (mode === 'production' ? undefined : localToken),
  };
}
