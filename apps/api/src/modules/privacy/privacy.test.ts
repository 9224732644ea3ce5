import type { Product } from '@shop/shared';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountDeletions,
  contactMessages,
  mailOutbox,
  newsletterSubscribers,
  orders,
  passwordResets,
  products,
  reviews,
  users,
} from '../../db/schema';
import { effectivePrice, fromMinor, SUPPORT } from '@shop/shared';
import { createIntent, payWithSandbox, SHIPPING, verify } from '../../test/checkout';
import { loginAs, signedInUser, TEST_PASSWORD, setStock } from '../../test/factories';
import { pdfText } from '../../test/pdf-text';
import { createTestApp } from '../../test/test-app';
import { refreshProductRating } from '../reviews';

let t: Awaited<ReturnType<typeof createTestApp>>;
let owner: Record<string, string>;
let journal: Product;
beforeAll(async () => {
  // Six customers write to the shop from one address: more than the contact form's limit.
  t = await createTestApp({ rateLimitScale: 100 });
  owner = (await signedInUser(t.app, t.db, { role: 'admin' })).headers;
  const catalogue = (await t.app.inject({ url: '/api/products/get-products' })).json()
    .products as Product[];
  journal = catalogue.find((p) => p.category.slug === 'journals' && p.countInStock > 0)!;
  await setStock(t.db, journal._id, 500);
});
afterAll(() => t.close());

/**
 * A customer with an order (its receipt sent to a second address of theirs), a review, a
 * newsletter subscription and a contact message.
 */
async function customerWithHistory(name: string) {
  const email = `${name.toLowerCase()}.${Date.now()}@example.com`;
  const receiptEmail = `${name.toLowerCase()}.receipts.${Date.now()}@example.net`;
  const shopper = await signedInUser(t.app, t.db, {
    name,
    email,
    number: '+91 90000 11111',
    shippingAddress: {
      street: `${name} Street 1`,
      city: 'Pune',
      state: 'Maharashtra',
      zipCode: '411001',
      country: 'India',
    },
  });
  const shipping = {
    ...SHIPPING,
    firstName: name,
    lastName: 'Tester',
    email,
    address: `${name} Street 1`,
    city: 'Pune',
    state: 'Maharashtra',
    zipCode: '411001',
  };
  const intent = (
    await createIntent(t.app, shopper.headers, [{ id: journal._id, quantity: 1 }], {
      shipping,
      receipt_email: receiptEmail,
    })
  ).json();
  const payment = (await payWithSandbox(t.app, shopper.headers, intent.order_id)).json();
  const verified = await verify(t.app, shopper.headers, payment, intent.internalOrderId);
  expect(verified.statusCode, verified.body).toBe(200);
  const orderNumber = verified.json().orderNumber as string;
  await t.db.insert(reviews).values({
    productId: journal._id,
    userId: shopper.user.id,
    rating: 2,
    title: `${name}'s verdict`,
    comment: `${name} wrote this review.`,
  });
  await refreshProductRating(t.db, journal._id);
  await t.app.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload: { email } });
  expect((await sendContactMessage(name, email)).statusCode).toBe(201);
  await t.db.insert(passwordResets).values({
    userId: shopper.user.id,
    kind: 'code',
    secretHash: 'x',
    expiresAt: new Date(Date.now() + 60_000),
  });
  return {
    ...shopper,
    email,
    receiptEmail,
    name,
    orderNumber,
    orderId: intent.internalOrderId as string,
  };
}

const sendContactMessage = (name: string, email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/contact/send-message',
    payload: { name, email, subject: `${name} asks`, message: `A question from ${name}.` },
  });

const exportOf = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/users/me/data', headers });

const deleteAccount = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/users/me/delete', headers, payload });

describe('Download my data', () => {
  it("holds exactly the customer's data, and nobody else's", async () => {
    const meera = await customerWithHistory('Meera');
    const ravi = await customerWithHistory('Ravi');
    const res = await exportOf(meera.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="mindful-marks-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = res.json();
    expect(data.profile).toMatchObject({ name: 'Meera', email: meera.email, signIn: 'password' });
    expect(data.addresses).toEqual([expect.objectContaining({ street: 'Meera Street 1' })]);
    expect(data.orders).toHaveLength(1);
    expect(data.orders[0]).toMatchObject({
      orderNumber: meera.orderNumber,
      // In the currency charged, GST inside, as the order pages show it (record 036).
      currency: 'INR',
      taxIncluded: true,
      items: [{ title: journal.title, quantity: 1, unitPrice: effectivePrice(journal) }],
    });
    expect(data.orders[0].total).toBe(fromMinor(data.orders[0].charged.amountMinor));
    expect(data.reviews).toEqual([
      expect.objectContaining({ product: journal.title, comment: 'Meera wrote this review.' }),
    ]);
    expect(data.newsletter).toMatchObject({ email: meera.email });
    expect(data.contactMessages).toEqual([
      expect.objectContaining({ subject: 'Meera asks', message: 'A question from Meera.' }),
    ]);
    const text = res.body;
    for (const other of [ravi.email, 'Ravi', ravi.orderNumber]) expect(text).not.toContain(other);
    expect((await exportOf({})).statusCode).toBe(401);
  });
});

describe('Delete my account', () => {
  it('has decided, for every column of users and orders, whether it is personal', () => {
    // A new column fails this test until it is sorted here, and deletion handles it if personal.
    const personal = {
      users: [
        'name',
        'email',
        'number',
        'gender',
        'passwordHash',
        'googleSub',
        'pictureUrl',
        'shippingAddress',
        'totpSecret',
        'totpPendingSecret',
        'totpEnabledAt',
        'totpLastStep',
      ],
      orders: ['receiptEmail', 'shippingAddress', 'notes', 'buyerGstin', 'buyerLegalName'],
    };
    const notPersonal = {
      users: [
        'id',
        'isLoginFromProvider',
        'role',
        'tokenVersion',
        'deletedAt',
        'createdAt',
        'updatedAt',
      ],
      orders: Object.keys(getTableColumns(orders)).filter((c) => !personal.orders.includes(c)),
    };
    expect(Object.keys(getTableColumns(users)).sort()).toEqual(
      [...personal.users, ...notPersonal.users].sort(),
    );
    // Orders: everything else is amounts, statuses, gateway references and timestamps; the
    // carrier's name is the courier company's (record 058).
    expect(
      notPersonal.orders.filter((c) => /name|email|address|phone|number|note/i.test(c)),
    ).toEqual(['orderNumber', 'shippingMethodName', 'trackingNumber', 'carrierName']);
  });

  it('refuses a wrong password and changes nothing; an owner cannot delete itself', async () => {
    const asha = await customerWithHistory('Asha');
    const wrong = await deleteAccount(asha.headers, { password: 'not-it', reviews: 'keep' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(
      'That password is not right. Your account has not been deleted.',
    );
    expect((await exportOf(asha.headers)).json().profile.email).toBe(asha.email);
    const missing = await deleteAccount(asha.headers, { password: TEST_PASSWORD });
    expect(missing.statusCode).toBe(400);
    const ownerTry = await deleteAccount(owner, { password: TEST_PASSWORD, reviews: 'keep' });
    expect(ownerTry.statusCode).toBe(403);
  });

  it('erases or anonymises every personal field in one go; the invoice keeps the buyer for the owner', async () => {
    const kiran = await customerWithHistory('Kiran');
    // Bought for a sole proprietorship (issue 27): the GSTIN holds Kiran's PAN.
    await t.db
      .update(orders)
      .set({ buyerGstin: '27AAPFU0939F1ZV', buyerLegalName: 'Kiran Traders' })
      .where(eq(orders.id, kiran.orderId));
    const res = await deleteAccount(kiran.headers, { password: TEST_PASSWORD, reviews: 'keep' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toMatch(/^Your account has been deleted\./);
    expect([res.headers['set-cookie']].flat().join('\n')).toMatch(/user_access_token=;/);

    // Every column that held something about Kiran, one by one.
    const [user] = await t.db.select().from(users).where(eq(users.id, kiran.user.id));
    expect(user).toMatchObject({
      name: 'Former customer',
      email: `deleted-${kiran.user.id}@deleted.invalid`,
      number: '',
      gender: '',
      passwordHash: null,
      googleSub: null,
      pictureUrl: null,
      shippingAddress: null,
    });
    expect(user!.deletedAt).toBeInstanceOf(Date);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, kiran.orderId));
    expect(order!.receiptEmail).toBe(`deleted-${kiran.user.id}@deleted.invalid`);
    expect(order!.shippingAddress).toEqual({ country: 'India', state: 'Maharashtra' });
    expect(order!.notes).toBe('');
    expect(order).toMatchObject({ buyerGstin: null, buyerLegalName: null });
    expect(order!.totalCents).toBeGreaterThan(0);
    const leftovers = async (table: typeof newsletterSubscribers | typeof contactMessages) =>
      (
        await t.db
          .select()
          .from(table)
          .where(sql`lower(${table.email}) = ${kiran.email}`)
      ).length;
    expect(await leftovers(newsletterSubscribers)).toBe(0);
    expect(await leftovers(contactMessages)).toBe(0);
    expect(
      await t.db.select().from(passwordResets).where(eq(passwordResets.userId, kiran.user.id)),
    ).toEqual([]);
    expect(
      await t.db
        .select()
        .from(mailOutbox)
        .where(sql`lower(${mailOutbox.to}) = ${kiran.email}`),
    ).toEqual([]);
    // The kept review now reads as a former customer's.
    const shown = await t.app.inject({ url: `/api/products/get-reviews/${journal._id}` });
    expect(JSON.stringify(shown.json())).toContain('Kiran wrote this review.');
    expect(JSON.stringify(shown.json())).not.toMatch(/"Kiran"/);

    // Signed out, and cannot sign in again.
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/users/fetch', headers: kiran.headers }))
        .statusCode,
    ).toBe(401);
    await expect(loginAs(t.app, kiran.email)).rejects.toThrow();

    // The owner still downloads the tax invoice, naming the buyer.
    const invoice = await t.app.inject({
      url: `/api/products/my-orders/${kiran.orderNumber}/invoice.pdf`,
      headers: owner,
    });
    expect(invoice.statusCode).toBe(200);
    const text = await pdfText(invoice.rawPayload);
    expect(text).toContain('Kiran Tester');
    expect(text).toContain('Kiran Street 1');

    // And sees the deletion in the audit list.
    const audit = await t.app.inject({ url: '/api/admin/account-deletions', headers: owner });
    expect(audit.json().deletions[0]).toMatchObject({
      userId: kiran.user.id,
      ordersKept: 1,
      reviews: 'kept',
      reviewsCount: 1,
    });
    expect(
      (await t.app.inject({ url: '/api/admin/account-deletions', headers: kiran.headers }))
        .statusCode,
    ).toBe(401);
  });

  it("removes the reviews when asked, and the product's rating forgets them", async () => {
    const reviewCount = async () =>
      (await t.db.select().from(products).where(eq(products.id, journal._id)))[0]!.reviewsCount;
    const dev = await customerWithHistory('Dev');
    const withReview = await reviewCount();
    const res = await deleteAccount(dev.headers, { password: TEST_PASSWORD, reviews: 'remove' });
    expect(res.statusCode).toBe(200);
    expect(await t.db.select().from(reviews).where(eq(reviews.userId, dev.user.id))).toEqual([]);
    expect(await reviewCount()).toBe(withReview - 1);
    const [audit] = await t.db
      .select()
      .from(accountDeletions)
      .where(eq(accountDeletions.userId, dev.user.id));
    expect(audit).toMatchObject({ reviews: 'removed', reviewsCount: 1 });
    // Deleting twice finds no account.
    expect(
      (await deleteAccount(dev.headers, { password: TEST_PASSWORD, reviews: 'keep' })).statusCode,
    ).toBe(401);
  });

  it('leaves no mail to or about the customer in the outbox, and every other mail where it was', async () => {
    const nisha = await customerWithHistory('Nisha');
    // Someone else, whose address holds Nisha's inside it, writes to the shop too.
    const neighbour = `a${nisha.email}`;
    expect((await sendContactMessage('Anita', neighbour)).statusCode).toBe(201);
    const before = await t.db.select().from(mailOutbox);
    const hers = before.filter(
      (m) =>
        m.to === nisha.email ||
        m.subject.includes(nisha.orderNumber) ||
        m.text.includes(`<${nisha.email}>`),
    );
    // Her order confirmation went to her second address; the shop kept a copy of her message.
    expect(hers).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          to: nisha.receiptEmail,
          subject: expect.stringContaining(`Order ${nisha.orderNumber} confirmed`),
        }),
        expect.objectContaining({ to: SUPPORT.email, subject: 'Contact form: Nisha asks' }),
        expect.objectContaining({ to: nisha.email }),
      ]),
    );

    const res = await deleteAccount(nisha.headers, { password: TEST_PASSWORD, reviews: 'keep' });
    expect(res.statusCode).toBe(200);

    const after = await t.db.select().from(mailOutbox);
    for (const mail of after) {
      const everything = [mail.to, mail.subject, mail.text, mail.html].join('\n');
      expect(everything).not.toContain(nisha.orderNumber);
      expect(everything).not.toContain(nisha.receiptEmail);
      expect(everything.replaceAll(neighbour, '')).not.toContain(nisha.email);
      expect(everything).not.toContain('Nisha');
    }
    // Nothing else went: Anita's message and its acknowledgement are still there.
    const ids = (rows: { id: string }[]) => rows.map((m) => m.id).sort();
    const kept = before.filter((m) => !hers.includes(m));
    expect(ids(after)).toEqual(ids(kept));
    expect(
      after.filter((m) => m.to === neighbour || m.text.includes(`<${neighbour}>`)),
    ).toHaveLength(2);
  });
});
