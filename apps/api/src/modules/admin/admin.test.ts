import { effectivePrice, type Product } from '@shop/shared';
import { desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, orders, products } from '../../db/schema';
import { buy } from '../../test/checkout';
import { signedInUser } from '../../test/factories';
import { createTestApp } from '../../test/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof signedInUser>>;
let customer: Awaited<ReturnType<typeof signedInUser>>;
let catalogue: Product[];

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInUser(t.app, t.db, { role: 'admin', name: 'Owner' });
  customer = await signedInUser(t.app, t.db);
  catalogue = (await t.app.inject({ method: 'GET', url: '/api/products/get-products' })).json()
    .products;
});
afterAll(() => t.close());

const as = (
  who: { headers: Record<string, string> },
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => t.app.inject({ method, url, headers: who.headers, ...(payload && { payload }) });

const newProduct = {
  title: 'Moon Phase Tracker 2027',
  description: 'Track the moon and your moods across a calm, lunar year.',
  category: 'trackers',
  price: 24.5,
  salePrice: null,
  countInStock: 12,
  featured: false,
  // The GST rate is the one kept for the HSN code (18% for 4820), not one sent with the form.
  hsnCode: '4820',
  shippingCost: 2,
  features: ['Lunar calendar', 'Mood grid'],
  colors: ['Indigo'],
  specifications: { Size: 'A5' },
};

function multipart(files: { name: string; data: Buffer; type: string }[]) {
  const boundary = 'adminboundary' + Date.now();
  const body = Buffer.concat([
    ...files.flatMap((f) => [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  return {
    payload: body,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('access', () => {
  // Every route of the module (26, across its area plugins): a plugin registered outside the
  // scope that holds the owner check would answer here instead of refusing.
  it.each([
    ['GET', '/api/admin/audit'],
    ['GET', '/api/admin/dashboard'],
    ['GET', '/api/admin/orders/export.csv'],
    ['GET', '/api/admin/products'],
    ['GET', '/api/admin/products/x'],
    ['POST', '/api/admin/products'],
    ['PUT', '/api/admin/products/x'],
    ['POST', '/api/admin/products/x/archive'],
    ['POST', '/api/admin/products/x/stock'],
    ['POST', '/api/admin/products/x/images'],
    ['PUT', '/api/admin/products/x/images/order'],
    ['DELETE', '/api/admin/products/x/images/y'],
    ['GET', '/api/admin/orders'],
    ['GET', '/api/admin/orders/x'],
    ['POST', '/api/admin/orders/x/status'],
    ['GET', '/api/admin/posts'],
    ['GET', '/api/admin/posts/x'],
    ['POST', '/api/admin/posts'],
    ['PUT', '/api/admin/posts/x'],
    ['POST', '/api/admin/posts/x/cover'],
    ['GET', '/api/admin/messages'],
    ['POST', '/api/admin/messages/x/read'],
    ['GET', '/api/admin/subscribers'],
    ['GET', '/api/admin/subscribers.csv'],
    ['GET', '/api/admin/reviews'],
    ['POST', '/api/admin/reviews/x/hidden'],
  ] as const)('refuses a customer on %s %s (403) and a visitor (401)', async (method, url) => {
    expect((await as(customer, method, url, method === 'GET' ? undefined : {})).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ method, url })).statusCode).toBe(401);
  });
});

describe('products', () => {
  it('creates a draft, publishes it, edits with a recorded stock change, and archives it out of the storefront', async () => {
    const bad = await as(admin, 'POST', '/api/admin/products', {
      ...newProduct,
      price: -1,
      salePrice: 30,
    });
    expect(bad.statusCode).toBe(400);
    const created = await as(admin, 'POST', '/api/admin/products', newProduct);
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    // A new product is a draft: in the owner's list, not in the shop, until it is published.
    const publicCall = () =>
      t.app.inject({ method: 'GET', url: `/api/products/get-products/${id}` });
    expect((await publicCall()).statusCode).toBe(404);
    const drafts = (await as(admin, 'GET', '/api/admin/products')).json().products;
    expect(drafts.find((p: { id: string }) => p.id === id)).toMatchObject({
      status: 'draft',
      active: false,
    });
    expect(
      (await as(admin, 'POST', `/api/admin/products/${id}/archive`, { archived: false }))
        .statusCode,
    ).toBe(200);
    expect((await as(admin, 'GET', `/api/admin/products/${id}`)).json().product.status).toBe(
      'live',
    );
    let shop = (await publicCall()).json().products;
    expect(shop).toMatchObject({
      title: newProduct.title,
      price: 24.5,
      countInStock: 12,
      taxPercent: 18,
    });
    expect(shop.specifications.colors).toEqual(['Indigo']);

    // Saving the form never moves stock: that goes only through recorded adjustments.
    const put = await as(admin, 'PUT', `/api/admin/products/${id}`, {
      ...newProduct,
      salePrice: 19.99,
      countInStock: 99,
    });
    expect(put.statusCode).toBe(200);
    expect((await as(admin, 'GET', `/api/admin/products/${id}`)).json().product).toMatchObject({
      salePrice: 19.99,
      countInStock: 12,
    });
    const added = await as(admin, 'POST', `/api/admin/products/${id}/stock`, {
      delta: 8,
      reason: 'New delivery',
    });
    expect(added.json()).toMatchObject({ countInStock: 20 });
    const detail = (await as(admin, 'GET', `/api/admin/products/${id}`)).json().product;
    expect(detail.adjustments[0]).toMatchObject({
      delta: 8,
      stockAfter: 20,
      reason: 'New delivery',
    });

    const stock = await as(admin, 'POST', `/api/admin/products/${id}/stock`, {
      delta: -25,
      reason: 'Damaged in storage',
    });
    expect(stock.statusCode).toBe(400);
    expect(
      (
        await as(admin, 'POST', `/api/admin/products/${id}/stock`, {
          delta: -5,
          reason: 'Damaged in storage',
        })
      ).json(),
    ).toMatchObject({ countInStock: 15 });

    expect(
      (await as(admin, 'POST', `/api/admin/products/${id}/archive`, { archived: true })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/products/get-products/${id}` })).statusCode,
    ).toBe(404);
    const list = (await t.app.inject({ method: 'GET', url: '/api/products/get-products' })).json()
      .products as Product[];
    expect(list.some((p) => p._id === id)).toBe(false);
    shop = (await as(admin, 'GET', '/api/admin/products?archived=true')).json();
    expect(shop.products.find((p: { id: string }) => p.id === id)).toMatchObject({
      status: 'archived',
    });
    // Archived products leave the owner's working list; drafts and live ones stay in it.
    const working = (await as(admin, 'GET', '/api/admin/products')).json().products;
    expect(working.some((p: { id: string }) => p.id === id)).toBe(false);
  });

  it('takes real images, re-encoded, and refuses anything else', async () => {
    const id = catalogue[0]!._id;
    const png = await sharp({
      create: { width: 2400, height: 1800, channels: 3, background: '#c0714f' },
    })
      .png()
      .toBuffer();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/products/${id}/images`,
      ...mergeHeaders(
        multipart([
          { name: 'a.png', data: png, type: 'image/png' },
          { name: 'b.png', data: png, type: 'image/png' },
        ]),
      ),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().files).toHaveLength(2);
    const detail = (await as(admin, 'GET', `/api/admin/products/${id}`)).json().product;
    expect(detail.images.length).toBe(catalogue[0]!.image.length + 2);
    const meta = await sharp(
      (await t.app.inject({ method: 'GET', url: `/image/products/${res.json().files[0]}` }))
        .rawPayload,
    ).metadata();
    // Kept at 1600 px for the zoomable viewer; its real size is on the image's row.
    expect(meta).toMatchObject({ format: 'webp', width: 1600, height: 1200 });
    const shown = (
      await t.app.inject({ method: 'GET', url: `/api/products/get-products/${id}` })
    ).json().products;
    expect(shown.images.at(-1)).toMatchObject({ width: 1600, height: 1200 });
    const pageSize = await sharp(
      (await t.app.inject({ method: 'GET', url: `/image/products/w800/${res.json().files[0]}` }))
        .rawPayload,
    ).metadata();
    expect(pageSize).toMatchObject({ format: 'webp', width: 800, height: 600 });

    const fake = await t.app.inject({
      method: 'POST',
      url: `/api/admin/products/${id}/images`,
      ...mergeHeaders(
        multipart([
          { name: 'x.jpg', data: Buffer.from('not an image at all'), type: 'image/jpeg' },
        ]),
      ),
    });
    expect(fake.statusCode).toBe(400);
    const reordered = [...detail.images].reverse().map((i: { id: string }) => i.id);
    expect(
      (await as(admin, 'PUT', `/api/admin/products/${id}/images/order`, { imageIds: reordered }))
        .statusCode,
    ).toBe(200);
    const first = (
      await t.app.inject({ method: 'GET', url: `/api/products/get-products/${id}` })
    ).json().products.image[0];
    expect(first).toBe(detail.images.at(-1).file);
  });
});

function mergeHeaders(body: { payload: Buffer; headers: Record<string, string> }) {
  return { payload: body.payload, headers: { ...admin.headers, ...body.headers } };
}

describe('orders', () => {
  it('moves along the allowed path, refuses illegal moves, and shows shipping to the customer', async () => {
    const p = catalogue.find((x) => x.countInStock > 5)!;
    const { orderNumber, internalOrderId } = await buy(t.app, customer.headers, [
      { id: p._id, quantity: 1 },
    ]);
    const found = (await as(admin, 'GET', `/api/admin/orders?q=${orderNumber.slice(-6)}`)).json();
    expect(found.orders.map((o: { orderNumber: string }) => o.orderNumber)).toContain(orderNumber);
    // A rupee order's total is in the shop's currency, as charged (record 036).
    const row = found.orders.find((o: { orderNumber: string }) => o.orderNumber === orderNumber);
    expect(row.total).toEqual({ amount: row.charged.amount, currency: 'INR' });
    const detail = (await as(admin, 'GET', `/api/admin/orders/${internalOrderId}`)).json();
    expect(detail.order).toMatchObject({ currency: 'INR', taxIncluded: true });
    expect(detail.order.orderItems[0].price).toBe(effectivePrice(p));

    const illegal = await as(admin, 'POST', `/api/admin/orders/${internalOrderId}/status`, {
      status: 'delivered',
    });
    expect(illegal.statusCode).toBe(409);
    // The owner's word for a paid, unstarted order is the shopper's: 'placed'.
    expect(illegal.json().message).toBe('An order that is placed cannot become delivered.');
    expect(
      (
        await as(admin, 'POST', `/api/admin/orders/${internalOrderId}/status`, {
          status: 'processing',
        })
      ).statusCode,
    ).toBe(200);
    const noTracking = await as(admin, 'POST', `/api/admin/orders/${internalOrderId}/status`, {
      status: 'shipped',
    });
    expect(noTracking.statusCode).toBe(400);
    const shipped = await as(admin, 'POST', `/api/admin/orders/${internalOrderId}/status`, {
      status: 'shipped',
      trackingNumber: 'DTDC123456789IN',
      estimatedDelivery: '2026-12-01',
    });
    expect(shipped.json().order.next).toEqual(['out_for_delivery', 'delivered']);

    const track = (
      await t.app.inject({
        method: 'GET',
        url: `/api/products/my-orders/${orderNumber}`,
        headers: customer.headers,
      })
    ).json().track;
    expect(track.trackingNumber).toBe('DTDC123456789IN');
    expect(track.status.Shipped).toEqual(expect.any(String));
    expect(track.status.Processing).toEqual(expect.any(String));
    expect(track.estimatedDate.slice(0, 10)).toBe('2026-12-01');
    expect(
      (
        await as(admin, 'POST', `/api/admin/orders/${internalOrderId}/status`, {
          status: 'cancelled',
        })
      ).statusCode,
    ).toBe(409);
  });

  it('cancelling a paid order gives its stock back and flags a refund', async () => {
    const p = catalogue.find((x) => x.countInStock > 5 && x._id !== catalogue[0]!._id)!;
    const before = await t.app.services.payments.stockOf(p._id);
    const { internalOrderId } = await buy(t.app, customer.headers, [{ id: p._id, quantity: 2 }]);
    expect(await t.app.services.payments.stockOf(p._id)).toBe(before - 2);
    expect(
      (
        await as(admin, 'POST', `/api/admin/orders/${internalOrderId}/status`, {
          status: 'cancelled',
          note: 'Customer asked',
        })
      ).statusCode,
    ).toBe(200);
    expect(await t.app.services.payments.stockOf(p._id)).toBe(before);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, internalOrderId));
    expect(row).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refund_due',
      refundReason: 'Customer asked',
    });
  });

  it('reports revenue per day on the dashboard', async () => {
    const dash = (await as(admin, 'GET', '/api/admin/dashboard')).json();
    expect(dash.series).toHaveLength(30);
    expect(dash.totals.orders).toBeGreaterThanOrEqual(1);
    expect(dash.bestSellers.length).toBeGreaterThan(0);
  });
});

describe('content', () => {
  it('exports confirmed subscribers only, with their proof of consent, as CSV neutralising formulas', async () => {
    const signUp = (email: string) =>
      t.app.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload: { email } });
    const confirm = async (email: string) => {
      const [mail] = await t.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, email))
        .orderBy(desc(mailOutbox.createdAt));
      const link = /\/api\/newsletter\/confirm\?token=[\w-]+/.exec(mail!.text)![0];
      expect((await t.app.inject({ url: link })).statusCode).toBe(200);
    };
    await signUp('reader@example.com');
    await signUp('=cmd@example.com');
    await signUp('unconfirmed@example.com');
    await confirm('reader@example.com');
    await confirm('=cmd@example.com');
    const csv = await as(admin, 'GET', '/api/admin/subscribers.csv');
    expect(csv.headers['content-type']).toContain('text/csv');
    const [header, ...lines] = csv.body.trim().split('\r\n');
    expect(header).toBe(
      'email,status,subscribed_at,source,consent_ip,confirmed_at,confirm_ip,unsubscribed_at,unsubscribe_ip',
    );
    expect(lines.find((l) => l.startsWith('reader@example.com,'))).toMatch(
      /^reader@example\.com,subscribed,\d{4}-[^,]+,footer,[^,]+,\d{4}-[^,]+,[^,]+,,$/,
    );
    expect(csv.body).toContain(`"'=cmd@example.com"`);
    expect(csv.body).not.toContain('unconfirmed@example.com');
    const list = (await as(admin, 'GET', '/api/admin/subscribers')).json().subscribers;
    expect(list.map((s: { email: string }) => s.email)).not.toContain('unconfirmed@example.com');
  });

  it('hides an abusive review and recomputes the rating', async () => {
    const p = catalogue.find((x) => x.countInStock > 5)!;
    for (const [rating, who] of [
      [5, customer],
      [1, await signedInUser(t.app, t.db)],
    ] as const) {
      if (who !== customer) await buy(t.app, who.headers, [{ id: p._id, quantity: 1 }]);
      else await buy(t.app, customer.headers, [{ id: p._id, quantity: 1 }]);
      const boundary = 'r' + rating;
      const body = `--${boundary}\r\nContent-Disposition: form-data; name="rating"\r\n\r\n${rating}\r\n--${boundary}\r\nContent-Disposition: form-data; name="comment"\r\n\r\nReview ${rating}\r\n--${boundary}--\r\n`;
      await t.app.inject({
        method: 'POST',
        url: `/api/products/review-product/${p._id}`,
        headers: { ...who.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: body,
      });
    }
    const rating = async () =>
      (await t.db.select({ r: products.rating }).from(products).where(eq(products.id, p._id)))[0]!
        .r;
    expect(await rating()).toBe(3);
    const review = (await as(admin, 'GET', '/api/admin/reviews'))
      .json()
      .reviews.find(
        (r: { rating: number; productId: string }) => r.rating === 1 && r.productId === p._id,
      );
    expect(
      (await as(admin, 'POST', `/api/admin/reviews/${review.id}/hidden`, { hidden: true }))
        .statusCode,
    ).toBe(200);
    expect(await rating()).toBe(5);
    const visible = (
      await t.app.inject({ method: 'GET', url: `/api/products/get-reviews/${p._id}` })
    ).json();
    expect(visible.count).toBe(1);
  });

  it('creates and publishes a post that then appears on the blog', async () => {
    const post = {
      title: 'A Slow Sunday Reset',
      excerpt: 'Ten quiet minutes to plan a calmer week.',
      category: 'Habits',
      author: 'Owner',
      tags: ['planning'],
      content: '## Why\n\nA weekly reset keeps the week kind. '.repeat(3),
      published: false,
    };
    const created = await as(admin, 'POST', '/api/admin/posts', post);
    expect(created.statusCode).toBe(201);
    const slug = created.json().slug;
    const cover = (await as(admin, 'GET', `/api/admin/posts/${created.json().id}`)).json().post
      .image;
    expect((await t.app.inject({ method: 'GET', url: `/image/blogs/${cover}` })).statusCode).toBe(
      200,
    );
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/blogs/get-blogs/${slug}` })).statusCode,
    ).toBe(404);
    await as(admin, 'PUT', `/api/admin/posts/${created.json().id}`, { ...post, published: true });
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/blogs/get-blogs/${slug}` })).json().blog
        .title,
    ).toBe('A Slow Sunday Reset');
  });
});
