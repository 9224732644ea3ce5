import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const SECRET = 'a-production-secret-of-at-least-32-chars';
const production = {
  NODE_ENV: 'production',
  JWT_SECRET: SECRET,
  PUBLIC_URL: 'https://shop.example.com',
};
// Local mode writes a generated JWT secret into the data folder: keep it out of the repository.
const local = () => ({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'shop-config-')) });

/** The ConfigError message loadConfig throws for this environment. */
function refusal(env: NodeJS.ProcessEnv): string {
  try {
    loadConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error('loadConfig accepted the environment');
}

describe('production refuses to start half-configured', () => {
  it('starts with the required settings', () => {
    const config = loadConfig(production);
    expect(config.mode).toBe('production');
    expect(config.paymentGateway).toBe('unavailable');
  });

  it('keeps the API docs UI off in production unless API_DOCS=1', () => {
    expect(loadConfig(production).apiDocs).toBe(false);
    expect(loadConfig({ ...production, API_DOCS: '1' }).apiDocs).toBe(true);
    expect(loadConfig(local()).apiDocs).toBe(true);
  });

  it('names PUBLIC_URL when it is missing', () => {
    expect(refusal({ ...production, PUBLIC_URL: undefined })).toMatch(/PUBLIC_URL: required/);
  });

  it('names JWT_SECRET when it is missing', () => {
    expect(refusal({ ...production, JWT_SECRET: '' })).toMatch(/JWT_SECRET: required/);
  });

  it('refuses half a Razorpay key pair, either half', () => {
    expect(refusal({ ...production, RAZORPAY_KEY_ID: 'rzp_live_x' })).toMatch(
      /RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET: set both or neither/,
    );
    expect(refusal({ ...production, RAZORPAY_KEY_SECRET: 'secret' })).toMatch(
      /RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET/,
    );
  });

  it('lists every problem at once', () => {
    const message = refusal({ NODE_ENV: 'production', RAZORPAY_KEY_ID: 'rzp_live_x' });
    for (const name of ['RAZORPAY_KEY_ID', 'JWT_SECRET', 'PUBLIC_URL'])
      expect(message).toContain(name);
  });

  it('keeps metrics off unless METRICS_TOKEN protects them', () => {
    expect(loadConfig(production).metrics).toEqual({ enabled: false, token: undefined });
    const token = 'metrics-token-0123456789';
    expect(loadConfig({ ...production, METRICS_TOKEN: token }).metrics).toEqual({
      enabled: true,
      token,
    });
    expect(refusal({ ...production, METRICS_TOKEN: 'short' })).toMatch(/METRICS_TOKEN/);
    expect(loadConfig({ NODE_ENV: 'test' }).metrics.enabled).toBe(true);
  });
});

describe('TRUST_PROXY', () => {
  const trust = (value: string | undefined) =>
    loadConfig({ NODE_ENV: 'test', TRUST_PROXY: value }).trustProxy;

  it('trusts nobody when unset, empty, false or 0', () => {
    for (const value of [undefined, '', 'false', '0']) expect(trust(value)).toBe(false);
  });

  it('reads a hop count', () => {
    expect(trust('2')).toBe(2);
  });

  it('reads a list of addresses and CIDR ranges', () => {
    expect(trust('10.0.0.0/8, 127.0.0.1')).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(trust('::1,fd00::/8')).toEqual(['::1', 'fd00::/8']);
  });

  it.each([
    'true',
    'TRUE',
    'bogus',
    '10.0.0.0/33',
    '10.0.0.0/8, proxy.internal',
    '0.0.0.0/0',
    '::/0',
  ])('refuses %j', (value) => {
    expect(refusal({ NODE_ENV: 'test', TRUST_PROXY: value })).toMatch(/TRUST_PROXY/);
  });
});

describe('HOST', () => {
  it('listens on loopback outside production, so a laptop shop is not open to its network', () => {
    expect(loadConfig(local()).host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'test' }).host).toBe('127.0.0.1');
  });

  it('listens on every interface in production', () => {
    expect(loadConfig(production).host).toBe('0.0.0.0');
  });

  it('follows HOST when set', () => {
    expect(loadConfig({ ...local(), HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ ...production, HOST: '10.1.2.3' }).host).toBe('10.1.2.3');
  });
});
