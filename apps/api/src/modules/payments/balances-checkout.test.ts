/**
 * Gift cards and store credit at the checkout (issue 28): the quote shows what each pays, the
 * intent debits them in the order's transaction and charges the gateway only the rest, an order
 * they pay in full is paid at once with no gateway, and a checkout that expires gives them back.
 */
import { effectivePrice, GIFT_CARD_MESSAGES, type Product } from '@shop/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema';
import { createIntent, payWithSandbox, verify } from '../../test/checkout';
import { placeCod } from '../../test/cod';
import { latestMail, signedInUser } from '../../test/factories';
import { pdfText } from '../../test/pdf-text';
import { invoiceMoney as money } from '../invoices';
import { createTestApp } from '../../test/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let owner: Record<string, string>;
let items: { id: string; quantity: number }[];
let cheapItems: { id: string; quantity: number }[];

beforeAll(async () => {
  t = await createTestApp({ rateLimitScale: 100 });
  owner = (await signedInUser(t.app, t.db, { role: 'admin' })).headers;
  const catalogue: Product[] = (
    await t.app.inject({ method: 'GET', url: '/api/products/get-products?limit=100' })
  ).json().products;
  const byPrice = catalogue
    .filter((p) => p.countInStock >= 20)
    .sort((a, b) => effectivePrice(a) - effectivePrice(b));
  items = [{ id: byPrice.at(-1)!._id, quantity: 3 }];
  cheapItems = [{ id: byPrice[0]!._id, quantity: 1 }];
});
afterAll(() => t.close());

async function giftCard(amount: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/gift-cards',
    headers: owner,
    payload: { amount, recipientName: 'Meera' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().code as string;
}

let address = 0;
/** The card's balance as a shopper checks it (an empty card answers why it cannot be used). */
const balance = async (code: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/gift-cards/balance',
    payload: { code },
    remoteAddress: `10.77.0.${++address}`,
  });
  return res.statusCode === 200 ? (res.json().balance as number) : res.json().message;
};

const quote = (headers: Record<string, string>, cart: object[], extra: object) =>
  t.app
    .inject({
      method: 'POST',
      url: '/api/checkout/quote',
      headers,
      payload: { currency: 'INR', orderItems: cart, shipping: { country: 'India' }, ...extra },
    })
    .then((res) => res.json());

describe('gift cards at the checkout', () => {
  it('pays part of an order: the quote shows it, the gateway is charged the rest', async () => {
    const code = await giftCard(1000_00);
    const { headers } = await signedInUser(t.app, t.db);
    const q = await quote(headers, items, { giftCardCodes: [code.toLowerCase()] });
    expect(q.total).toBeGreaterThan(1000_00);
    expect(q.giftCards).toEqual([
      { code, last4: code.slice(-4), amount: 1000_00, balanceAfter: 0 },
    ]);
    expect(q.amountDue).toBe(q.total - 1000_00);
    const intent = await createIntent(t.app, headers, items, { giftCardCodes: [code] });
    expect(intent.statusCode, intent.body).toBe(200);
    expect(intent.json().amount).toBe(q.amountDue);
    expect(await balance(code)).toBe(GIFT_CARD_MESSAGES.empty);
    // The checkout expires unpaid: the card's balance comes back with the stock.
    await t.db
      .update(orders)
      .set({ stockHeld: false })
      .where(eq(orders.id, intent.json().internalOrderId));
    expect(await balance(code)).toBe(1000_00);
  });

  it('pays a whole order with no gateway: the order is paid at once', async () => {
    const code = await giftCard(5000_00);
    const { headers } = await signedInUser(t.app, t.db);
    const q = await quote(headers, cheapItems, { giftCardCodes: [code] });
    expect(q.amountDue).toBe(0);
    const intent = await createIntent(t.app, headers, cheapItems, { giftCardCodes: [code] });
    expect(intent.statusCode, intent.body).toBe(200);
    expect(intent.json()).toMatchObject({ paid: true, amount: 0, order_id: '' });
    const [order] = await t.db
      .select()
      .from(orders)
      .where(eq(orders.id, intent.json().internalOrderId));
    expect(order).toMatchObject({ paymentStatus: 'paid', amountMinor: 0 });
    expect(await balance(code)).toBe(5000_00 - q.total);
  });

  it('refuses a card it cannot use, in the words the quote gave', async () => {
    const { headers } = await signedInUser(t.app, t.db);
    const q = await quote(headers, items, { giftCardCodes: ['AAAA-BBBB-CCCC-DDDD'] });
    expect(q.giftCardProblems).toEqual([
      {
        code: 'AAAA-BBBB-CCCC-DDDD',
        message: 'We could not find this gift card. Check the code and try again',
      },
    ]);
    expect(q.amountDue).toBe(q.total);
    const refused = await createIntent(t.app, headers, items, {
      giftCardCodes: ['AAAA-BBBB-CCCC-DDDD'],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'We could not find this gift card. Check the code and try again',
    );
  });

  it('owes back a late payment whose card was spent while its checkout had expired', async () => {
    const code = await giftCard(200_00);
    const late = await signedInUser(t.app, t.db);
    const intent = (
      await createIntent(t.app, late.headers, items, { giftCardCodes: [code] })
    ).json();
    await t.db
      .update(orders)
      .set({ stockHeld: false })
      .where(eq(orders.id, intent.internalOrderId));
    const other = await signedInUser(t.app, t.db);
    const spent = await createIntent(t.app, other.headers, items, { giftCardCodes: [code] });
    expect(spent.statusCode, spent.body).toBe(200);
    const payment = (await payWithSandbox(t.app, late.headers, intent.order_id)).json();
    expect((await verify(t.app, late.headers, payment, intent.internalOrderId)).statusCode).toBe(
      200,
    );
    const [order] = await t.db.select().from(orders).where(eq(orders.id, intent.internalOrderId));
    expect(order).toMatchObject({ paymentStatus: 'refund_due', status: 'cancelled' });
    expect(order!.refundReason).toMatch(/This gift card has no balance left$/);
    expect(await balance(code)).toBe(GIFT_CARD_MESSAGES.empty);
  });

  it('pays part of a cash-on-delivery order: the courier collects the rest', async () => {
    const code = await giftCard(200_00);
    const { headers } = await signedInUser(t.app, t.db);
    const q = await quote(headers, cheapItems, { giftCardCodes: [code], paymentMethod: 'cod' });
    expect(q.giftCards[0].amount).toBe(200_00);
    const placed = await placeCod(t.app, cheapItems, {
      headers,
      email: `cod-${Date.now()}@example.com`,
      extra: { giftCardCodes: [code] },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json().amount).toBe(q.amountDue);
    expect(q.amountDue).toBe(q.total - 200_00);
    expect(await balance(code)).toBe(GIFT_CARD_MESSAGES.empty);
  });

  it('is spent in rupees only', async () => {
    const code = await giftCard(500_00);
    const { headers } = await signedInUser(t.app, t.db);
    const q = await quote(headers, items, { giftCardCodes: [code], currency: 'USD' });
    expect(q.giftCardProblems[0].message).toBe('Gift cards can be used when paying in INR');
  });
});

describe('store credit at the checkout', () => {
  it('spends a customer’s credit when asked, and only theirs', async () => {
    const customer = await signedInUser(t.app, t.db);
    const granted = await t.app.inject({
      method: 'POST',
      url: `/api/admin/customers/${customer.user.id}/store-credit`,
      headers: owner,
      payload: { amount: 300_00, note: 'Sorry for the late parcel' },
    });
    expect(granted.statusCode, granted.body).toBe(201);
    const q = await quote(customer.headers, items, { useStoreCredit: true });
    expect(q.storeCredit).toBe(300_00);
    expect(q.amountDue).toBe(q.total - 300_00);
    const intent = await createIntent(t.app, customer.headers, items, { useStoreCredit: true });
    expect(intent.json().amount).toBe(q.amountDue);
    const credit = (
      await t.app.inject({
        method: 'GET',
        url: '/api/users/me/store-credit',
        headers: customer.headers,
      })
    ).json();
    expect(credit.balance).toBe(0);
    const other = await signedInUser(t.app, t.db);
    expect((await quote(other.headers, items, { useStoreCredit: true })).storeCredit).toBe(0);
  });

  it('asks a guest to log in to use store credit', async () => {
    const refused = await createIntent(t.app, {}, items, { useStoreCredit: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Log in to use your store credit');
  });
});

describe('the tax invoice of an order with a code and a gift card', () => {
  it('names each discount, the taxable value after it, and what the card paid', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/discounts',
      headers: owner,
      payload: {
        name: 'Invoice ten',
        method: 'code',
        code: 'INVOICE10',
        kind: 'percent',
        value: 10,
      },
    });
    const code = await giftCard(300_00);
    const { headers } = await signedInUser(t.app, t.db);
    const q = await quote(headers, items, { discountCode: 'INVOICE10', giftCardCodes: [code] });
    const intent = (
      await createIntent(t.app, headers, items, {
        discountCode: 'INVOICE10',
        giftCardCodes: [code],
      })
    ).json();
    expect(intent.amount).toBe(q.amountDue);
    const payment = (await payWithSandbox(t.app, headers, intent.order_id)).json();
    const paid = await verify(t.app, headers, payment, intent.internalOrderId);
    expect(paid.statusCode, paid.body).toBe(200);
    const pdf = await t.app.inject({
      url: `/api/products/my-orders/${intent.orderNumber}/invoice.pdf`,
      headers,
    });
    expect(pdf.statusCode).toBe(200);
    const text = (await pdfText(pdf.rawPayload)).replace(/\s+/g, ' ');
    const [named] = q.discounts;
    expect(text).toContain(`INVOICE10 (Invoice ten) -${money(named.amount, 'INR')}`);
    // The line's taxable value is what it costs after the discount, less the GST inside that.
    const line = q.lines[0];
    const taxable =
      line.total - Math.round((line.total * line.taxPercent) / (100 + line.taxPercent));
    expect(text).toContain(money(taxable, 'INR'));
    expect(text).toContain(`Gift card •••• ${code.slice(-4)}: ${money(300_00, 'INR')}`);
    expect(text).toContain('A gift card or store credit is not a supply');
    // The mail names them too.
    const mail = await latestMail(t.db, 'asha@example.com');
    expect(mail.text).toContain('INVOICE10 (Invoice ten)');
    expect(mail.text).toContain(`Gift card •••• ${code.slice(-4)}`);
  });
});
