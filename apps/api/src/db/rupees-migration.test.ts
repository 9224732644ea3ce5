/**
 * Migration 0020 (record 036): a shop that kept US cents moves once into whole rupees at its
 * recorded rate, a discount percentage folds into the sale price, the GST rate follows the HSN
 * code, shipping tables are converted and orders placed before keep their cents and their rule.
 */
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedBefore, runMigration } from '../test/migration-steps';

let db: PGlite;
beforeAll(async () => {
  db = await migratedBefore('0020');
  await db.exec(`
    insert into categories (slug, name) values ('journals', 'Journals');
    insert into exchange_rates (currency, rate, updated_at) values ('INR', 83.5, now());
    insert into products (slug, title, description, category_slug, price_cents, sale_price_cents,
      tax_percent, discount_percent, hsn_code) values
      ('discounted', 'A', 'desc', 'journals', 2600, null, 12, 5, '4820'),
      ('on-sale', 'B', 'desc', 'journals', 2200, 1800, 12, 0, '4911'),
      ('odd-sale', 'C', 'desc', 'journals', 1999, 2500, 18, 0, '9999');
    insert into shipping_rate_tables (zones) values ('[{"name":"India","countries":["India"],
      "methods":[{"code":"standard","name":"Standard","description":"","priceCents":299,
      "freeOverCents":5000,"minDays":5,"maxDays":7,"businessDays":true},{"code":"express",
      "name":"Express","description":"","priceCents":999,"freeOverCents":null,"minDays":2,
      "maxDays":3,"businessDays":true}]}]');
    insert into users (email, name, password_hash) values ('a@example.com', 'A', 'x');
    insert into orders (order_number, user_id, subtotal_cents, shipping_cents, tax_cents,
      discount_cents, total_cents, currency, exchange_rate, amount_minor, receipt_email,
      shipping_address, gateway)
      select 'MM-1', id, 2600, 299, 312, 0, 3211, 'INR', 83.5, 268119, 'a@example.com', '{}',
      'sandbox' from users;
  `);
  await runMigration(db, '0020');
}, 60_000);
afterAll(() => db.close());

const rows = async <T>(query: string) => (await db.query<T>(query)).rows;

describe('migration 0020: rupees first', () => {
  it('converts prices into whole rupees at the recorded rate, folding a discount into the sale price', async () => {
    expect(
      await rows(
        'select slug, price_cents, sale_price_cents, tax_percent, discount_percent from products order by slug',
      ),
    ).toEqual([
      // $26.00 x 83.5 = ₹2,171; 5% off $26.00 is $24.70 = ₹2,062.45 -> ₹2,062.
      {
        slug: 'discounted',
        price_cents: 217_100,
        sale_price_cents: 206_200,
        tax_percent: 18,
        discount_percent: 0,
      },
      // $19.99 -> ₹1,669.17 -> ₹1,669; a sale price above the price does not count.
      {
        slug: 'odd-sale',
        price_cents: 166_900,
        sale_price_cents: null,
        tax_percent: 18,
        discount_percent: 0,
      },
      // $22.00 -> ₹1,837, $18.00 -> ₹1,503; a printed picture (4911) at 5%.
      {
        slug: 'on-sale',
        price_cents: 183_700,
        sale_price_cents: 150_300,
        tax_percent: 5,
        discount_percent: 0,
      },
    ]);
  });

  it('converts every shipping rate table, thresholds included, and keeps an empty threshold empty', async () => {
    const [table] = await rows<{ zones: { methods: object[] }[] }>(
      'select zones from shipping_rate_tables',
    );
    expect(table!.zones[0]!.methods).toEqual([
      expect.objectContaining({ code: 'standard', priceCents: 25_000, freeOverCents: 417_500 }),
      expect.objectContaining({ code: 'express', priceCents: 83_400, freeOverCents: null }),
    ]);
  });

  it('keeps orders placed before in US cents with their rule, and records their rate to rupees', async () => {
    const [order] = await rows<{ pricing: string; total_cents: string; shop_rate: number }>(
      'select pricing, total_cents, shop_rate from orders',
    );
    expect(order).toMatchObject({ pricing: 'usd_exclusive', shop_rate: 1 });
    expect(Number(order!.total_cents)).toBe(3211);
  });

  it('seeds the GST rates in force by HSN code', async () => {
    expect(await rows('select hsn_code, rate_percent from gst_rates order by hsn_code')).toEqual(
      expect.arrayContaining([
        { hsn_code: '4820', rate_percent: 18 },
        { hsn_code: '482020', rate_percent: 0 },
        { hsn_code: '4911', rate_percent: 5 },
      ]),
    );
  });
});
