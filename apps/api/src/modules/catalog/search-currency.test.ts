/** Price bands in the shopper's currency (record 036): rupees at home, converted prices abroad. */
import {
  CATEGORIES,
  DEFAULT_ROUNDING,
  convertShopMinor,
  inPriceBand,
  priceBandsIn,
  toMinor,
  type CurrencyCode,
  type Product,
} from '@shop/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;

/** Products named so a text search finds only them: [slug, category, price, sale] in paise. */
const ZEPHYRS: [string, string, number, number | null][] = [
  ['zephyr-499', 'trackers', 49_900, null],
  ['zephyr-500', 'trackers', 50_000, null],
  ['zephyr-799', 'planners', 79_900, null],
  ['zephyr-800', 'planners', 80_000, null],
  ['zephyr-999', 'planners', 99_900, null],
  ['zephyr-1000', 'posters', 100_000, null],
  ['zephyr-sale-1999', 'posters', 250_000, 199_900],
];

beforeAll(async () => {
  t = await createTestApp();
  // ₹80 to the dollar: whole numbers to reason with. Asked first, so the snapshot is stored.
  await t.app.inject({ method: 'GET', url: '/api/currency/rates' });
  await t.db.execute(sql`update exchange_rates set rate = 80 where currency = 'INR'`);
  for (const [slug, category, price, sale] of ZEPHYRS)
    await t.db.execute(sql`
      insert into products (slug, title, description, category_slug, price_cents, sale_price_cents)
      values (${slug}, ${`Zephyr ${slug}`}, 'A test product.', ${category}, ${price}, ${sale})`);
});
afterAll(() => t.close());

type SearchBody = {
  products: Product[];
  total: number;
  facets: {
    categories: { slug: string; count: number }[];
    priceBands: { band: string; label: string; count: number }[];
  };
  message?: string;
};

async function search(params: Record<string, string | number>) {
  const qs = new URLSearchParams(
    Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]),
  );
  const res = await t.app.inject({ method: 'GET', url: `/api/products/search?${qs}` });
  return { status: res.statusCode, body: res.json() as SearchBody };
}

const slugsIn = async (params: Record<string, string | number>) =>
  (await search({ pageSize: 100, ...params })).body.products.map((p) => p.slug);
const counts = (body: SearchBody) => body.facets.priceBands.map((b) => b.count);

describe('price bands in rupees (the shop currency)', () => {
  it('labels the bands in rupees when no currency is given', async () => {
    const { body } = await search({ q: 'zephyr' });
    expect(body.facets.priceBands.map((b) => b.label)).toEqual(
      priceBandsIn('INR').map((b) => b.label),
    );
    expect(body.facets.priceBands[1]!.label).toBe('₹500 - ₹999');
  });

  it('puts ₹499 in ₹0-499 and ₹500 in ₹500-999, browsing and searching', async () => {
    for (const q of ['zephyr', '']) {
      const under = await slugsIn({ q, priceBand: 'b1', currency: 'INR' });
      const next = await slugsIn({ q, priceBand: 'b2', currency: 'INR' });
      expect(under, q).toContain('zephyr-499');
      expect(under, q).not.toContain('zephyr-500');
      expect(next, q).toContain('zephyr-500');
      expect(next, q).toContain('zephyr-999');
      expect(next, q).not.toContain('zephyr-499');
      expect(next, q).not.toContain('zephyr-1000');
    }
  });

  it('counts on the price paid: a sale at ₹1,999 is in ₹1,000 - ₹1,999', async () => {
    const { body } = await search({ q: 'zephyr' });
    expect(counts(body)).toEqual([1, 4, 2, 0]);
    expect(body.total).toBe(ZEPHYRS.length);
  });
});

describe('price bands in another currency', () => {
  const context = {
    shopCurrency: 'INR' as CurrencyCode,
    rates: { USD: 1, INR: 80 },
    rounding: DEFAULT_ROUNDING,
  };

  it('labels the bands in dollars and counts on the dollar price shown', async () => {
    const { body } = await search({ q: 'zephyr', currency: 'USD' });
    expect(body.facets.priceBands.map((b) => b.label)).toEqual([
      'Under $10',
      '$10 - $19.99',
      '$20 - $39.99',
      '$40 and above',
    ]);
    // ₹499, ₹500, ₹799 are shown $6.99, $6.99, $9.99; ₹800, ₹999, ₹1,000 $10.99, $12.99, $12.99;
    // the ₹1,999 sale $24.99.
    expect(counts(body)).toEqual([3, 3, 1, 0]);
    expect(await slugsIn({ q: 'zephyr', currency: 'USD', priceBand: 'b1' })).toContain(
      'zephyr-799',
    );
    expect(await slugsIn({ q: 'zephyr', currency: 'usd', priceBand: 'b2' })).toContain(
      'zephyr-800',
    );
  });

  it('browses each band with the products whose shown price is in it, counts adding up', async () => {
    const all = await search({ currency: 'USD', pageSize: 100 });
    expect(counts(all.body).reduce((s, n) => s + n, 0)).toBe(all.body.total);
    for (const band of priceBandsIn('USD')) {
      const { body } = await search({ currency: 'USD', priceBand: band.id, pageSize: 100 });
      expect(body.total, band.label).toBe(
        all.body.facets.priceBands.find((b) => b.band === band.id)!.count,
      );
      for (const p of body.products) {
        const shown = convertShopMinor(toMinor(p.salePrice ?? p.price), 'USD', context);
        expect(inPriceBand(band, shown), `${p.slug} ${shown} in ${band.label}`).toBe(true);
      }
    }
    const b1 = await slugsIn({ currency: 'USD', priceBand: 'b1' });
    expect(b1).toContain('zephyr-799');
    expect(b1).not.toContain('zephyr-800');
  });

  it('reads minPrice and maxPrice in the currency too', async () => {
    const slugs = await slugsIn({ q: 'zephyr', currency: 'USD', minPrice: 10, maxPrice: 12.99 });
    expect(slugs.sort()).toEqual(['zephyr-1000', 'zephyr-800', 'zephyr-999']);
  });

  it('refuses a currency the shop does not show', async () => {
    const { status, body } = await search({ currency: 'JPY' });
    expect(status).toBe(400);
    expect(body.message).toBe('Unknown currency');
  });
});

describe('the category facet', () => {
  it('lists all five categories, with 0 where nothing matches, adding up to the total', async () => {
    for (const currency of ['INR', 'USD']) {
      const { body } = await search({ q: 'zephyr', currency });
      expect(body.facets.categories.map((c) => c.slug).sort()).toEqual([...CATEGORIES].sort());
      expect(body.facets.categories.find((c) => c.slug === 'journals')!.count).toBe(0);
      expect(body.facets.categories.reduce((s, c) => s + c.count, 0)).toBe(body.total);
    }
  });
});
