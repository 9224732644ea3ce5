/**
 * Issue 27: a guest's way back to an order and cash on delivery from end to end. "Find my order"
 * answers a wrong pair as it answers a right one, and only the right one mails the order's link,
 * which opens the order without an account. A shopper places a COD order, confirms it from the
 * mailed link, and the owner marks it delivered with the cash collected (a guest, on a phone). A guest who signs up
 * later adds the guest order from the mailed link. The owner's part needs
 * e2e/admin-two-step.spec.ts to have run first (it sets up the owner's sign-in).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { ORDER_LOOKUP_ANSWER } from '../packages/shared/src/contract/orders';
import { COD_MESSAGES } from '../packages/shared/src/cod';
import { effectivePrice } from '../packages/shared/src/pricing';
import { admin, signInAsOwner } from './admin-helpers';
import { expect, test } from './fixtures';
import { addFromProductPage, inStockProducts, unique } from './shop-steps';

type Mail = { to: string; subject: string; text: string };

/** The newest mail to `email` whose subject matches, once the outbox has it (mails are queued). */
async function mailTo(page: Page, email: string, subject: RegExp): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(async () => {
      const { mails } = (await (await page.request.get('/api/dev/mailbox')).json()) as {
        mails: Mail[];
      };
      found = mails.find((m) => m.to === email && subject.test(m.subject));
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}

/** How many mails to `email` have a subject that matches (queued ones included). */
async function countMails(page: Page, email: string, subject: RegExp): Promise<number> {
  const { mails } = (await (await page.request.get('/api/dev/mailbox')).json()) as {
    mails: Mail[];
  };
  return mails.filter((m) => m.to === email && subject.test(m.subject)).length;
}

/** A link of the shop in a mail's text, as a path to open here. */
const pathIn = (text: string, pattern: RegExp) => {
  const url = new URL(pattern.exec(text)![0]);
  return url.pathname + url.search;
};

const address = (email: string) => ({
  firstName: 'Meera',
  lastName: 'Iyer',
  email,
  number: '+91 98450 44444',
  address: '4 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  zipCode: '560001',
  country: 'India',
  saveInfo: false,
});

/** A guest's order paid through the API with the order token a guest has instead of a session. */
async function guestPaidOrder(request: APIRequestContext, email: string) {
  const [product] = await inStockProducts(request);
  const intent = (await (
    await request.post('/api/payment/payment-intent', {
      data: {
        currency: 'INR',
        receipt_email: email,
        orderItems: [{ id: product!._id, quantity: 1 }],
        shipping: address(email),
      },
    })
  ).json()) as { order_id: string; internalOrderId: string; orderToken: string };
  const payment = (await (
    await request.post('/api/payment/sandbox/pay', {
      data: {
        order_id: intent.order_id,
        order_token: intent.orderToken,
        method: 'card',
        card_number: '4111 1111 1111 1111',
      },
    })
  ).json()) as Record<string, unknown>;
  const verified = await request.post('/api/payment/verify-payment', {
    data: { ...payment, internalOrderId: intent.internalOrderId, orderToken: intent.orderToken },
  });
  expect(verified.ok()).toBe(true);
  return ((await verified.json()) as { orderNumber: string }).orderNumber;
}

test('"Find my order" answers a wrong pair as a right one; only the right one mails a link that opens the order', async ({
  page,
  request,
}) => {
  const email = `guest.${unique()}@example.com`;
  const orderNumber = await guestPaidOrder(request, email);

  // Reached from the login page, for those who ordered without an account.
  await page.goto('/login');
  await page.getByRole('main').getByRole('link', { name: 'Find my order' }).click();
  await expect(page).toHaveURL(/\/orders\/find$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Find my order' })).toBeVisible();

  const ask = async (number: string, mail: string) => {
    await main.getByLabel('Order number').fill(number);
    await main.getByLabel('E-mail').fill(mail);
    await main.getByRole('button', { name: 'Send me the link' }).click();
    await expect(main.getByRole('status')).toHaveText(ORDER_LOOKUP_ANSWER);
  };

  // The number with someone else's e-mail: the same answer, and no mail to anyone. (The answer
  // comes after the mail is queued, so the mailbox already holds any.)
  const lookupMail = new RegExp(`^Your order ${orderNumber}`);
  const wrong = `someone.${unique()}@example.com`;
  await ask(orderNumber, wrong);
  expect(await countMails(page, wrong, /./)).toBe(0);
  expect(await countMails(page, email, lookupMail)).toBe(0);

  await page.reload();
  await ask(orderNumber, email);
  const mail = await mailTo(page, email, lookupMail);
  expect(await countMails(page, email, lookupMail)).toBe(1);

  // The link opens the order for someone never signed in.
  await page.goto(pathIn(mail.text, /https?:\/\/\S+\/orders\/[^\s?]+\?token=\S+/));
  await expect(
    main.getByRole('heading', { level: 1, name: 'Thank you for your order' }),
  ).toBeVisible();
  await expect(main.getByText(orderNumber).first()).toBeVisible();
  await expect(
    main.getByRole('heading', { name: 'Keep the link in your e-mail to follow this order' }),
  ).toBeVisible();
  await expect(main.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
    'href',
    '/signup',
  );
  await expect(main.getByRole('list', { name: 'Order progress' })).toContainText('Placed');
});

test('a guest on a phone places a COD order, confirms it from the mailed link, and the owner marks it delivered and collected', async ({
  page,
  request,
}) => {
  // The shopper's checkout, the mail, and the owner's sign-in: longer than one page's journey.
  test.setTimeout(90_000);
  // A guest on a 390 px phone, never signed in; the owner works at a desk.
  await page.setViewportSize({ width: 390, height: 844 });
  const email = `cod.guest.${unique()}@example.com`;
  // Within the shop's default COD limits (₹199 to ₹10,000 before the fee).
  const product = (await inStockProducts(request)).find(
    (p) => effectivePrice(p) >= 199 && effectivePrice(p) <= 5000,
  );
  expect(product, 'a product priced for cash on delivery').toBeTruthy();
  await addFromProductPage(page, product!);
  await page.goto('/cart');
  const main = page.getByRole('main');
  await main.getByRole('link', { name: 'Proceed to Checkout' }).click();

  const fields = address(email);
  await main.getByRole('region', { name: 'Contact' }).getByLabel('Email').fill(email);
  await main.getByLabel('First name').fill(fields.firstName);
  await main.getByLabel('Last name').fill(fields.lastName);
  await main.getByLabel('Phone number').fill(`+91 98450 ${String(Date.now()).slice(-5)}`);
  await main.getByLabel('Address').fill(fields.address);
  await main.getByLabel('City').fill(fields.city);
  await main.getByLabel('State').selectOption(fields.state);
  await main.getByLabel('PIN code').fill(fields.zipCode);
  await main.getByRole('button', { name: 'Continue to Payment' }).click();

  await main.getByRole('radio', { name: /^Cash on delivery/ }).check();
  await main.getByRole('button', { name: 'Place order' }).click();

  // The order's page, opened by the checkout's token: to pay the courier, once confirmed.
  await expect(page).toHaveURL(/\/orders\/MM-\d{6}-[A-Z0-9]{6}\?token=.+$/);
  const orderNumber = /\/orders\/([^?]+)/.exec(page.url())![1]!;
  await expect(main.getByText(/^Pay on delivery: ₹[\d,]+ to the courier$/).first()).toBeVisible();
  await expect(main.getByText(/^Confirm your order from the e-mail we sent, by /)).toBeVisible();

  const mail = await mailTo(page, email, new RegExp(`^Please confirm your order ${orderNumber}`));
  await page.goto(pathIn(mail.text, /https?:\/\/\S+\/orders\/cod\/confirm\?token=\S+/));
  await main.getByRole('button', { name: 'Confirm my order' }).click();
  await expect(main.getByRole('status')).toHaveText(COD_MESSAGES.confirmed);
  await expect(main.getByRole('heading', { level: 1, name: 'Order confirmed' })).toBeVisible();
  // Back on the order's page (the answer's link opens it for a guest), the request is gone.
  await main.getByRole('link', { name: `View order ${orderNumber}` }).click();
  await expect(main.getByText(/^You confirmed this order on /)).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 });

  // The owner finds it, sees it confirmed, and records the courier's cash.
  await page.context().clearCookies();
  await signInAsOwner(page, request);
  // A guest's order is in the owner's list like any other, found here by the guest's e-mail.
  await page.goto(`/admin/orders?q=${encodeURIComponent(email)}`);
  await page.getByRole('link', { name: orderNumber }).click();
  const panel = page.getByRole('region', { name: 'Cash on delivery' });
  await expect(panel).toContainText('Confirmed by the shopper');
  await panel.getByRole('button', { name: 'Delivered and cash collected' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delivered and cash collected' });
  await dialog.getByRole('button', { name: 'Yes, delivered and cash collected' }).click();
  await expect(page.getByText('Marked delivered and cash collected.')).toBeVisible();
  await expect(panel).toContainText('Delivered and cash collected.');
  await expect(panel.getByRole('button')).toHaveCount(0);

  // The report counts it among the period's COD orders.
  await admin(page).getByRole('link', { name: 'COD report' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'COD report' })).toBeVisible();
  await expect(page.getByText('COD orders')).toBeVisible();
  // And the rules it was placed under, in rupees (₹49 fee by default).
  await admin(page).getByRole('link', { name: 'Cash on delivery' }).click();
  const rules = page.getByRole('form', { name: 'Cash-on-delivery rules' });
  await expect(rules.getByLabel('COD fee (₹)')).toHaveValue('49');
  await expect(rules.getByLabel('Offer cash on delivery (India, INR only)')).toBeChecked();
});

test('a guest who then signs up adds their guest order from the mailed link, and sees it in Order History', async ({
  page,
  request,
}) => {
  const email = `later.${unique()}@example.com`;
  const orderNumber = await guestPaidOrder(request, email);
  const registered = await request.post('/api/users/register', {
    data: { name: 'Meera', email, number: '+91 98450 44444', password: 'secret12' },
  });
  expect(registered.ok()).toBe(true);

  const mail = await mailTo(page, email, /^Add your earlier orders to your account/);
  await page.goto(pathIn(mail.text, /https?:\/\/\S+\/account\/claim-orders\?token=\S+/));
  const main = page.getByRole('main');
  await expect(main.getByRole('status')).toHaveText('1 order added to your account.');

  await main.getByRole('link', { name: 'View your orders' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await main.getByLabel('Email Address').fill(email);
  await main.getByLabel('Password', { exact: true }).fill('secret12');
  await main.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/profile\?query=orders$/);
  await expect(main.getByText(orderNumber).first()).toBeVisible();
});

test('a guest on a phone cancels from the link in their mail and sees the refund on the order', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const email = `guest.cancel.${unique()}@example.com`;
  const orderNumber = await guestPaidOrder(request, email);
  const mail = await mailTo(page, email, new RegExp(orderNumber));
  await page.goto(pathIn(mail.text, /https?:\/\/\S+\/orders\/[^\s?]+\?token=\S+/));

  const main = page.getByRole('main');
  const section = main.getByRole('region', { name: 'Returns and refunds' });
  await section.getByRole('button', { name: 'Cancel order' }).click();
  const confirm = section.getByRole('group', { name: 'Confirm cancellation' });
  await confirm.getByRole('button', { name: 'Yes, cancel the order' }).click();
  await expect(page.getByText(/^Your order is cancelled/)).toBeVisible();
  // The page follows: the refund is listed, and nothing offers to cancel again.
  await expect(section.getByText(/^Refund of ₹/)).toBeVisible();
  await expect(section.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
});
