/**
 * Customers in the back office (issue 30, record 061): a customer's figures are their orders',
 * refunds' and credit's to the paisa; guests are customers by their e-mail; search by phone; a
 * deleted account shows nothing personal; the CSV is formula-safe and logged; segment counts equal
 * a count written straight over the orders.
 */
import { createHash, randomBytes } from 'node:crypto';
import { PLACED_PAYMENT_STATUSES } from '@shop/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAudit, orders } from '../../db/schema';
import { customerNotes } from '../../db/schema/customers';
import { rowsOf } from '../../db/rows';
import { signedInUser, TEST_PASSWORD } from '../../test/factories';
import { dearItems, ownerRefund, placeOrder } from '../../test/paid-orders';
import { pendingOrder } from '../../test/pending-order';
import { createTestApp } from '../../test/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let owner: Record<string, string>;
let items: { id: string; quantity: number }[];

beforeAll(async () => {
  t = await createTestApp({ rateLimitScale: 100 });
  owner = (await signedInUser(t.app, t.db, { role: 'admin' })).headers;
  items = await dearItems(t.app, 1);
});
afterAll(() => t.close());

const get = (url: string, headers = owner) => t.app.inject({ method: 'GET', url, headers });
const guestId = (email: string) =>
  createHash('md5')
    .update(email.toLowerCase())
    .digest('hex')
    .replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5');
const uniquePhone = () => `+91 9${String(randomBytes(4).readUInt32BE() % 1e9).padStart(9, '0')}`;

describe("a customer's page", () => {
  it('adds up their orders, refunds and store credit to the paisa', async () => {
    const customer = await signedInUser(t.app, t.db, { number: uniquePhone() });
    const first = await placeOrder(t, customer.headers, items);
    const second = await placeOrder(t, customer.headers, [{ ...items[0]!, quantity: 2 }]);
    const refunded = await ownerRefund(t.app, owner, first.id, {
      amountMinor: 12_345,
      currency: 'INR',
      reason: 'Scuffed cover',
      method: 'store_credit',
    });
    expect(refunded.statusCode, refunded.body).toBe(201);
    // An unpaid checkout is nobody's order.
    await pendingOrder(t.db, customer.user.id);

    const res = await get(`/api/admin/customers/${customer.user.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const c = res.json().customer;
    const paid = first.amountMinor + second.amountMinor;
    expect(c).toMatchObject({
      kind: 'account',
      deleted: false,
      email: customer.user.email.toLowerCase(),
      ordersCount: 2,
      paidOrders: 2,
      paidMinor: paid,
      refundedMinor: 12_345,
      spentMinor: paid - 12_345,
      averageOrderMinor: Math.round(paid / 2),
      storeCreditMinor: 12_345,
      returnsCount: 0,
    });
    expect(c.orders.map((o: { orderNumber: string }) => o.orderNumber).sort()).toEqual(
      [first.orderNumber, second.orderNumber].sort(),
    );
    const firstRow = c.orders.find((o: { id: string }) => o.id === first.id);
    expect(firstRow).toMatchObject({ totalMinor: first.amountMinor, refundedMinor: 12_345 });
  });

  it('finds a guest by e-mail, under the id their e-mail gives them', async () => {
    const order = await placeOrder(t, {}, items);
    const id = guestId(order.receiptEmail);
    const list = await get(`/api/admin/customers?q=${encodeURIComponent(order.receiptEmail)}`);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().customers).toEqual([
      expect.objectContaining({ id, kind: 'guest', ordersCount: 1, spentMinor: order.amountMinor }),
    ]);
    const page = await get(`/api/admin/customers/${id}`);
    expect(page.json().customer.orders[0].orderNumber).toBe(order.orderNumber);
  });

  it('finds a customer by phone, however the number is written', async () => {
    const phone = uniquePhone();
    const customer = await signedInUser(t.app, t.db, { number: phone });
    await placeOrder(t, customer.headers, items);
    const digits = phone.replace(/\D/g, '').slice(2);
    const spaced = `${digits.slice(0, 5)} ${digits.slice(5)}`;
    const res = await get(`/api/admin/customers?q=${encodeURIComponent(spaced)}`);
    expect(res.json().customers.map((c: { id: string }) => c.id)).toEqual([customer.user.id]);
    expect(res.json().total).toBe(1);
  });

  it('shows a deleted customer as such, with nothing personal', async () => {
    const customer = await signedInUser(t.app, t.db, { number: uniquePhone() });
    await placeOrder(t, customer.headers, items);
    const noted = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/customers/${customer.user.id}/notes`,
      headers: owner,
      payload: { notes: 'Prefers evening delivery', tags: ['vip'] },
    });
    expect(noted.statusCode, noted.body).toBe(200);
    const deleted = await t.app.inject({
      method: 'POST',
      url: '/api/users/me/delete',
      headers: customer.headers,
      payload: { password: TEST_PASSWORD, reviews: 'keep' },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);

    const c = (await get(`/api/admin/customers/${customer.user.id}`)).json().customer;
    expect(c).toMatchObject({ deleted: true, name: '', email: '', phone: '', notes: '', tags: [] });
    expect(c.consent).toEqual([]);
    // The owner's notes are erased, not only hidden.
    const notes = await t.db
      .select()
      .from(customerNotes)
      .where(eq(customerNotes.customerId, customer.user.id));
    expect(notes).toEqual([]);
    expect(c.ordersCount).toBe(1);
    const found = await get(`/api/admin/customers?q=${encodeURIComponent(customer.user.email)}`);
    expect(found.json().total).toBe(0);
  });

  it('keeps the owner’s notes and tags, and logs the change', async () => {
    const customer = await signedInUser(t.app, t.db);
    const url = `/api/admin/customers/${customer.user.id}/notes`;
    const saved = await t.app.inject({
      method: 'PUT',
      url,
      headers: owner,
      payload: { notes: 'Wholesale enquiry', tags: ['b2b', 'b2b', 'Pune'] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const c = (await get(`/api/admin/customers/${customer.user.id}`)).json().customer;
    expect(c).toMatchObject({ notes: 'Wholesale enquiry', tags: ['b2b', 'Pune'] });
    const logged = await t.db
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.action, 'customer.notes'), eq(adminAudit.target, customer.user.id)));
    expect(logged).toHaveLength(1);
  });

  it('is the owner’s only', async () => {
    const shopper = await signedInUser(t.app, t.db);
    expect((await get('/api/admin/customers', shopper.headers)).statusCode).toBe(403);
    expect((await get('/api/admin/segments', {})).statusCode).toBe(401);
    expect((await get('/api/admin/customers/not-an-id')).statusCode).toBe(404);
  });
});

describe('the customers CSV', () => {
  it('neutralises cells that would run as formulas, and is logged as an export', async () => {
    const customer = await signedInUser(t.app, t.db, {
      name: '=HYPERLINK("http://evil.example","x")',
      number: uniquePhone(),
    });
    await placeOrder(t, customer.headers, items);
    const res = await get(`/api/admin/customers/export.csv?q=${customer.user.email}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const [header, row, ...rest] = res.body.trim().split('\n');
    expect(header).toMatch(/^customer_id,kind,name,email,phone,orders,spent_inr/);
    expect(rest).toEqual([]);
    expect(row).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(row).toContain(`'+91`);
    const logged = await t.db
      .select()
      .from(adminAudit)
      .where(eq(adminAudit.route, 'GET /api/admin/customers/export.csv'));
    expect(logged.map((l) => l.action)).toContain('export');
  });
});

/** Customers counted straight from the orders: accounts and guests (by e-mail), living only. */
async function directCount(having: string) {
  const placed = PLACED_PAYMENT_STATUSES.map((s) => `'${s}'`).join(',');
  const rows = rowsOf<{ n: number }>(
    await t.db.execute(
      sql.raw(`
      select count(*)::int as n from (
        select coalesce(o.user_id::text, 'guest:' || lower(o.receipt_email)) as k,
          count(*) filter (where o.payment_status in (${placed})) as placed,
          count(*) filter (where o.cod_outcome = 'returned_to_origin') as rto,
          coalesce(sum(o.amount_minor / o.shop_rate) filter (where o.paid_at is not null), 0)
            - coalesce(sum((select sum(r.amount_minor) from refunds r
                where r.order_id = o.id and r.status = 'processed') / o.shop_rate), 0) as spent
        from orders o left join users u on u.id = o.user_id
        where o.user_id is null or (u.role = 'customer' and u.deleted_at is null)
        group by 1 having ${having}) x`),
    ),
  );
  return rows[0]!.n;
}

describe('segments', () => {
  it('starts with the five presets, each counted as a direct SQL count over the orders', async () => {
    // Two COD parcels returned to origin for one customer, one for another.
    const twice = await signedInUser(t.app, t.db);
    for (let i = 0; i < 2; i++) {
      const o = await placeOrder(t, twice.headers, items);
      await t.db
        .update(orders)
        .set({ codOutcome: 'returned_to_origin' })
        .where(eq(orders.id, o.id));
    }
    const once = await placeOrder(t, {}, items);
    await t.db
      .update(orders)
      .set({ codOutcome: 'returned_to_origin' })
      .where(eq(orders.id, once.id));
    await placeOrder(t, twice.headers, [{ ...items[0]!, quantity: 5 }]);

    const listed = await get('/api/admin/segments');
    expect(listed.statusCode, listed.body).toBe(200);
    const segments = listed.json().segments as { id: string; name: string; preset: boolean }[];
    expect(segments.filter((s) => s.preset).map((s) => s.name)).toEqual([
      'Ordered 2+ times',
      'No order in 180 days',
      'Spent over ₹5,000',
      'Subscribed, never bought',
      'COD returned 2+',
    ]);
    const countOf = async (name: string) => {
      const id = segments.find((s) => s.name === name)!.id;
      const res = await get(`/api/admin/segments/${id}/count`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().count as number;
    };
    const repeat = await directCount(
      'count(*) filter (where o.payment_status in (select unnest(array[' +
        PLACED_PAYMENT_STATUSES.map((s) => `'${s}'`).join(',') +
        ']))) >= 2',
    );
    expect(repeat).toBeGreaterThan(0);
    expect(await countOf('Ordered 2+ times')).toBe(repeat);
    const rto = await directCount(
      "count(*) filter (where o.cod_outcome = 'returned_to_origin') >= 2",
    );
    expect(rto).toBeGreaterThan(0);
    expect(await countOf('COD returned 2+')).toBe(rto);
    const spentSql = `round(coalesce(sum(o.amount_minor / o.shop_rate) filter (where o.paid_at is not null), 0)
      - coalesce(sum((select sum(r.amount_minor) from refunds r where r.order_id = o.id and r.status = 'processed') / o.shop_rate), 0)) > 500000`;
    expect(await countOf('Spent over ₹5,000')).toBe(await directCount(spentSql));
  });

  it('saves a filter as a segment and counts it live; a taken name is refused', async () => {
    const payload = {
      name: `Guests with orders ${randomBytes(3).toString('hex')}`,
      filter: { kind: 'guest', ordersAtLeast: 1 },
    };
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/segments',
      headers: owner,
      payload,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().segment.id as string;
    const before = (await get(`/api/admin/segments/${id}/count`)).json().count as number;
    expect(before).toBe(
      await directCount(
        `bool_and(o.user_id is null) and count(*) filter (where o.payment_status in ('paid','refund_due','refunded','cod_pending')) >= 1`,
      ),
    );
    await placeOrder(t, {}, items);
    expect((await get(`/api/admin/segments/${id}/count`)).json().count).toBe(before + 1);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/admin/segments',
      headers: owner,
      payload,
    });
    expect(again.statusCode).toBe(409);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/admin/segments',
      headers: owner,
      payload: { name: 'x', filter: { ordersAtLeast: -1 } },
    });
    expect(bad.statusCode).toBe(400);
  });
});
