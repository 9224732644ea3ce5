/**
 * The owner's discounts (issue 28): each kind created, listed and edited; the status follows the
 * shop's days; bad input is a 400 naming the field, a taken code a 409 whatever its case; bulk
 * codes are unique, readable and exported as CSV; only the owner gets in, and is audited.
 */
import { BULK_CODE_ALPHABET, dayIn, DISCOUNT_MESSAGES } from '@shop/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAudit } from '../../db/schema';
import { signedInUser } from '../../test/factories';
import { createTestApp } from '../../test/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let owner: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  owner = (await signedInUser(t.app, t.db, { role: 'admin' })).headers;
});
afterAll(() => t.close());

/** The shop's day `offset` days from today. */
const shopDay = (offset: number) => {
  const today = Date.parse(`${dayIn(t.config.shopTimeZone, new Date())}T00:00:00Z`);
  return new Date(today + offset * 86_400_000).toISOString().slice(0, 10);
};
const send = (method: 'POST' | 'PUT' | 'GET', url: string, payload?: object, headers = owner) =>
  t.app.inject({ method, url, headers, ...(payload && { payload }) });
const create = (body: object) => send('POST', '/api/admin/discounts', body);
const base = { name: 'Festive sale', method: 'code', kind: 'percent', value: 10 };

describe('creating, listing and editing discounts', () => {
  it.each([
    [
      { ...base, code: ' festive10 ' },
      { code: 'FESTIVE10', value: 10, method: 'code' },
    ],
    [
      {
        name: '₹50 off',
        method: 'code',
        kind: 'fixed',
        value: 5000,
        code: 'FIFTY',
        minSubtotal: 150000,
      },
      { code: 'FIFTY', value: 5000, minSubtotal: 150000 },
    ],
    [
      { name: 'Free shipping', method: 'automatic', kind: 'free_shipping', value: 7 },
      { code: null, value: 0, method: 'automatic' },
    ],
    [
      {
        name: 'Buy 2 posters',
        method: 'automatic',
        kind: 'cheapest_free',
        buyQuantity: 2,
        targets: { categories: ['posters'] },
        combinable: true,
      },
      { buyQuantity: 2, targets: { productIds: [], variantIds: [], categories: ['posters'] } },
    ],
  ])('creates %j', async (body, expected) => {
    const res = await create(body);
    expect(res.statusCode).toBe(201);
    const { discount } = res.json();
    expect(discount).toMatchObject({
      ...expected,
      status: 'active',
      codeCount: 0,
      uses: 0,
      discountGiven: 0,
      revenue: 0,
    });
    expect(discount.startsOn).toBe(shopDay(0));
    const list = (await send('GET', '/api/admin/discounts')).json();
    expect(list.discounts.map((d: { id: string }) => d.id)).toContain(discount.id);
  });

  it('edits every field of a discount with PUT, keeping its id', async () => {
    const { discount } = (await create({ ...base, code: 'EDITME' })).json();
    const body = {
      name: 'Edited',
      method: 'code',
      kind: 'fixed',
      value: 25000,
      code: 'EDITED',
      minSubtotal: 99900,
      firstOrderOnly: true,
      paidOnlineOnly: true,
      startsOn: shopDay(-1),
      endsOn: shopDay(30),
      combinable: true,
      usageCap: 500,
      perCustomerCap: 1,
      active: true,
    };
    const res = await send('PUT', `/api/admin/discounts/${discount.id}`, body);
    expect(res.statusCode).toBe(200);
    expect(res.json().discount).toMatchObject({ ...body, id: discount.id, status: 'active' });
    // The end day is inclusive: its last instant is the end of that day in the shop's time zone.
    const endsAt = new Date(res.json().discount.endsAt);
    expect(dayIn(t.config.shopTimeZone, endsAt)).toBe(shopDay(30));
    expect(dayIn(t.config.shopTimeZone, new Date(endsAt.getTime() + 1))).toBe(shopDay(31));
    // An edit that names no start keeps the one the discount has.
    const kept = await send('PUT', `/api/admin/discounts/${discount.id}`, {
      ...base,
      code: 'EDITED',
    });
    expect(kept.json().discount.startsOn).toBe(shopDay(-1));
    // Its old code is free again.
    expect((await create({ ...base, code: 'editme' })).statusCode).toBe(201);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const url of [`/api/admin/discounts/${unknown}`, '/api/admin/discounts/nope']) {
      const res = await send('PUT', url, base);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(DISCOUNT_MESSAGES.notFound);
    }
    expect((await send('GET', `/api/admin/discounts/${unknown}/codes.csv`)).statusCode).toBe(404);
    const codes = await send('POST', `/api/admin/discounts/${unknown}/codes`, { count: 1 });
    expect(codes.statusCode).toBe(404);
  });
});

describe('a discount’s status', () => {
  it.each([
    [{ startsOn: shopDayLater(2) }, 'scheduled'],
    [{ startsOn: shopDayLater(-10), endsOn: shopDayLater(-2) }, 'ended'],
    [{ startsOn: shopDayLater(-1), endsOn: shopDayLater(0) }, 'active'],
    [{ startsOn: shopDayLater(-1), active: false }, 'disabled'],
  ])('with %j is %s', async (dates, status) => {
    const res = await create({ ...base, ...dates });
    expect(res.json().discount.status).toBe(status);
  });
});

/** shopDay before `t` exists (it.each tables are built at collection): Asia/Kolkata's day. */
function shopDayLater(offset: number) {
  const today = Date.parse(`${dayIn('Asia/Kolkata', new Date())}T00:00:00Z`);
  return new Date(today + offset * 86_400_000).toISOString().slice(0, 10);
}

describe('bad input', () => {
  it.each([
    [{ value: 0 }, 'value', 'A percentage off must be from 1 to 100'],
    [{ value: 101 }, 'value', 'A percentage off must be from 1 to 100'],
    [{ kind: 'fixed', value: 0 }, 'value', 'The amount off must be more than ₹0'],
    [{ kind: 'fixed', value: 49.5 }, 'value', 'The value must be a whole number'],
    [
      { kind: 'cheapest_free', buyQuantity: 1 },
      'buyQuantity',
      'Buy quantity must be from 2 to 100',
    ],
    [
      { kind: 'half_off' },
      'kind',
      'The kind must be percent, fixed, free_shipping or cheapest_free',
    ],
    [{ code: 'AB' }, 'code', 'The code must be at least 3 characters'],
    [{ code: 'X'.repeat(33) }, 'code', 'The code must be at most 32 characters'],
    [{ code: 'TEN OFF' }, 'code', 'The code may hold only letters A-Z, digits, - and _'],
    [{ method: 'automatic', code: 'AUTO' }, 'code', DISCOUNT_MESSAGES.automaticHasNoCode],
    [
      { startsOn: '2026-12-10', endsOn: '2026-12-09' },
      'endsOn',
      DISCOUNT_MESSAGES.endsBeforeStarts,
    ],
    [{ startsOn: '10/12/2026' }, 'startsOn', 'The start date must be a date (YYYY-MM-DD)'],
    [{ usageCap: 0 }, 'usageCap', 'The usage cap must be at least 1 (leave it empty for no cap)'],
    [{ perCustomerCap: 2.5 }, 'perCustomerCap', 'The per-customer cap must be a whole number'],
    [
      { usageCap: 5, perCustomerCap: 6 },
      'perCustomerCap',
      'The per-customer cap cannot be above the usage cap',
    ],
    [{ minSubtotal: -1 }, 'minSubtotal', 'The minimum subtotal cannot be negative'],
    [{ targets: { categories: ['shoes'] } }, 'targets.categories.0', 'Categories are'],
    [{ targets: { productIds: ['p1'] } }, 'targets.productIds.0', 'Each product must be an id'],
    [{ name: ' ' }, 'name', 'The name must be at least 2 characters'],
  ])('refuses %j with a 400 naming %s', async (change, field, message) => {
    const res = await create({ ...base, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toContain(message);
  });

  it('refuses an end before today when the start defaults to today', async () => {
    const res = await create({ ...base, endsOn: shopDay(-1) });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.endsOn).toBe(DISCOUNT_MESSAGES.endsBeforeStarts);
  });
});

describe('codes', () => {
  it('refuses a code already taken, whatever its case, with a 409', async () => {
    expect((await create({ ...base, code: 'DIWALI' })).statusCode).toBe(201);
    const res = await create({ ...base, code: ' diwali ' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(DISCOUNT_MESSAGES.codeTaken('DIWALI'));
  });

  it('generates unique readable bulk codes in one go and exports them as CSV', async () => {
    const { discount } = (await create({ ...base, name: 'Influencer' })).json();
    const url = `/api/admin/discounts/${discount.id}/codes`;
    const first = await send('POST', url, { count: 500, prefix: 'riya-' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ created: 500, total: 500 });
    expect((await send('POST', url, { count: 20 })).json()).toMatchObject({
      created: 20,
      total: 520,
    });
    const csv = await send('GET', `${url}.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const [header, ...lines] = csv.body.trim().split('\n');
    const codes = lines.map((l) => l.split(',')[0]!);
    expect(header).toBe('code,uses');
    expect(new Set(codes).size).toBe(520);
    const random = new RegExp(`^[${BULK_CODE_ALPHABET}]{8}$`);
    expect(codes.filter((c) => c.startsWith('RIYA-')).length).toBe(500);
    for (const code of codes) expect(code.replace(/^RIYA-/, '')).toMatch(random);
    const listed = (await send('GET', '/api/admin/discounts')).json().discounts;
    expect(listed.find((d: { id: string }) => d.id === discount.id).codeCount).toBe(520);
    // A bulk code is taken for a discount's own code too.
    const clash = await create({ ...base, code: codes[0]!.toLowerCase() });
    expect(clash.statusCode).toBe(409);
  });

  it('refuses bulk codes over 5000, and for an automatic discount', async () => {
    const { discount } = (await create({ ...base, method: 'automatic' })).json();
    const url = `/api/admin/discounts/${discount.id}/codes`;
    const tooMany = await send('POST', url, { count: 5001 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors.count).toBe('The count can be at most 5000');
    const automatic = await send('POST', url, { count: 5 });
    expect(automatic.statusCode).toBe(409);
    expect(automatic.json().message).toBe(DISCOUNT_MESSAGES.noBulkCodesForAutomatic);
  });

  it('keeps a discount with bulk codes from becoming automatic', async () => {
    const { discount } = (await create(base)).json();
    await send('POST', `/api/admin/discounts/${discount.id}/codes`, { count: 3 });
    const res = await send('PUT', `/api/admin/discounts/${discount.id}`, {
      ...base,
      method: 'automatic',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(DISCOUNT_MESSAGES.automaticHasCodes(3));
  });
});

describe('who may', () => {
  it('lets only a signed-in owner in, and audits the owner’s changes', async () => {
    const shopper = (await signedInUser(t.app, t.db)).headers;
    expect((await send('GET', '/api/admin/discounts', undefined, {})).statusCode).toBe(401);
    expect((await send('GET', '/api/admin/discounts', undefined, shopper)).statusCode).toBe(403);
    expect((await send('POST', '/api/admin/discounts', base, shopper)).statusCode).toBe(403);
    const { discount } = (await create({ ...base, name: 'Audited' })).json();
    const entries = await t.db
      .select()
      .from(adminAudit)
      .where(eq(adminAudit.action, 'discount.change'));
    expect(entries.some((e) => e.detail.name === 'Audited')).toBe(true);
    // Exporting the codes is recorded as an export of this discount.
    await send('GET', `/api/admin/discounts/${discount.id}/codes.csv`);
    const exports = await t.db.select().from(adminAudit).where(eq(adminAudit.action, 'export'));
    expect(exports.map((e) => e.target)).toContain(discount.id);
  });
});
