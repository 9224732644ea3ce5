/**
 * Migration 0021 (record 038): every product gets its variants. Colours become a Colour option
 * with a variant each (the first keeps the stock), a product without colours one default variant;
 * hand-set prices go to every variant; past order lines and stock adjustments point at the
 * variant they sold or counted, and the product's stock is its variants' total.
 */
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedBefore, runMigration } from '../test/migration-steps';

let db: PGlite;
beforeAll(async () => {
  db = await migratedBefore('0021');
  await db.exec(`
    insert into categories (slug, name) values ('journals', 'Journals');
    insert into products (slug, title, description, category_slug, price_cents, sale_price_cents,
      count_in_stock, specifications) values
      ('coloured', 'Coloured', 'd', 'journals', 99900, 89900, 12, '{"colors":["Sage","Night Blue"],"Size":"A5"}'),
      ('plain', 'Plain', 'd', 'journals', 49900, null, 4, '{"Size":"A4"}'),
      ('odd-colours', 'Odd', 'd', 'journals', 29900, null, 0, '{"colors":"Sage"}');
    insert into product_prices (product_id, currency, price_minor, sale_price_minor)
      select id, 'USD', 1299, null from products where slug = 'coloured';
    insert into users (email, name, password_hash) values ('a@example.com', 'A', 'x');
    insert into orders (order_number, user_id, subtotal_cents, shipping_cents, tax_cents,
      discount_cents, total_cents, currency, exchange_rate, amount_minor, receipt_email,
      shipping_address, gateway)
      select 'MM-1', id, 1, 0, 0, 0, 1, 'INR', 1, 1, 'a@example.com', '{}', 'sandbox' from users;
    insert into order_items (order_id, product_id, title, quantity, unit_price_cents, selected_color)
      select o.id, p.id, p.title, 1, 89900, 'Night Blue' from orders o, products p where p.slug = 'coloured';
    insert into order_items (order_id, product_id, title, quantity, unit_price_cents, selected_color)
      select o.id, p.id, p.title, 1, 49900, null from orders o, products p where p.slug = 'plain';
    insert into stock_adjustments (product_id, delta, stock_after, reason)
      select id, 4, 4, 'Counted' from products where slug = 'plain';
  `);
  await runMigration(db, '0021');
}, 60_000);
afterAll(() => db.close());

const rows = async <T>(query: string) => (await db.query<T>(query)).rows;

describe('migration 0021: variants', () => {
  it('turns colours into a Colour option with a variant each, the first keeping the stock', async () => {
    expect(
      await rows(`select v.sku, v.position, v.option_values, v.price_cents, v.sale_price_cents,
        v.count_in_stock from product_variants v join products p on p.id = v.product_id
        where p.slug = 'coloured' order by v.position`),
    ).toEqual([
      {
        sku: 'COLOURED-SAGE',
        position: 0,
        option_values: { Colour: 'Sage' },
        price_cents: 99_900,
        sale_price_cents: 89_900,
        count_in_stock: 12,
      },
      {
        sku: 'COLOURED-NIGHT-BLUE',
        position: 1,
        option_values: { Colour: 'Night Blue' },
        price_cents: 99_900,
        sale_price_cents: 89_900,
        count_in_stock: 0,
      },
    ]);
    expect(await rows(`select options from products where slug = 'coloured'`)).toEqual([
      { options: [{ name: 'Colour', values: ['Sage', 'Night Blue'] }] },
    ]);
  });

  it('gives a product without a colour list one default variant, and keeps the stock total', async () => {
    expect(
      await rows(`select p.slug, p.options, p.count_in_stock, count(v.id)::int as variants,
        min(v.sku) as sku from products p join product_variants v on v.product_id = p.id
        group by p.id order by p.slug`),
    ).toEqual([
      {
        slug: 'coloured',
        options: expect.any(Array),
        count_in_stock: 12,
        variants: 2,
        sku: 'COLOURED-NIGHT-BLUE',
      },
      { slug: 'odd-colours', options: [], count_in_stock: 0, variants: 1, sku: 'ODD-COLOURS' },
      { slug: 'plain', options: [], count_in_stock: 4, variants: 1, sku: 'PLAIN' },
    ]);
  });

  it('moves hand-set prices to every variant and option values to the facet table', async () => {
    expect(
      (
        await rows<{ n: number }>(
          `select count(*)::int as n from variant_prices where currency = 'USD' and price_minor = 1299`,
        )
      )[0],
    ).toEqual({ n: 2 });
    expect(await rows(`select name, value from product_option_values order by value`)).toEqual([
      { name: 'Colour', value: 'Night Blue' },
      { name: 'Colour', value: 'Sage' },
    ]);
  });

  it('points past order lines at the variant of their colour (else the first) with its SKU', async () => {
    expect(
      await rows(`select i.selected_color, i.sku, i.option_values, v.sku as variant_sku
        from order_items i join product_variants v on v.id = i.variant_id order by i.sku`),
    ).toEqual([
      {
        selected_color: 'Night Blue',
        sku: 'COLOURED-NIGHT-BLUE',
        option_values: { Colour: 'Night Blue' },
        variant_sku: 'COLOURED-NIGHT-BLUE',
      },
      { selected_color: null, sku: 'PLAIN', option_values: {}, variant_sku: 'PLAIN' },
    ]);
    expect(
      await rows(
        `select v.sku from stock_adjustments a join product_variants v on v.id = a.variant_id`,
      ),
    ).toEqual([{ sku: 'PLAIN' }]);
  });
});
