/**
 * Keeps `customer_facts` (record 061) in step with the orders: the triggers of migration 0035 put
 * every customer whose account, orders, refunds or newsletter consent changed in `customer_dirty`;
 * `refreshCustomerFacts` takes them in batches (FOR UPDATE SKIP LOCKED, so two instances share
 * the work and never wait on each other) and recomputes each batch with one grouped query. A
 * change committed while a batch runs marks the customer again, for the next read.
 */
import { PLACED_PAYMENT_STATUSES } from '@shop/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';

const BATCH = 2000;
const placedList = sql.join(
  PLACED_PAYMENT_STATUSES.map((s) => sql`${s}`),
  sql`, `,
);

/** An order's customer id: the account's, or a guest's md5(lower(e-mail)) as a UUID. */
export const orderCustomerId = (alias: string) =>
  sql.raw(`coalesce(${alias}.user_id, md5(lower(${alias}.receipt_email))::uuid)`);

/** The grouped recomputation of the customers whose ids are in `ids` (a uuid[] parameter). */
function recompute(ids: string[]) {
  const list = sql`${`{${ids.join(',')}}`}::uuid[]`;
  return sql`
    with ord as (
      select o.user_id as cid, o.* from orders o where o.user_id = any(${list})
      union all
      select md5(lower(o.receipt_email))::uuid, o.* from orders o
      where o.user_id is null and md5(lower(o.receipt_email))::uuid = any(${list})
    ),
    agg as (
      select cid,
        count(*) filter (where payment_status in (${placedList})) as orders_count,
        count(*) filter (where paid_at is not null) as paid_orders,
        coalesce(sum(round(amount_minor / shop_rate)) filter (where paid_at is not null), 0) as paid_minor,
        min(created_at) filter (where payment_status in (${placedList})) as first_order_at,
        max(created_at) filter (where payment_status in (${placedList})) as last_order_at,
        count(*) filter (where cod_outcome = 'returned_to_origin') as cod_returns,
        (array_agg(lower(receipt_email) order by created_at desc))[1] as last_email,
        (array_agg(shipping_address order by created_at desc)
          filter (where payment_status in (${placedList})))[1] as address
      from ord group by cid
    ),
    ref as (
      select ord.cid, sum(round(r.amount_minor / ord.shop_rate)) as minor
      from ord join refunds r on r.order_id = ord.id and r.status = 'processed'
      group by ord.cid
    ),
    c as (
      select ids.id, u.id as user_id, u.id is null as guest,
        coalesce(u.deleted_at is not null, false) as deleted,
        coalesce(u.name, trim(coalesce(a.address->>'firstName', '') || ' ' ||
          coalesce(a.address->>'lastName', ''))) as name,
        lower(coalesce(u.email, a.last_email, '')) as email,
        coalesce(nullif(u.number, ''), a.address->>'number', '') as phone,
        coalesce(a.orders_count, 0) as orders_count, coalesce(a.paid_orders, 0) as paid_orders,
        coalesce(a.paid_minor, 0) as paid_minor, coalesce(ref.minor, 0) as refunded_minor,
        a.first_order_at, a.last_order_at, coalesce(a.cod_returns, 0) as cod_returns,
        u.created_at as signed_up_at
      from unnest(${list}) as ids(id)
      left join users u on u.id = ids.id and u.role = 'customer'
      left join agg a on a.cid = ids.id
      left join ref on ref.cid = ids.id
      where u.id is not null or a.orders_count > 0
    )
    insert into customer_facts (id, user_id, guest, deleted, name, email, phone, phone_digits,
      orders_count, paid_orders, paid_minor, refunded_minor, spent_minor, first_order_at,
      last_order_at, cod_returns, subscribed, signed_up_at)
    select id, user_id, guest, deleted,
      case when deleted then '' else name end, case when deleted then '' else email end,
      case when deleted then '' else phone end,
      case when deleted then '' else regexp_replace(phone, '\\D', '', 'g') end,
      orders_count, paid_orders, paid_minor, refunded_minor, paid_minor - refunded_minor,
      first_order_at, last_order_at, cod_returns,
      not deleted and exists (select 1 from newsletter_subscribers s
        where lower(s.email) = c.email and s.confirmed_at is not null and s.unsubscribed_at is null),
      signed_up_at
    from c`;
}

/** Recomputes every customer marked dirty; answers how many were recomputed. */
export async function refreshCustomerFacts(db: Db): Promise<number> {
  let done = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const taken = rowsOf<{ id: string }>(
        await tx.execute(sql`
          delete from customer_dirty where id in (
            select id from customer_dirty limit ${BATCH} for update skip locked)
          returning id`),
      ).map((r) => r.id);
      if (taken.length === 0) return 0;
      const list = sql`${`{${taken.join(',')}}`}::uuid[]`;
      await tx.execute(sql`delete from customer_facts where id = any(${list})`);
      await tx.execute(recompute(taken));
      // The owner's notes about an account its customer deleted are personal data: erased too.
      await tx.execute(sql`delete from customer_notes where customer_id in (
        select id from customer_facts where deleted and id = any(${list}))`);
      return taken.length;
    });
    done += batch;
    if (batch < BATCH) return done;
  }
}
