/**
 * The owner's gift card settings (record 056): owner only, defaults until saved, bad input a 400
 * naming the field; the shopper's page reads only whether (and within what) it may choose an amount.
 */
import { GIFT_CARD_DEFAULT_SETTINGS } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../test/factories';
import { createTestApp } from '../../test/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let owner: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  owner = (await signedInUser(t.app, t.db, { role: 'admin' })).headers;
});
afterAll(() => t.close());

const URL = '/api/admin/gift-cards/settings';
const put = (payload: unknown, headers = owner) =>
  t.app.inject({ method: 'PUT', url: URL, headers, payload: payload as object });
const options = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/gift-cards/options' })).json();

const ALLOWED = {
  customAmountEnabled: true,
  customAmountMin: 250_00,
  customAmountMax: 20_000_00,
  validityDays: 730,
};

describe('gift card settings', () => {
  it('start at the listed amounts only and a year, and keep what the owner saves', async () => {
    const read = await t.app.inject({ method: 'GET', url: URL, headers: owner });
    expect(read.json()).toEqual({ success: true, settings: GIFT_CARD_DEFAULT_SETTINGS });
    expect(GIFT_CARD_DEFAULT_SETTINGS).toMatchObject({
      customAmountEnabled: false,
      validityDays: 365,
    });
    expect(await options()).toEqual({ success: true, customAmount: null });

    const saved = await put(ALLOWED);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({
      success: true,
      settings: ALLOWED,
      message: 'Gift card settings saved',
    });
    expect(
      (await t.app.inject({ method: 'GET', url: URL, headers: owner })).json().settings,
    ).toEqual(ALLOWED);
    expect(await options()).toEqual({
      success: true,
      customAmount: { min: 250_00, max: 20_000_00 },
    });

    await put({ ...ALLOWED, customAmountEnabled: false });
    expect(await options()).toEqual({ success: true, customAmount: null });
  });

  it.each([
    [{ customAmountMin: 50_00 }, 'customAmountMin', 'The minimum must be at least ₹100'],
    [{ customAmountMax: 60_000_00 }, 'customAmountMax', 'The maximum can be at most ₹50,000'],
    [{ customAmountMin: 250_50 }, 'customAmountMin', 'The minimum must be in whole rupees'],
    [
      { customAmountMin: 5_000_00, customAmountMax: 1_000_00 },
      'customAmountMax',
      'The minimum must not be more than the maximum',
    ],
    [{ validityDays: 7 }, 'validityDays', 'The validity must be at least 30 days'],
    [{ validityDays: 2000 }, 'validityDays', 'The validity can be at most 1825 days'],
    [{ validityDays: 90.5 }, 'validityDays', 'The validity must be a whole number of days'],
    [
      { customAmountEnabled: 'yes' },
      'customAmountEnabled',
      'Say whether shoppers may choose their own amount (true or false)',
    ],
  ])('refuses %o with a 400 naming the field', async (change, field, message) => {
    const res = await put({ ...ALLOWED, ...change });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(message);
    expect(JSON.stringify(res.json().errors ?? res.json())).toContain(field);
  });

  it('is the owner’s alone: 401 signed out, 403 for a shopper, who cannot change it', async () => {
    const shopper = (await signedInUser(t.app, t.db)).headers;
    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: URL, headers: shopper })).statusCode).toBe(
      403,
    );
    expect((await put(ALLOWED, shopper)).statusCode).toBe(403);
    expect((await put(ALLOWED, {})).statusCode).toBe(401);
  });
});
