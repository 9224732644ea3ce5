/**
 * The facts a product keeps from its variants (record 038): the cheapest active variant's prices,
 * the stock of its active variants and the option values they sell. Only this file writes them,
 * inside the transaction that changed the variants, so search and browse read them as columns.
 */
import { inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from './client';

/** A transaction, or the database where the caller's statements need no transaction (seeding). */
type Runner = Db | Tx;
import { productOptionValues } from './schema';

const uuidList = (ids: readonly string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

/** Recounts the stock of these products from their active variants (after a stock move). */
export async function syncProductStock(tx: Runner, productIds: readonly string[]): Promise<void> {
  if (productIds.length === 0) return;
  await tx.execute(sql`
    update products p set count_in_stock = coalesce(
      (select sum(v.count_in_stock) from product_variants v where v.product_id = p.id and v.active), 0)
    where p.id in (${uuidList(productIds)})`);
}

/**
 * Everything a product keeps from its variants: prices, stock and option values (after the owner
 * or an import changed variants). A product with no variant keeps its prices and holds no stock.
 */
export async function syncProductFacts(tx: Runner, productIds: readonly string[]): Promise<void> {
  if (productIds.length === 0) return;
  await tx.execute(sql`
    update products p set
      price_cents = c.price_cents,
      sale_price_cents = c.sale_price_cents,
      count_in_stock = c.stock,
      updated_at = now()
    from (
      select distinct on (v.product_id) v.product_id, v.price_cents, v.sale_price_cents,
        coalesce(sum(v.count_in_stock) filter (where v.active) over (partition by v.product_id), 0) as stock
      from product_variants v
      where v.product_id in (${uuidList(productIds)})
      order by v.product_id, v.active desc,
        least(v.price_cents, coalesce(v.sale_price_cents, v.price_cents)), v.position
    ) c
    where p.id = c.product_id`);
  await tx.execute(sql`
    update products p set count_in_stock = 0
    where p.id in (${uuidList(productIds)})
      and not exists (select 1 from product_variants v where v.product_id = p.id and v.active)`);
  await tx
    .delete(productOptionValues)
    .where(inArray(productOptionValues.productId, [...productIds]));
  await tx.execute(sql`
    insert into product_option_values (product_id, name, value)
    select distinct v.product_id, o.key, o.value
    from product_variants v cross join lateral jsonb_each_text(v.option_values) o
    where v.active and v.product_id in (${uuidList(productIds)})
    on conflict do nothing`);
}
