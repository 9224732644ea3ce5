import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../client';
import { createTestDatabase } from '../../test/test-app';
import { seedDemoActivity } from './demo-activity';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const count = async (query: ReturnType<typeof sql>) => {
  const result = await database.db.execute(query);
  const rows = (
    Array.isArray(result) ? result : (result as { rows: Record<string, unknown>[] }).rows
  ) as Record<string, unknown>[];
  return Number(Object.values(rows[0]!)[0]);
};

describe('demo activity', () => {
  it('adds paid orders over the last 30 days and reviews that set product ratings, once', async () => {
    await seedDemoActivity(database.db);
    expect(
      await count(
        sql`select count(*) from orders where payment_status = 'paid' and paid_at > now() - interval '30 days'`,
      ),
    ).toBe(42);
    expect(await count(sql`select count(*) from reviews`)).toBeGreaterThan(10);
    expect(
      await count(
        sql`select count(*) from products p where reviews_count = (select count(*) from reviews r where r.product_id = p.id)`,
      ),
    ).toBe(await count(sql`select count(*) from products`));
    expect(
      await count(
        sql`select count(*) from products where reviews_count > 0 and rating between 1 and 5`,
      ),
    ).toBeGreaterThan(5);
    await seedDemoActivity(database.db);
    expect(await count(sql`select count(*) from orders`)).toBe(42);
  });

  it('writes reviews a shopper would believe: past, unedited, by buyers of delivered orders, each text once per product and about its category', async () => {
    expect(await count(sql`select count(*) from reviews where created_at > now()`)).toBe(0);
    expect(await count(sql`select count(*) from reviews where updated_at <> created_at`)).toBe(0);
    expect(
      await count(sql`select count(*) from (select product_id, comment from reviews
        group by product_id, comment having count(*) > 1) twice`),
    ).toBe(0);
    expect(
      await count(sql`select count(*) from reviews r where not exists (
        select 1 from orders o join order_items i on i.order_id = o.id
        where o.user_id = r.user_id and i.product_id = r.product_id and o.status = 'delivered'
          and o.paid_at < r.created_at)`),
    ).toBe(0);
    // Paper and ink belong to journals, frames and prints to posters.
    expect(
      await count(sql`select count(*) from reviews r join products p on p.id = r.product_id
        where (p.category_slug <> 'journals' and r.comment ilike '%ink%')
           or (p.category_slug <> 'posters' and r.comment ilike '%frame%')`),
    ).toBe(0);
  });
});
