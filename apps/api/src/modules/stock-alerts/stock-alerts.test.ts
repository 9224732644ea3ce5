/**
 * "Notify me" (issue 26, record 040): a visitor confirms by mail, a signed-in shopper in one click,
 * only for a sold-out variant; a restock by any path (the owner's adjustment, a cancellation) mails
 * each waiting confirmed address once, and a later restock does not mail them again.
 */
import { STOCK_ALERT_MESSAGES, type Product } from '@shop/shared';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox, products, productVariants, stockAlerts } from '../../db/schema';
import { buy } from '../../test/checkout';
import { latestMail, signedInUser, TEST_PASSWORD } from '../../test/factories';
import { createTestApp } from '../../test/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let owner: Record<string, string>;
let journal: Product;
const JOURNAL = 'dot-grid-bullet-journal-a5';

beforeAll(async () => {
  t = await createTestApp();
  owner = (await signedInUser(t.app, t.db, { role: 'admin', name: 'Owner' })).headers;
  journal = (await t.app.inject({ url: `/api/products/get-products/${JOURNAL}` })).json().products;
});
afterAll(() => t.close());

const variantOf = (colour: string, ruling: string) =>
  journal.variants!.find((v) => v.options.Colour === colour && v.options.Ruling === ruling)!;
/** The seed's sold-out variant. */
const soldOut = () => variantOf('Terracotta', 'Ruled')._id;

let requests = 0;
/** Each call from its own address: the route's rate limit is tested on its own. */
const notifyMe = (
  variantId: string,
  payload: object = {},
  headers: Record<string, string> = {},
  productId = journal._id,
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/products/${productId}/variants/${variantId}/notify-me`,
    headers,
    payload,
    remoteAddress: `10.1.${Math.floor(++requests / 250)}.${requests % 250}`,
  });

const adjust = (variantId: string, delta: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/products/${journal._id}/stock`,
    headers: owner,
    payload: {
      delta,
      reason: delta > 0 ? 'Restock from the printer' : 'Sold at a fair',
      variantId,
    },
  });

/** Runs the worker as every instance does after a stock change, until it is idle. */
async function deliverAlerts() {
  await t.app.services.stockAlerts.deliverDue();
  await t.app.services.stockAlerts.idle();
}

const restockMails = () =>
  t.db.select().from(mailOutbox).where(like(mailOutbox.subject, '%is back in stock'));

/** A visitor's request, confirmed through the link in the mail. */
async function confirmedVisitor(email: string, variantId = soldOut()) {
  expect((await notifyMe(variantId, { email })).json().status).toBe('confirm-email');
  const token = /stock-alerts\/confirm\?token=(\S+)/.exec((await latestMail(t.db, email)).text)![1];
  const page = await t.app.inject({ url: `/api/stock-alerts/confirm?token=${token}` });
  expect(page.statusCode).toBe(200);
  return token!;
}

beforeEach(async () => {
  // Each test starts from the seed's state: the variant sold out and nobody waiting.
  await t.db.delete(stockAlerts);
  await t.db.delete(mailOutbox);
  const stock = await stockOf(soldOut());
  if (stock > 0) expect((await adjust(soldOut(), -stock)).statusCode).toBe(200);
});

async function stockOf(variantId: string) {
  const [row] = await t.db
    .select({ stock: productVariants.countInStock })
    .from(productVariants)
    .where(eq(productVariants.id, variantId));
  return row!.stock;
}

describe('asking to be told', () => {
  it('asks a visitor to confirm by mail, then keeps the confirmed address once', async () => {
    const res = await notifyMe(soldOut(), { email: 'Mira@Example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      status: 'confirm-email',
      message: 'Check your inbox to confirm.',
    });
    const mail = await latestMail(t.db, 'Mira@Example.com');
    expect(mail.subject).toBe(
      'Please confirm: tell me when Dot Grid Bullet Journal A5 — Terracotta / Ruled is back',
    );
    const [row] = await t.db.select().from(stockAlerts);
    expect(row).toMatchObject({ confirmedAt: null, notifiedAt: null });
    const token = /stock-alerts\/confirm\?token=(\S+)/.exec(mail.text)![1]!;
    expect(row!.tokenHash).not.toContain(token);

    const page = await t.app.inject({ url: `/api/stock-alerts/confirm?token=${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("You're on the list");
    const [confirmed] = await t.db.select().from(stockAlerts);
    expect(confirmed!.confirmedAt).toBeInstanceOf(Date);
    expect(confirmed!.tokenHash).toBeNull();
    expect(
      (await t.app.inject({ url: `/api/stock-alerts/confirm?token=${token}` })).statusCode,
    ).toBe(404);

    // Asking again, in other letters, is the same request: nothing more is mailed.
    const again = await notifyMe(soldOut(), { email: 'mira@example.com' });
    expect(again.json()).toMatchObject({
      status: 'subscribed',
      message: "We'll e-mail you when it's back.",
    });
    expect(await t.db.select().from(stockAlerts)).toHaveLength(1);
    expect(await t.db.select().from(mailOutbox)).toHaveLength(1);
  });

  it("takes a signed-in shopper's account address in one click", async () => {
    const shopper = await signedInUser(t.app, t.db);
    const res = await notifyMe(soldOut(), {}, shopper.headers);
    expect(res.json()).toEqual({
      success: true,
      status: 'subscribed',
      message: "We'll e-mail you when it's back.",
    });
    const [row] = await t.db.select().from(stockAlerts);
    expect(row).toMatchObject({ email: shopper.user.email, userId: shopper.user.id });
    expect(row!.confirmedAt).toBeInstanceOf(Date);
    expect(await t.db.select().from(mailOutbox)).toHaveLength(0);
    expect((await notifyMe(soldOut(), {}, shopper.headers)).json().status).toBe('subscribed');
    expect(await t.db.select().from(stockAlerts)).toHaveLength(1);
  });

  it('refuses a variant in stock, an unknown one and a visitor without an address', async () => {
    const inStock = await notifyMe(variantOf('Charcoal', 'Dotted')._id, { email: 'a@example.com' });
    expect(inStock.statusCode).toBe(409);
    expect(inStock.json().message).toBe(STOCK_ALERT_MESSAGES.inStock);

    const noEmail = await notifyMe(soldOut(), {});
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().message).toBe('Please enter a valid email address.');
    expect((await notifyMe(soldOut(), { email: 'not-an-address' })).statusCode).toBe(400);

    const unknown = '00000000-0000-4000-8000-000000000000';
    const cases = [
      notifyMe('not-a-uuid', { email: 'a@example.com' }),
      notifyMe(unknown, { email: 'a@example.com' }),
      notifyMe(soldOut(), { email: 'a@example.com' }, {}, 'not-a-uuid'),
      notifyMe(soldOut(), { email: 'a@example.com' }, {}, unknown),
    ];
    for (const res of await Promise.all(cases)) {
      expect(res.statusCode).toBe(404);
      expect(res.json().success).toBe(false);
    }
    // A variant of another product is not this product's.
    const other = (await t.app.inject({ url: '/api/products/get-products' }))
      .json()
      .products.find((p: Product) => p._id !== journal._id);
    const mismatched = await notifyMe(soldOut(), { email: 'a@example.com' }, {}, other._id);
    expect(mismatched.json().message).toBe(STOCK_ALERT_MESSAGES.variantNotFound);
    // A product off sale is not found.
    await t.db.update(products).set({ active: false }).where(eq(products.id, journal._id));
    const offSale = await notifyMe(soldOut(), { email: 'a@example.com' });
    await t.db.update(products).set({ active: true }).where(eq(products.id, journal._id));
    expect(offSale.statusCode).toBe(404);
    expect(await t.db.select().from(stockAlerts)).toHaveLength(0);
  });

  it('limits how often one address asks', async () => {
    const ask = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/products/${journal._id}/variants/${soldOut()}/notify-me`,
        payload: { email: 'limit@example.com' },
        remoteAddress: '10.9.9.9',
      });
    for (let i = 0; i < 10; i++) expect((await ask()).statusCode).toBe(200);
    expect((await ask()).statusCode).toBe(429);
  });
});

describe('when the variant is back', () => {
  it("mails each waiting confirmed address once after the owner's restock, and not again", async () => {
    const shopper = await signedInUser(t.app, t.db);
    await notifyMe(soldOut(), {}, shopper.headers);
    await confirmedVisitor('ravi@example.com');
    await notifyMe(soldOut(), { email: 'unconfirmed@example.com' });

    expect((await adjust(soldOut(), 5)).statusCode).toBe(200);
    await deliverAlerts();
    await deliverAlerts();
    const mails = await restockMails();
    expect(mails.map((m) => m.to).sort()).toEqual([shopper.user.email, 'ravi@example.com'].sort());
    const mail = mails[0]!;
    expect(mail.subject).toBe('Dot Grid Bullet Journal A5 — Terracotta / Ruled is back in stock');
    expect(mail.text).toContain(`${t.config.publicUrl}/products/${JOURNAL}?variant=${soldOut()}`);
    expect(mail.text).toMatch(/To stop these .*\/api\/stock-alerts\/stop\?token=/);
    expect(mail.html).toContain('Mindful Marks');

    // Sold out and back again: those already told are not told twice.
    expect((await adjust(soldOut(), -5)).statusCode).toBe(200);
    expect((await adjust(soldOut(), 3)).statusCode).toBe(200);
    await deliverAlerts();
    expect(await restockMails()).toHaveLength(2);

    // Asking again once it is sold out again re-arms the request.
    expect((await adjust(soldOut(), -3)).statusCode).toBe(200);
    expect((await notifyMe(soldOut(), {}, shopper.headers)).json().status).toBe('subscribed');
    expect((await adjust(soldOut(), 1)).statusCode).toBe(200);
    await deliverAlerts();
    const third = await restockMails();
    expect(third.filter((m) => m.to === shopper.user.email)).toHaveLength(2);
    expect(third).toHaveLength(3);
  });

  it('mails after a cancellation gives the last unit back', async () => {
    const buyer = await signedInUser(t.app, t.db);
    const last = variantOf('Sage', 'Ruled')._id;
    const stock = await stockOf(last);
    expect((await adjust(last, 1 - stock)).statusCode).toBe(200);
    const lines = [{ id: journal._id, variantId: last, quantity: 1 }];
    const { orderNumber } = await buy(t.app, buyer.headers, lines);
    expect(await stockOf(last)).toBe(0);
    await confirmedVisitor('sage.fan@example.com', last);

    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/products/my-orders/${orderNumber}/cancel`,
      headers: buyer.headers,
    });
    expect(cancelled.statusCode).toBe(200);
    await deliverAlerts();
    const mails = await restockMails();
    expect(mails.map((m) => m.to)).toEqual(['sage.fan@example.com']);
    expect(mails[0]!.subject).toBe('Dot Grid Bullet Journal A5 — Sage / Ruled is back in stock');
    await adjust(last, stock - 1);
  });

  it('mails at once an address confirmed after the restock', async () => {
    expect((await notifyMe(soldOut(), { email: 'late@example.com' })).json().status).toBe(
      'confirm-email',
    );
    await adjust(soldOut(), 2);
    await deliverAlerts();
    expect(await restockMails()).toHaveLength(0);
    const token = /confirm\?token=(\S+)/.exec(
      (await latestMail(t.db, 'late@example.com')).text,
    )![1];
    await t.app.inject({ url: `/api/stock-alerts/confirm?token=${token}` });
    await deliverAlerts();
    expect((await restockMails()).map((m) => m.to)).toEqual(['late@example.com']);
  });

  it("forgets a request through the restock mail's stop link", async () => {
    await confirmedVisitor('stop@example.com');
    await adjust(soldOut(), 1);
    await deliverAlerts();
    const [mail] = await restockMails();
    const link = /(\/api\/stock-alerts\/stop\?token=\S+)/.exec(mail!.text)![1]!;
    const page = await t.app.inject({ url: link });
    expect(page.statusCode).toBe(200);
    expect(await t.db.select().from(stockAlerts)).toHaveLength(0);
    const forged = await t.app.inject({ url: `${link.slice(0, -4)}AAAA` });
    expect(forged.statusCode).toBe(404);
  });
});

describe("the owner's count and the shopper's data", () => {
  it('counts confirmed waiting shoppers per variant for the owner only', async () => {
    await confirmedVisitor('one@example.com');
    await confirmedVisitor('two@example.com');
    await notifyMe(soldOut(), { email: 'three@example.com' });
    const res = await t.app.inject({ url: '/api/admin/stock-alerts', headers: owner });
    expect(res.statusCode).toBe(200);
    expect(res.json().variants).toEqual([
      expect.objectContaining({
        productId: journal._id,
        title: 'Dot Grid Bullet Journal A5',
        variantId: soldOut(),
        options: { Colour: 'Terracotta', Ruling: 'Ruled' },
        countInStock: 0,
        waiting: 2,
      }),
    ]);
    const shopper = await signedInUser(t.app, t.db);
    expect(
      (await t.app.inject({ url: '/api/admin/stock-alerts', headers: shopper.headers })).statusCode,
    ).toBe(403);
  });

  it("exports a shopper's requests and forgets them with the account", async () => {
    const shopper = await signedInUser(t.app, t.db);
    await notifyMe(soldOut(), {}, shopper.headers);
    const data = (
      await t.app.inject({ url: '/api/users/me/data', headers: shopper.headers })
    ).json();
    expect(data.backInStockAlerts).toEqual([
      expect.objectContaining({
        product: 'Dot Grid Bullet Journal A5',
        options: { Colour: 'Terracotta', Ruling: 'Ruled' },
        email: shopper.user.email,
        notifiedAt: null,
      }),
    ]);
    const deleted = await t.app.inject({
      method: 'POST',
      url: '/api/users/me/delete',
      headers: shopper.headers,
      payload: { password: TEST_PASSWORD, reviews: 'keep' },
    });
    expect(deleted.statusCode).toBe(200);
    expect(
      await t.db.select().from(stockAlerts).where(eq(stockAlerts.userId, shopper.user.id)),
    ).toHaveLength(0);
  });
});
