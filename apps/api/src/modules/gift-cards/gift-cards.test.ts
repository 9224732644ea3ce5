/**
 * Gift cards (issue 28) as a shopper and the owner see them: a code answered once and never
 * listed, the balance by code however it is typed, why a card cannot be used, and a balance that
 * is the sum of the movements that count: a spend by an order that stops holding stock unpaid is
 * given back by that fact alone.
 */
import {
  formatMoney,
  fromMinor,
  GIFT_CARD_ADMIN_MESSAGES,
  GIFT_CARD_MESSAGES,
  shopDayLabel,
} from '@shop/shared';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAudit, giftCardMovements, orders } from '../../db/schema';
import { latestMail, signedInUser } from '../../test/factories';
import { createTestApp } from '../../test/test-app';
import { issueGiftCard, refundToGiftCard, spendGiftCards } from './ledger';
import { pendingOrder } from '../../test/pending-order';

let t: Awaited<ReturnType<typeof createTestApp>>;
let owner: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  owner = (await signedInUser(t.app, t.db, { role: 'admin' })).headers;
});
afterAll(() => t.close());

const CODE = /^[2-9A-HJ-NP-Z]{4}(-[2-9A-HJ-NP-Z]{4}){3}$/;
let address = 0;
/** Each check from an address of its own, so the per-address limit stays out of the way. */
const balanceOf = (code: unknown, remoteAddress = `10.90.0.${++address}`) =>
  t.app.inject({
    method: 'POST',
    url: '/api/gift-cards/balance',
    payload: { code },
    remoteAddress,
  });
const admin = (method: 'GET' | 'POST', url: string, payload?: object, headers = owner) =>
  t.app.inject({ method, url, headers, ...(payload && { payload }) });
const issue = async (body: object = {}) => {
  const res = await admin('POST', '/api/admin/gift-cards', {
    amount: 100_000,
    recipientName: 'Meera',
    ...body,
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { giftCard: { id: string; last4: string }; code: string };
};

const spend = (codes: string[], dueMinor: number, orderId?: string) =>
  t.db.transaction((tx) => spendGiftCards(tx, { codes, dueMinor, orderId, now: new Date() }));

describe('issuing a card by hand', () => {
  it('answers the code once; the list and the card never show it', async () => {
    const { giftCard, code } = await issue({ note: 'Sorry for the late parcel' });
    expect(code).toMatch(CODE);
    expect(giftCard).toMatchObject({
      last4: code.slice(-4),
      source: 'owner',
      initial: 100_000,
      balance: 100_000,
      status: 'active',
      recipientName: 'Meera',
      note: 'Sorry for the late parcel',
    });
    const list = await admin('GET', '/api/admin/gift-cards');
    expect(list.statusCode).toBe(200);
    expect(list.json().giftCards.map((c: { id: string }) => c.id)).toContain(giftCard.id);
    const detail = await admin('GET', `/api/admin/gift-cards/${giftCard.id}`);
    expect(detail.json().movements).toEqual([
      expect.objectContaining({ kind: 'issue', amount: 100_000, counts: true }),
    ]);
    for (const body of [list.body, detail.body]) {
      expect(body).not.toContain(code);
      expect(body).not.toContain(code.replaceAll('-', ''));
      expect(body).not.toMatch(/codeHash|code_hash/);
    }
    // The validity defaults to a year.
    const expiresAt = Date.parse(detail.json().giftCard.expiresAt);
    expect(Math.round((expiresAt - Date.now()) / 86_400_000)).toBe(365);
  });

  it('mails the code to the recipient when an e-mail is given', async () => {
    const email = `gift.${randomBytes(3).toString('hex')}@example.com`;
    const { code, giftCard } = await issue({ recipientEmail: email, validityDays: 30 });
    const mail = await latestMail(t.db, email);
    expect(mail.subject).toContain('₹1,000 gift card');
    expect(mail.text).toContain(code);
    const detail = (await admin('GET', `/api/admin/gift-cards/${giftCard.id}`)).json();
    expect(detail.giftCard.recipientEmail).toBe(email);
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const cases: [object, string][] = [
      [{ amount: 0 }, 'amount'],
      [{ amount: 100.5 }, 'amount'],
      [{ amount: 60_000_00 }, 'amount'],
      [{ recipientName: ' ' }, 'recipientName'],
      [{ recipientEmail: 'nope' }, 'recipientEmail'],
      [{ validityDays: 0 }, 'validityDays'],
    ];
    for (const [change, field] of cases) {
      const res = await admin('POST', '/api/admin/gift-cards', {
        amount: 50_000,
        recipientName: 'Meera',
        ...change,
      });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().errors)).toContain(field);
    }
  });

  it('lets only the signed-in owner in, and audits issuing and disabling', async () => {
    const shopper = (await signedInUser(t.app, t.db)).headers;
    expect((await admin('GET', '/api/admin/gift-cards', undefined, {})).statusCode).toBe(401);
    expect((await admin('GET', '/api/admin/gift-cards', undefined, shopper)).statusCode).toBe(403);
    const refused = await admin('POST', '/api/admin/gift-cards', { amount: 100 }, shopper);
    expect(refused.statusCode).toBe(403);
    const { giftCard } = await issue({ recipientName: 'Audited' });
    await admin('POST', `/api/admin/gift-cards/${giftCard.id}/disable`);
    const entries = await t.db
      .select()
      .from(adminAudit)
      .where(eq(adminAudit.action, 'gift-card.change'));
    expect(entries.some((e) => e.detail.recipientName === 'Audited')).toBe(true);
    expect(entries.map((e) => e.target)).toContain(giftCard.id);
  });

  it('answers 404 for an unknown or malformed card id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      for (const url of [`/api/admin/gift-cards/${id}`, `/api/admin/gift-cards/${id}/disable`]) {
        const res = await admin(url.endsWith('disable') ? 'POST' : 'GET', url);
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe(GIFT_CARD_ADMIN_MESSAGES.notFound);
      }
    }
  });
});

describe('a card’s balance by its code', () => {
  it('finds the card however the code is typed', async () => {
    const { code } = await issue();
    const plain = code.replaceAll('-', '');
    for (const typed of [code, code.toLowerCase(), plain, ` ${plain.match(/.{4}/g)!.join(' ')} `]) {
      const res = await balanceOf(typed);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        success: true,
        last4: code.slice(-4),
        balance: 100_000,
        currency: 'INR',
      });
    }
  });

  it('answers 404 for an unknown code or one that cannot be a code, 400 for no text', async () => {
    for (const code of ['2222-2222-2222-2222', 'hello', '', 'O0I1-AAAA-BBBB-CCCC']) {
      const res = await balanceOf(code);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: GIFT_CARD_MESSAGES.notFound });
    }
    for (const code of [42, null, 'x'.repeat(65)])
      expect((await balanceOf(code)).statusCode).toBe(400);
  });

  it('says a disabled card is disabled, and the owner sees it so', async () => {
    const { code, giftCard } = await issue();
    const res = await admin('POST', `/api/admin/gift-cards/${giftCard.id}/disable`);
    expect(res.statusCode).toBe(200);
    expect(res.json().giftCard).toMatchObject({ status: 'disabled', balance: 100_000 });
    expect(res.json().message).toBe(GIFT_CARD_ADMIN_MESSAGES.disabled(giftCard.last4));
    const check = await balanceOf(code);
    expect(check.statusCode).toBe(400);
    expect(check.json().message).toBe(GIFT_CARD_MESSAGES.disabled);
  });

  it('says on which day an expired card expired', async () => {
    const expiresAt = new Date(Date.now() - 3 * 86_400_000);
    const { code } = await t.db.transaction((tx) =>
      issueGiftCard(tx, { amountMinor: 50_000, expiresAt, source: 'owner' }),
    );
    const res = await balanceOf(code);
    expect(res.statusCode).toBe(400);
    const day = shopDayLabel(expiresAt, new Date(), t.config.shopTimeZone);
    expect(day).toMatch(/^\d{1,2} [A-Z][a-z]{2}( \d{4})?$/);
    expect(res.json().message).toBe(GIFT_CARD_MESSAGES.expired(day));
  });

  it('is limited to 10 checks a quarter-hour per address', async () => {
    const from = '10.91.0.1';
    for (let i = 0; i < 10; i++)
      expect((await balanceOf('2222-2222-2222-2222', from)).statusCode).toBe(404);
    expect((await balanceOf('2222-2222-2222-2222', from)).statusCode).toBe(429);
    expect((await balanceOf('2222-2222-2222-2222')).statusCode).toBe(404);
  });
});

describe('spending a card', () => {
  it('takes what is due from each card in turn, once each code', async () => {
    const first = await issue({ amount: 30_000 });
    const second = await issue({ amount: 50_000 });
    const dryRun = await spendGiftCards(t.db, {
      codes: [first.code.toLowerCase(), second.code, first.code, 'nope'],
      dueMinor: 60_000,
      now: new Date(),
    });
    expect(dryRun.applied).toEqual([
      expect.objectContaining({ code: first.code, amountMinor: 30_000, balanceAfter: 0 }),
      expect.objectContaining({ code: second.code, amountMinor: 30_000, balanceAfter: 20_000 }),
    ]);
    expect(dryRun.problems).toEqual([
      { code: first.code, message: GIFT_CARD_MESSAGES.repeated },
      { code: 'nope', message: GIFT_CARD_MESSAGES.notFound },
    ]);
    // The dry run wrote nothing.
    expect((await balanceOf(first.code)).json().balance).toBe(30_000);

    const order = await pendingOrder(t.db);
    const spent = await spend([first.code, second.code], 60_000, order.id);
    expect(spent.applied.map((a) => a.amountMinor)).toEqual([30_000, 30_000]);
    expect((await balanceOf(first.code)).json().message).toBe(GIFT_CARD_MESSAGES.empty);
    expect((await balanceOf(second.code)).json().balance).toBe(20_000);
    // The owner reads the spend with its order number.
    const detail = (await admin('GET', `/api/admin/gift-cards/${second.giftCard.id}`)).json();
    expect(detail.giftCard).toMatchObject({ balance: 20_000, status: 'active' });
    expect(detail.movements[0]).toMatchObject({
      kind: 'spend',
      amount: -30_000,
      orderNumber: order.orderNumber,
      counts: true,
    });
    // A card not needed for what is due is applied with nothing taken.
    const more = await spend([second.code, first.code], 10_000);
    expect(more.problems).toEqual([{ code: first.code, message: GIFT_CARD_MESSAGES.empty }]);
    expect(more.applied).toEqual([expect.objectContaining({ amountMinor: 10_000 })]);
  });

  it('gives the spend back when its order stops holding stock unpaid, not once it is paid', async () => {
    const { code } = await issue();
    const expired = await pendingOrder(t.db);
    await spend([code], 70_000, expired.id);
    expect((await balanceOf(code)).json().balance).toBe(30_000);
    await t.db.update(orders).set({ stockHeld: false }).where(eq(orders.id, expired.id));
    expect((await balanceOf(code)).json().balance).toBe(100_000);

    const paid = await pendingOrder(t.db);
    await spend([code], 40_000, paid.id);
    await t.db
      .update(orders)
      .set({ paymentStatus: 'paid', paidAt: new Date() })
      .where(eq(orders.id, paid.id));
    await t.db.update(orders).set({ stockHeld: false }).where(eq(orders.id, paid.id));
    expect((await balanceOf(code)).json().balance).toBe(60_000);
  });

  it('takes a refund back onto the card', async () => {
    const { code, giftCard } = await issue({ amount: 20_000 });
    const order = await pendingOrder(t.db);
    await spend([code], 20_000, order.id);
    await t.db
      .update(orders)
      .set({ paymentStatus: 'paid', paidAt: new Date() })
      .where(eq(orders.id, order.id));
    await t.db.transaction((tx) =>
      refundToGiftCard(tx, {
        giftCardId: giftCard.id,
        amountMinor: 5_000,
        orderId: order.id,
        note: `Refund of order ${order.orderNumber}`,
      }),
    );
    const res = await balanceOf(code);
    expect(res.json().balance).toBe(5_000);
    expect(GIFT_CARD_MESSAGES.balance(res.json().balance)).toBe(
      `Balance: ${formatMoney(fromMinor(5_000), 'INR')}`,
    );
    const rows = await t.db
      .select()
      .from(giftCardMovements)
      .where(eq(giftCardMovements.giftCardId, giftCard.id));
    expect(rows.map((r) => r.kind).sort()).toEqual(['issue', 'refund', 'spend']);
  });
});
