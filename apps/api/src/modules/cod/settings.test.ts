/**
 * The owner's COD settings and PIN-code deny list (issue 27): bad input is a 400 naming what is
 * wrong, never a 500; the deny list comes as CSV text or JSON and names its bad lines.
 */
import { COD_DEFAULT_SETTINGS, COD_MESSAGES } from '@shop/shared';
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

const putSettings = (payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/admin/cod/settings',
    headers: owner,
    payload: payload as object,
  });
const putPincodes = (payload: string | object, contentType?: string) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/admin/cod/pincodes',
    headers: { ...owner, ...(contentType && { 'content-type': contentType }) },
    payload,
  });
const getPincodes = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/admin/cod/pincodes', headers: owner })).json();

describe('COD settings', () => {
  it('start at the defaults and keep what the owner saves', async () => {
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/admin/cod/settings',
      headers: owner,
    });
    expect(read.json()).toEqual({ success: true, settings: COD_DEFAULT_SETTINGS });
    const saved = {
      enabled: true,
      fee: 2900,
      minOrder: 49900,
      maxOrder: null,
      unpaidCap: 2,
      prepaidDiscountPercent: 5,
    };
    const res = await putSettings(saved);
    expect(res.statusCode).toBe(200);
    expect(res.json().settings).toEqual(saved);
    const offer = (await t.app.inject({ method: 'GET', url: '/api/payment/cod/offer' })).json();
    expect(offer).toMatchObject({ fee: 2900, minOrder: 49900, maxOrder: null });
    expect(offer.prepaidDiscountPercent).toBe(5);
    expect(offer).not.toHaveProperty('unpaidCap');
  });

  it.each([
    [{ fee: -1 }, 'The COD fee cannot be negative'],
    [{ fee: 49.5 }, 'The COD fee must be a whole number of paise'],
    [{ fee: '4900' }, 'The COD fee must be a number of paise'],
    [{ minOrder: 50000, maxOrder: 40000 }, 'The maximum order must not be below the minimum order'],
    [{ unpaidCap: 0 }, 'The cap of unpaid orders must be at least 1'],
    [{ prepaidDiscountPercent: 80 }, 'The prepaid discount can be at most 50%'],
    [{ enabled: 'yes' }, 'Say whether cash on delivery is on (true or false)'],
  ])('refuses %j with a 400 that says why', async (change, message) => {
    const res = await putSettings({ ...COD_DEFAULT_SETTINGS, ...change });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(message);
  });

  it('refuses a body that is not settings at all with a 400', async () => {
    for (const body of [{}, [], { settings: COD_DEFAULT_SETTINGS }]) {
      const res = await putSettings(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().success).toBe(false);
    }
    const text = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/cod/settings',
      headers: { ...owner, 'content-type': 'text/plain' },
      payload: 'enabled',
    });
    expect(text.statusCode).toBe(400);
  });

  it('are the owner’s alone', async () => {
    const { headers } = await signedInUser(t.app, t.db);
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/cod/settings', headers });
    expect(res.statusCode).toBe(403);
  });
});

describe('the PIN-code deny list', () => {
  it('takes a CSV file with a pincode column, names its bad lines and replaces the list', async () => {
    const csv =
      'city,pincode\nMumbai,400001\nNowhere,12345\nPune,411001\n\nAgain,400001\nX,012345\n';
    const res = await putPincodes(csv, 'text/csv');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      count: 2,
      rejected: [
        { line: 3, text: 'Nowhere,12345' },
        { line: 7, text: 'X,012345' },
      ],
    });
    expect(res.json().message).toBe('2 PIN codes on the list; 2 lines skipped.');
    expect(await getPincodes()).toEqual({
      success: true,
      count: 2,
      pincodes: ['400001', '411001'],
    });
  });

  it('takes one PIN code per line as JSON, replacing the earlier list', async () => {
    const res = await putPincodes({ csv: '110001\n 110002 \r\n' });
    expect(res.json()).toMatchObject({ count: 2, rejected: [] });
    expect((await getPincodes()).pincodes).toEqual(['110001', '110002']);
  });

  it('leaves the list alone when a file holds no PIN code at all', async () => {
    const res = await putPincodes('name\nhello\nworld\n', 'text/csv');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(COD_MESSAGES.noPincodes);
    expect((await getPincodes()).pincodes).toEqual(['110001', '110002']);
  });

  it('refuses a JSON body without the CSV text', async () => {
    const res = await putPincodes({ pincodes: ['110001'] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Send the PIN codes as CSV text');
  });
});
