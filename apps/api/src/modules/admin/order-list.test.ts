/**
 * The owner's order list (issue 29): filtered by shipping method and by ship-by day, sorted by
 * ship-by day (record 057), each order with its method, ship-by day and its refund and return
 * badges; a bad filter is a 400 with its reason.
 */
import { dayIn, shipByDay } from '@shop/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders } from '../../db/schema';
import { signedInUser } from '../../test/factories';
import {
  dearItems,
  markDelivered,
  ownerRefund,
  placeOrder,
  returnForm,
} from '../../test/paid-orders';
import { createTestApp } from '../../test/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let owner: Record<string, string>;
let customer: Awaited<ReturnType<typeof signedInUser>>;
let items: { id: string; quantity: number }[];

beforeAll(async () => {
  t = await createTestApp({ rateLimitScale: 100 });
  owner = (await signedInUser(t.app, t.db, { role: 'admin' })).headers;
  customer = await signedInUser(t.app, t.db);
  items = await dearItems(t.app, 1);
});
afterAll(() => t.close());

type Row = {
  id: string;
  status: string;
  shippingMethod: { code: string; name: string } | null;
  shipBy: string | null;
  refund: string | null;
  returns: string[];
};

const list = async (query: string) => {
  const res = await t.app.inject({
    url: `/api/admin/orders?pageSize=100&${query}`,
    headers: owner,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().orders as Row[];
};
const rowOf = async (id: string, query = '') => (await list(query)).find((o) => o.id === id);

const place = (method: string) =>
  placeOrder(t, customer.headers, items, { shippingMethod: method });
const DAY = 86_400_000;
/** Moves when an order was paid (and placed) `days` back. */
const paidDaysAgo = (id: string, days: number) => {
  const at = new Date(Date.now() - days * DAY);
  return t.db.update(orders).set({ paidAt: at, createdAt: at }).where(eq(orders.id, id));
};

describe('the order list by shipping method and ship-by day', () => {
  it('filters by method, and shows each order its method and ship-by day', async () => {
    const express = await place('express');
    const standard = await place('standard');
    const found = await list('method=express');
    expect(found.map((o) => o.id)).toContain(express.id);
    expect(found.map((o) => o.id)).not.toContain(standard.id);
    expect(found.every((o) => o.shippingMethod?.code === 'express')).toBe(true);
    expect(found.find((o) => o.id === express.id)).toMatchObject({
      shippingMethod: { code: 'express', name: 'Express' },
      shipBy: shipByDay(dayIn(t.config.shopTimeZone, express.paidAt!)),
    });
    expect((await list('method=standard')).map((o) => o.id)).toContain(standard.id);
    expect(await list('method=no-such-method')).toEqual([]);
  });

  it('sorts by ship-by day, earliest first, orders not ready last', async () => {
    const [recent, oldest, middle] = [
      await place('standard'),
      await place('express'),
      await place('standard'),
    ];
    await paidDaysAgo(recent.id, 1);
    await paidDaysAgo(oldest.id, 9);
    await paidDaysAgo(middle.id, 4);
    const rows = await list('sort=shipBy');
    const ids = rows.map((o) => o.id);
    expect(ids.indexOf(oldest.id)).toBeLessThan(ids.indexOf(middle.id));
    expect(ids.indexOf(middle.id)).toBeLessThan(ids.indexOf(recent.id));
    const days = rows.map((o) => o.shipBy);
    const ready = days.filter((d): d is string => d !== null);
    expect(ready).toEqual([...ready].sort());
    expect(days.slice(ready.length).every((d) => d === null)).toBe(true);
    // The newest first, as before, unless asked.
    const newest = (await list('')).map((o) => o.id);
    expect(newest.indexOf(recent.id)).toBeLessThan(newest.indexOf(oldest.id));
  });

  it('lists the orders due to ship today or overdue, and none already shipped', async () => {
    const late = await place('express');
    const fresh = await place('express');
    const shipped = await place('express');
    await paidDaysAgo(late.id, 8);
    await paidDaysAgo(shipped.id, 8);
    await t.db.update(orders).set({ status: 'shipped' }).where(eq(orders.id, shipped.id));
    const due = await list('shipBy=due');
    const ids = due.map((o) => o.id);
    expect(ids).toContain(late.id);
    expect(ids).not.toContain(fresh.id);
    expect(ids).not.toContain(shipped.id);
    const today = dayIn(t.config.shopTimeZone);
    expect(due.every((o) => o.shipBy !== null && o.shipBy <= today)).toBe(true);
    expect((await rowOf(fresh.id))!.shipBy! > today).toBe(true);
  });

  it('refuses a bad filter or sort with a 400 naming it', async () => {
    for (const [query, field] of [
      ['method=EXPRESS!', 'method'],
      ['sort=cheapest', 'sort'],
      ['shipBy=tomorrow', 'shipBy'],
      ['status=lost', 'status'],
    ] as const) {
      const res = await t.app.inject({ url: `/api/admin/orders?${query}`, headers: owner });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().success).toBe(false);
      expect(res.json().message, query).toMatch(/\w/);
      expect(JSON.stringify(res.json().errors ?? res.json()), query).toContain(field);
    }
  });
});

describe('the order list badges', () => {
  const refund = (orderId: string, amountMinor: number) =>
    ownerRefund(t.app, owner, orderId, {
      amountMinor,
      currency: 'INR',
      reason: 'Scuffed cover',
      method: 'store_credit',
    });

  it('marks a partly refunded and a fully refunded order, and leaves others bare', async () => {
    const partly = await place('standard');
    const fully = await place('standard');
    const untouched = await place('standard');
    expect((await refund(partly.id, 100_00)).statusCode).toBe(201);
    expect((await refund(fully.id, fully.totalCents)).statusCode).toBe(201);
    const rows = await list('');
    const badge = (id: string) => rows.find((o) => o.id === id)?.refund;
    expect(badge(partly.id)).toBe('partly_refunded');
    expect(badge(fully.id)).toBe('refunded');
    expect(badge(untouched.id)).toBeNull();
  });

  it("shows a return's status as it moves: requested, then approved", async () => {
    const order = await place('standard');
    await markDelivered(t.db, order.id);
    const [item] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    const photo = await sharp({
      create: { width: 64, height: 64, channels: 3, background: '#a33' },
    })
      .jpeg()
      .toBuffer();
    const form = returnForm(
      { reason: 'damaged', lines: JSON.stringify([{ itemId: item!.id, quantity: 1 }]) },
      photo,
    );
    const asked = await t.app.inject({
      method: 'POST',
      url: `/api/products/my-orders/${order.orderNumber}/returns`,
      headers: { ...customer.headers, ...form.headers },
      payload: form.payload,
    });
    expect(asked.statusCode, asked.body).toBe(201);
    expect(await rowOf(order.id)).toMatchObject({ returns: ['requested'], refund: null });
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/admin/returns/${asked.json().return.id}/approve`,
      headers: owner,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await rowOf(order.id))!.returns).toEqual(['approved']);
  });
});
