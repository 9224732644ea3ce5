/** Which aggregator the environment gives (record 058): the sandbox unless Shiprocket's account is set. */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { chooseAggregator } from './choose';

const configOf = (env: Record<string, string>) =>
  loadConfig({ DATA_DIR: '/tmp/shop-choose-test', JWT_SECRET: 'x'.repeat(40), ...env }).shipping;

describe('chooseAggregator', () => {
  it('is the sandbox by default off production, with a webhook token of its own', () => {
    const config = configOf({ NODE_ENV: 'test' });
    expect(config.aggregator).toBe('sandbox');
    expect(config.webhookToken).toMatch(/^sandbox-[0-9a-f]{32}$/);
    expect(chooseAggregator(config)?.kind).toBe('sandbox');
  });

  it('is Shiprocket with its account, and the configured webhook token', () => {
    const config = configOf({
      NODE_ENV: 'test',
      SHIPROCKET_EMAIL: 'owner@mindfulmarks.in',
      SHIPROCKET_PASSWORD: 'api-user-password',
      SHIPPING_WEBHOOK_TOKEN: 'a-long-shared-webhook-token',
    });
    expect(config.aggregator).toBe('shiprocket');
    expect(config.webhookToken).toBe('a-long-shared-webhook-token');
    expect(chooseAggregator(config)?.kind).toBe('shiprocket');
  });

  it('is none in production without an account, and its webhook is off without a token', () => {
    const config = configOf({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://shop.example.in',
    });
    expect(config.aggregator).toBe('unavailable');
    expect(config.webhookToken).toBeUndefined();
    expect(chooseAggregator(config)).toBeNull();
  });
});
